import { AbilityDefinition, CardDefinition } from './card-definition';
import { ADDITIONAL_CARDS } from './core-pool/additions';
import { BASIC_LANDS } from './core-pool/basic-lands';
import { CREATURES } from './core-pool/creatures';
import { NONCREATURE_PERMANENTS } from './core-pool/permanents';
import { SPELLS } from './core-pool/spells';
import { keywordTriggeredAbilities } from './keywords';
import { Color } from '../state/game-state';

/** Every card the engine knows, by name. */
export const CARD_POOL: Readonly<Record<string, CardDefinition>> = Object.freeze(
  Object.fromEntries([...BASIC_LANDS, ...CREATURES, ...SPELLS, ...NONCREATURE_PERMANENTS, ...ADDITIONAL_CARDS].map((c) => [c.name, c])),
);

/** True if the engine has a definition for this card name. */
export function isKnownCard(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(CARD_POOL, name);
}

/** The definition of a card; throws for an unknown name (callers check with isKnownCard first). */
export function cardDefinition(name: string): CardDefinition {
  const def = CARD_POOL[name];
  if (!def) throw new Error(`unknown card: ${name}`);
  return def;
}

/** A card's definition with the abilities its keywords stand for appended (cached). */
export interface CompiledCard {
  def: CardDefinition;
  abilities: AbilityDefinition[];
  /** Indexes into abilities of activated and mana abilities, in rules-text order. */
  activated: number[];
  colors: Color[];
  isPermanentCard: boolean;
  /** Triggered abilities with their indexes. */
  triggered: { index: number; ability: Extract<AbilityDefinition, { kind: 'triggered' }> }[];
  /** The mana ability, if any. */
  manaAbility: Extract<AbilityDefinition, { kind: 'mana' }> | null;
  /** Kinds of static abilities the card has. */
  staticKinds: string[];
  /** The cycling ability, if any. */
  cycling: Extract<AbilityDefinition, { kind: 'activated' }> | null;
}

const COMPILED = new Map<string, CompiledCard>();

/** Colours of a mana cost (CR 202.2). */
export function colorsOfCost(cost: string | null): Color[] {
  if (!cost) return [];
  const colors: Color[] = [];
  for (const c of ['W', 'U', 'B', 'R', 'G'] as Color[]) if (cost.includes(c)) colors.push(c);
  return colors;
}

/** The compiled form of a card, built once per name. */
export function compiledCard(name: string): CompiledCard {
  let compiled = COMPILED.get(name);
  if (!compiled) {
    const def = cardDefinition(name);
    const abilities = [...def.abilities, ...keywordTriggeredAbilities(def)];
    const activated: number[] = [];
    const triggered: CompiledCard['triggered'] = [];
    let manaAbility: CompiledCard['manaAbility'] = null;
    const staticKinds: string[] = [];
    abilities.forEach((a, i) => {
      if (a.kind === 'activated' || a.kind === 'mana') activated.push(i);
      if (a.kind === 'triggered') triggered.push({ index: i, ability: a });
      if (a.kind === 'mana' && !manaAbility) manaAbility = a;
      if (a.kind === 'static') staticKinds.push(a.effect.kind);
    });
    compiled = {
      def,
      abilities,
      activated,
      colors: colorsOfCost(def.manaCost),
      isPermanentCard: !def.types.includes('Instant') && !def.types.includes('Sorcery'),
      triggered,
      manaAbility,
      staticKinds,
      cycling: (abilities.find((a) => a.kind === 'activated' && a.keyword === 'cycling') as CompiledCard['cycling']) ?? null,
    };
    COMPILED.set(name, compiled);
  }
  return compiled;
}
