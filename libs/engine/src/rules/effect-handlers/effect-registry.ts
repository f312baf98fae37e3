import { EffectKind, EffectRegistry } from './effect-handler';
import { EFFECT_HANDLER_LIST } from './effect-handler-list';

type ListedKind = (typeof EFFECT_HANDLER_LIST)[number]['kind'];
/** The effect kinds declared (EffectBodies) without a handler in the list; `never` when there are none. */
type KindsWithoutHandler = Exclude<EffectKind, ListedKind>;

// Fails to compile, naming the kind, when an effect kind has no handler in the list.
const everyKindHasAHandler: [KindsWithoutHandler] extends [never] ? true : KindsWithoutHandler = true;

/**
 * The handler of every effect kind, assembled from the generated handler list. Adding an effect
 * kind is one handler file (docs/decisions.md, "Adding an effect kind").
 */
export const EFFECT_HANDLERS: EffectRegistry = everyKindHasAHandler && (Object.fromEntries(EFFECT_HANDLER_LIST.map((h) => [h.kind, h])) as unknown as EffectRegistry);
