import { EveryField, StackItem } from './game-state';

/** The fields every stack item sets as it is made; the optional ones are set on the item afterwards. */
export type StackItemBasics = Pick<StackItem, 'id' | 'kind' | 'objectId' | 'source' | 'sourceCard' | 'controller' | 'abilityIndex' | 'targets' | 'x' | 'kicked' | 'alt' | 'sourceInfo' | 'context'>;

/**
 * A stack item with every field set, in the interface's order (EveryField): one hidden class for every spell, ability
 * and combat damage object; the compiler checks the basics are all given.
 */
export function newStackItem(basics: StackItemBasics): StackItem {
  const item: EveryField<StackItem> = {
    id: basics.id,
    kind: basics.kind,
    objectId: basics.objectId,
    source: basics.source,
    sourceCard: basics.sourceCard,
    controller: basics.controller,
    abilityIndex: basics.abilityIndex,
    granted: undefined,
    targets: basics.targets,
    x: basics.x,
    kicked: basics.kicked,
    kicks: undefined,
    alt: basics.alt,
    sourceInfo: basics.sourceInfo,
    context: basics.context,
    delayed: undefined,
    modes: undefined,
    divided: undefined,
    sacrificedPower: undefined,
    kickerDiscardedManaValue: undefined,
    exiledThisWay: undefined,
    revealedThisWay: undefined,
    buyback: undefined,
    spliced: undefined,
    copy: undefined,
    colorsSpent: undefined,
    castFrom: undefined,
    combatDamage: undefined,
  };
  return item;
}
