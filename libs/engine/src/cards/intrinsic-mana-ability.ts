import { AbilityDefinition, CardDefinition } from './card-definition';
import { Color } from '../state/game-state';

/** The basic land types (CR 305.6). */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
export type BasicLandType = (typeof BASIC_LAND_TYPES)[number];

const BASIC_LAND_MANA: Record<BasicLandType, Color> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

type ManaAbility = Extract<AbilityDefinition, { kind: 'mana' }>;

/** The mana ability a land's basic land types give it (CR 305.6: "{T}: Add {G}"; two types "{T}: Add {W} or {U}"), or null. */
export function intrinsicManaAbility(def: Pick<CardDefinition, 'types' | 'subtypes'>): ManaAbility | null {
  if (!def.types.includes('Land')) return null;
  let produce = '';
  for (const t of def.subtypes) {
    const mana = BASIC_LAND_MANA[t as BasicLandType];
    if (mana !== undefined && !produce.includes(mana)) produce += mana;
  }
  if (!produce) return null;
  return produce.length === 1 ? { kind: 'mana', cost: { tap: true }, produce } : { kind: 'mana', cost: { tap: true }, produce, oneOf: true };
}

/** Whether the ability is the intrinsic one of the land's basic land types (its first mana ability, "{T}: Add" their mana), which Oracle prints only as reminder text (CR 305.6, 305.7). */
export function isIntrinsicManaAbility(def: CardDefinition, ability: AbilityDefinition): boolean {
  const intrinsic = intrinsicManaAbility(def);
  return !!intrinsic && ability.kind === 'mana' && def.abilities.find((a) => a.kind === 'mana') === ability && intrinsic.produce === ability.produce && ability.cost.tap === true && Object.keys(ability.cost).length === 1;
}
