import { GrantedAbility } from '../cards/card-definition';
import type { Characteristics } from './layers';

type ManaAbility = Extract<GrantedAbility, { kind: 'mana' }>;

/** One activated or mana ability of a permanent: its index among the card's abilities (past them for a granted one) and the ability. */
export interface ActivatedAbilityOf {
  abilityIndex: number;
  ability: GrantedAbility;
  /** An effect gave it (CR 613.1f): it is not one of the card's own. */
  granted: boolean;
}

/**
 * How many activated and mana abilities a decision may number on this permanent: the card's own in rules-text
 * order (CR 602), then those effects gave it (613.1f), which keep their numbers when the card's own are lost.
 */
export function activatedAbilityCount(c: Characteristics): number {
  return c.compiled.activated.length + (c.granted?.length ?? 0);
}

/** The permanent's activated or mana ability numbered `n`, or null when it has none that works by that number. */
export function activatedAbility(c: Characteristics, n: number): ActivatedAbilityOf | null {
  const printed = c.compiled.activated;
  if (n < printed.length) return c.hasAbilities ? { abilityIndex: printed[n], ability: c.compiled.abilities[printed[n]] as GrantedAbility, granted: false } : null;
  const ability = c.granted?.[n - printed.length];
  return ability ? { abilityIndex: c.compiled.abilities.length + n - printed.length, ability, granted: true } : null;
}

/** True when the permanent has an activated or mana ability that works. */
export function hasActivatedAbilities(c: Characteristics): boolean {
  return (c.hasAbilities && c.compiled.activated.length > 0) || c.granted !== undefined;
}

/** The permanent's mana abilities that work: its card's own (CR 605.1a), then those effects gave it. */
export function manaAbilitiesOf(c: Characteristics): ManaAbility[] {
  const own = c.hasAbilities ? c.compiled.manaAbilities : [];
  if (!c.granted) return own;
  return [...own, ...c.granted.filter((a): a is ManaAbility => a.kind === 'mana')];
}
