import { InitialSchema1795964435422 } from './1795964435422-initial-schema.migration';

/** Every migration, oldest first (explicit, so compiled and test runs load the same list). */
export const MIGRATIONS: Function[] = [InitialSchema1795964435422];
