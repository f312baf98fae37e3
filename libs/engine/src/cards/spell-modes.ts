import { Effect, ModeChoice, ModeDefinition, SpellDefinition } from './card-definition';
import { CardPoolRef } from './card-pool-registry';
import { compiledCard } from './compiled-card';

/** How an error names what to choose. */
const MODE_CHOICE_PHRASES: Record<ModeChoice, string> = { one: 'exactly one mode', 'one-or-both': 'one mode or both', two: 'two different modes' };

/** Every legal choice of modes for a mode count, in printed order (CR 700.2): one, one or both, or two different ones (700.2d). */
export function modeChoices(choose: ModeChoice, count: number): number[][] {
  const singles = Array.from({ length: count }, (_, i) => [i]);
  if (choose === 'two') return singles.flatMap(([i]) => singles.filter(([j]) => j > i).map(([j]) => [i, j]));
  return choose === 'one-or-both' && count === 2 ? [...singles, [0, 1]] : singles;
}

/** Every mode of a spell, in printed order: what an entwined spell chooses (CR 702.42a). */
export function allModes(spell: SpellDefinition): number[] {
  return spell.modes ? spell.modes.options.map((_m, i) => i) : [];
}

/**
 * Why a list of modes is not a legal choice for the spell, or null (CR 700.2a, 700.2d: no mode
 * twice). An entwined spell chooses all its modes instead (702.42a).
 */
export function modeChoiceError(spell: SpellDefinition, modes: readonly number[] | undefined, entwined = false): string | null {
  if (!spell.modes) return modes && modes.length > 0 ? 'the spell is not modal' : null;
  const key = JSON.stringify(modes ?? []);
  if (entwined) return key === JSON.stringify(allModes(spell)) ? null : 'an entwined spell chooses all its modes (CR 702.42a)';
  if (modeChoices(spell.modes.choose, spell.modes.options.length).some((c) => JSON.stringify(c) === key)) return null;
  const examples = modeChoices(spell.modes.choose, spell.modes.options.length).slice(0, 3).map((c) => JSON.stringify(c).replace(',', ', '));
  return `choose ${MODE_CHOICE_PHRASES[spell.modes.choose]} by index in printed order (modes: ${examples.join(' or ')}${examples.length < modeChoices(spell.modes.choose, spell.modes.options.length).length ? ' …' : ''})`;
}

/** Effects with their target numbers moved up by `offset` (a mode's targets follow the earlier chosen modes' ones). */
function shiftTargets(effects: Effect[], offset: number): Effect[] {
  if (offset === 0) return effects;
  const shift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shift);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.target === 'number') return { target: record.target + offset };
    return Object.fromEntries(keys.map((k) => [k, shift(record[k])]));
  };
  return shift(effects) as Effect[];
}

/** The targets and effects a spell resolves with for the chosen modes (the spell itself when it is not modal). */
export function spellForModes(spell: SpellDefinition, modes: readonly number[] | undefined): ModeDefinition {
  if (!spell.modes) return spell;
  const out: ModeDefinition = { targets: [], effects: [] };
  for (const i of modes ?? []) {
    const mode = spell.modes.options[i];
    out.effects.push(...shiftTargets(mode.effects, out.targets.length));
    out.targets.push(...mode.targets);
  }
  return out;
}

/**
 * A spell with the text of the cards spliced onto it (CR 702.47b-c): the main spell's targets and effects first, then
 * each spliced card's in the chosen order, their targets numbered after the earlier ones.
 */
export function withSplicedText(main: ModeDefinition, spliced: readonly ModeDefinition[]): ModeDefinition {
  if (spliced.length === 0) return main;
  const out: ModeDefinition = { targets: [...main.targets], effects: [...main.effects] };
  for (const text of spliced) {
    const effects = shiftTargets(text.effects, out.targets.length);
    // Each card's text starts a new line of the spell's text.
    out.effects.push(...effects.map((e, i) => (i === 0 ? { ...e, join: 'line' as const } : e)));
    out.targets.push(...text.targets);
  }
  return out;
}

/** The targets and effects of a spell on the stack: its chosen modes, then the text of the cards spliced onto it (CR 702.47c). */
export function stackSpellText(ref: CardPoolRef, spell: SpellDefinition, modes: readonly number[] | undefined, spliced: readonly string[] | undefined): ModeDefinition {
  return withSplicedText(spellForModes(spell, modes), (spliced ?? []).map((name) => spellForModes(compiledCard(ref, name).def.spell!, undefined)));
}

/** Every effect a spell may have, modes included (what a bot reads to judge a card). */
export function allSpellEffects(spell: SpellDefinition | undefined): Effect[] {
  if (!spell) return [];
  return spell.modes ? spell.modes.options.flatMap((m) => m.effects) : spell.effects;
}
