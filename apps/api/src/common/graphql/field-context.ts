import type { ActorHolder } from '../access/access.guard';
import type { GraphqlContext } from '../loaders/graphql-loaders';

/**
 * The third argument of a per-row field resolver written without parameter decorators: Nest then
 * calls the method directly (its fast field path) instead of running the global pipes on every
 * row's `@Parent`/`@Loaders`/`@CurrentActor` (issue 12, item 4). `actor` is what CurrentActor reads.
 */
export type FieldContext = GraphqlContext & ActorHolder;
