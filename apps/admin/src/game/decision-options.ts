import type { DecisionOption, Side } from './game-view';

/**
 * Reading the pending decision's option list for the screen: which cards can be clicked, what
 * each option says, which attack or block declarations are offered. The engine lists every legal
 * answer; nothing here decides what is legal, it only finds the listed option a click means.
 */

/** i18next's t, or a stand-in in tests. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A reference the engine uses in options and views: a player ("A") or a card ("A:Shock#2"). */
export type ParsedReference = { kind: 'player'; side: Side } | { kind: 'card'; owner: Side; name: string; copy: number | null } | { kind: 'other'; text: string };

const CARD_REFERENCE = /^([AB]):(.+?)(?:#(\d+))?$/;

export function parseReference(reference: string): ParsedReference {
  if (reference === 'A' || reference === 'B') return { kind: 'player', side: reference };
  const match = CARD_REFERENCE.exec(reference);
  if (match) return { kind: 'card', owner: match[1] as Side, name: match[2], copy: match[3] ? Number(match[3]) : null };
  return { kind: 'other', text: reference };
}

/** A reference as a person reads it: "you", "your opponent", or the card's name (with its copy number). */
export function referenceLabel(reference: string, you: Side | null, t: Translate): string {
  const parsed = parseReference(reference);
  if (parsed.kind === 'player') return you === null ? t('game.ref.player', { side: parsed.side }) : parsed.side === you ? t('game.ref.you') : t('game.ref.opponent');
  if (parsed.kind === 'card') return parsed.copy === null ? parsed.name : `${parsed.name} #${parsed.copy}`;
  return parsed.text === 'gone' ? t('game.ref.gone') : parsed.text;
}

/** The decision to send: the option as listed, without the engine's `manaAbility` marker. */
export function decisionText(option: DecisionOption): string {
  const { manaAbility: _marker, ...decision } = option;
  return JSON.stringify(decision);
}

/**
 * How options name a card: a permanent by its reference ("A:Forest#2"), a card in hand (or a
 * graveyard) by its name, any copy being the same. `keys` are the names a clicked card answers to.
 */
export function optionsForCard(options: readonly DecisionOption[], keys: readonly string[]): DecisionOption[] {
  return options.filter((option) => option.card !== undefined && keys.includes(option.card));
}

/** Cards with something to do besides mana abilities: highlighted as clickable. */
export function actionableCards(options: readonly DecisionOption[]): Set<string> {
  return new Set(options.filter((option) => option.card !== undefined && !option.manaAbility).map((option) => option.card as string));
}

/**
 * Options not reached by clicking a card shown (`shown`: the keys of the cards on screen) or by a
 * combat declaration: pass, keep, mulligan, play or draw, a choice, damage assignment, and a card
 * acting from where the screen has no tile for it (a flashback from the graveyard).
 */
export function generalOptions(options: readonly DecisionOption[], shown: ReadonlySet<string>): DecisionOption[] {
  return options.filter((option) => (option.card === undefined || !shown.has(option.card)) && option.attackers === undefined && option.blockers === undefined);
}

/** The field of an option that declares combat: attackers → what they attack, blockers → what they block. */
export type DeclarationField = 'attackers' | 'blockers';

/** The declaring field a decision kind uses, or null when the kind declares nothing. */
export function declarationFieldOf(options: readonly DecisionOption[]): DeclarationField | null {
  if (options.length === 0) return null;
  if (options.every((option) => option.attackers !== undefined)) return 'attackers';
  if (options.every((option) => option.blockers !== undefined)) return 'blockers';
  return null;
}

type Declaration = Record<string, string>;

const declarationOf = (option: DecisionOption, field: DeclarationField): Declaration => option[field] ?? {};

/** Options that contain every pair chosen so far. */
function consistentOptions(options: readonly DecisionOption[], field: DeclarationField, chosen: Declaration): DecisionOption[] {
  return options.filter((option) => {
    const declared = declarationOf(option, field);
    return Object.entries(chosen).every(([creature, target]) => declared[creature] === target);
  });
}

/** Creatures that can still join the declaration chosen so far (each in some listed option with it). */
export function selectableCreatures(options: readonly DecisionOption[], field: DeclarationField, chosen: Declaration): Set<string> {
  const out = new Set<string>();
  for (const option of consistentOptions(options, field, chosen)) for (const creature of Object.keys(declarationOf(option, field))) if (!(creature in chosen)) out.add(creature);
  return out;
}

/** What `creature` may attack or block, given the pairs chosen so far. */
export function targetsFor(options: readonly DecisionOption[], field: DeclarationField, chosen: Declaration, creature: string): string[] {
  const out: string[] = [];
  for (const option of consistentOptions(options, field, chosen)) {
    const target = declarationOf(option, field)[creature];
    if (target !== undefined && !out.includes(target)) out.push(target);
  }
  return out;
}

/** The listed option that declares exactly the chosen pairs, or null when none does. */
export function declarationOption(options: readonly DecisionOption[], field: DeclarationField, chosen: Declaration): DecisionOption | null {
  const size = Object.keys(chosen).length;
  return consistentOptions(options, field, chosen).find((option) => Object.keys(declarationOf(option, field)).length === size) ?? null;
}

const KNOWN_CHOICES = ['keep', 'mulligan', 'play', 'draw'] as const;
const COLOURS = ['W', 'U', 'B', 'R', 'G'] as const;

/** Colour letters when every choice offered is one and one at least is not also a player's side ("B"). */
function choicesAreColours(all: readonly unknown[]): boolean {
  return all.length > 0 && all.every((c) => typeof c === 'string' && (COLOURS as readonly string[]).includes(c)) && all.some((c) => c !== 'A' && c !== 'B');
}

/** A `choose` answer as a person reads it; `all` are the choices offered with it. */
export function choiceLabel(choice: unknown, all: readonly unknown[], you: Side | null, t: Translate): string {
  if (typeof choice === 'boolean') return t(choice ? 'game.choice.yes' : 'game.choice.no');
  if (typeof choice === 'number') return String(choice);
  if (typeof choice === 'string') {
    if ((KNOWN_CHOICES as readonly string[]).includes(choice)) return t(`game.choice.${choice}`);
    if (choicesAreColours(all)) return t(`game.colour.${choice}`);
    return referenceLabel(choice, you, t);
  }
  if (Array.isArray(choice)) return choice.map((item) => choiceLabel(item, [], you, t)).join(', ');
  return JSON.stringify(choice);
}

const pairs = (declaration: Declaration, you: Side | null, t: Translate) =>
  Object.entries(declaration)
    .map(([creature, target]) => `${referenceLabel(creature, you, t)} → ${referenceLabel(target, you, t)}`)
    .join(', ');

/** What choosing this option does, in words; `all` is the whole option list (for choices). */
export function optionLabel(option: DecisionOption, all: readonly DecisionOption[], you: Side | null, t: Translate): string {
  const card = option.card ? referenceLabel(option.card, you, t) : '';
  const details: string[] = [];
  if (option.targets?.length) details.push(t('game.option.targets', { targets: option.targets.map((target) => referenceLabel(target, you, t)).join(', ') }));
  if (option.x !== undefined) details.push(t('game.option.x', { x: option.x }));
  if (option.modes?.length) details.push(t('game.option.modes', { modes: option.modes.map((mode) => mode + 1).join(', ') }));
  if (option.kicked) details.push(t('game.option.kicked'));
  if (option.alt === 'flashback') details.push(t('game.option.flashback'));
  const withDetails = (text: string) => [text, ...details].join(' · ');
  switch (option.do) {
    case 'pass':
      return t('game.option.pass');
    case 'play':
      return withDetails(t('game.option.play', { card }));
    case 'cast':
      return withDetails(t('game.option.cast', { card }));
    case 'activate': {
      const ability = typeof option.ability === 'number' ? t('game.option.abilityNumber', { number: option.ability + 1 }) : t(`game.ability.${String(option.ability)}`);
      return withDetails(option.manaAbility ? t('game.option.mana', { card, ability }) : t('game.option.activate', { card, ability }));
    }
    case 'attack': {
      const declared = option.attackers ?? {};
      return Object.keys(declared).length === 0 ? t('game.option.noAttack') : t('game.option.attack', { pairs: pairs(declared, you, t) });
    }
    case 'block': {
      const declared = option.blockers ?? {};
      return Object.keys(declared).length === 0 ? t('game.option.noBlock') : t('game.option.block', { pairs: pairs(declared, you, t) });
    }
    case 'assign': {
      const damage = Object.entries(option.damage ?? {})
        .map(([target, amount]) => `${referenceLabel(target, you, t)} ${amount}`)
        .join(', ');
      return t('game.option.assign', { attacker: referenceLabel(option.attacker ?? '', you, t), damage });
    }
    case 'choose':
      return choiceLabel(
        option.choice,
        all.filter((o) => o.do === 'choose').map((o) => o.choice),
        you,
        t,
      );
    case 'concede':
      return t('game.option.concede');
    default:
      return t('game.option.other', { action: option.do });
  }
}
