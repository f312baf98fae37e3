import { Effect } from '../../cards/card-definition';
import { GameState } from '../../state/game-state';
import { DescribeContext } from '../../text/describe-context';
import { ResolutionContext } from '../effect-actions';

/** Every effect kind, from the definition's union. */
export type EffectKind = Effect['kind'];

/** The effect of one kind. */
export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>;

/** What a bot may assume about an effect without simulating it. */
export const BOT_HINTS = ['removal', 'sweeper', 'damage-sweeper', 'reactive', 'combat-trick', 'value'] as const;
export type BotHint = (typeof BOT_HINTS)[number];

/**
 * Everything the engine knows about one effect kind: how it resolves, whether resolving may
 * stop to ask a player, how its rules text reads, and what a bot may assume of it.
 */
export interface EffectHandler<K extends EffectKind> {
  kind: K;
  /** Runs the effect (CR 608.2c). */
  resolve(ctx: ResolutionContext, effect: EffectOf<K>): void;
  /** True if resolving may ask a player something (the resolution is then snapshotted). */
  mayAsk(game: GameState, effect: EffectOf<K>): boolean;
  /** The effect's clause of rules text, lower case, no final period. */
  describe(effect: EffectOf<K>, d: DescribeContext): string;
  /** What a bot may assume about it. */
  botHint(effect: EffectOf<K>): BotHint;
}

/** One handler per effect kind: a kind without a handler does not compile. */
export type EffectRegistry = { readonly [K in EffectKind]: EffectHandler<K> };
