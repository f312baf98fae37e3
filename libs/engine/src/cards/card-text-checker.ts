import { AbilityDefinition, CardDefinition, Effect } from './card-definition';
import { KEYWORDS } from './keywords';

/** Keyword phrases found in a card's rules text, reminder text removed. */
export interface TextKeywords {
  keywords: string[];
  kicker?: string;
  flashback?: string;
  cycling?: string;
  equip?: string;
  enchant?: string;
  fading?: number;
}

/** Reads the keyword abilities a rules text mentions (CR 702): "Flying, vigilance", "Kicker {4}", "Fading 3". */
export function keywordsInText(text: string): TextKeywords {
  const found: TextKeywords = { keywords: [] };
  const plain = text.replace(/\([^)]*\)/g, '');
  for (const segment of plain.split(/[.;]\s*/)) {
    const parts = segment
      .split(/,\s*/)
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    if (parts.length === 0) continue;
    const parsed: (() => void)[] = [];
    for (const part of parts) {
      const lower = part.toLowerCase();
      const cost = /^(kicker|flashback|cycling|equip) (\{.+\})$/i.exec(part);
      const fading = /^fading (\d+)$/i.exec(part);
      if ((KEYWORDS as readonly string[]).includes(lower)) parsed.push(() => found.keywords.push(lower));
      else if (cost) parsed.push(() => (found[cost[1].toLowerCase() as 'kicker' | 'flashback' | 'cycling' | 'equip'] = cost[2]));
      else if (fading) parsed.push(() => {
        found.fading = Number(fading[1]);
        found.keywords.push('fading');
      });
      else if (/^enchant (creature)$/i.test(part)) parsed.push(() => (found.enchant = 'creature'));
      else {
        parsed.length = 0;
        break;
      }
    }
    // Only a segment made entirely of keyword phrases is a keyword line (not "Target creature gets …").
    if (parsed.length === parts.length) for (const apply of parsed) apply();
  }
  return found;
}

function allEffects(def: CardDefinition): Effect[] {
  const out: Effect[] = [];
  const walk = (effects: Effect[]) => {
    for (const e of effects) {
      out.push(e);
      if (e.kind === 'may') walk(e.effects);
    }
  };
  if (def.spell) walk(def.spell.effects);
  for (const a of def.abilities) if (a.kind === 'activated' || a.kind === 'triggered') walk(a.effects);
  return out;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };

/**
 * Compares a card definition with its own rules text and returns every disagreement
 * (ENGINE-DESIGN 9): keywords, keyword costs, triggered and activated abilities, and the
 * numbers of damage, life and cards the text names.
 */
export function checkCardText(def: CardDefinition): string[] {
  const problems: string[] = [];
  const text = def.text;
  const fromText = keywordsInText(text);
  const defined = def.keywords.map((k) => k.toLowerCase()).sort();
  const written = [...new Set(fromText.keywords)].sort();
  if (JSON.stringify(defined) !== JSON.stringify(written)) problems.push(`keywords: text has [${written.join(', ')}], definition has [${defined.join(', ')}]`);
  if ((fromText.kicker ?? null) !== (def.kicker ?? null)) problems.push(`kicker: text ${fromText.kicker ?? 'none'}, definition ${def.kicker ?? 'none'}`);
  if ((fromText.flashback ?? null) !== (def.flashback ?? null)) problems.push(`flashback: text ${fromText.flashback ?? 'none'}, definition ${def.flashback ?? 'none'}`);
  if ((fromText.fading ?? null) !== (def.fading ?? null)) problems.push(`fading: text ${fromText.fading ?? 'none'}, definition ${def.fading ?? 'none'}`);
  if ((fromText.enchant ?? null) !== (def.enchant ?? null)) problems.push(`enchant: text ${fromText.enchant ?? 'none'}, definition ${def.enchant ?? 'none'}`);
  const keywordCost = (kw: 'cycling' | 'equip') => {
    const a = def.abilities.find((x) => x.kind === 'activated' && x.keyword === kw) as Extract<AbilityDefinition, { kind: 'activated' }> | undefined;
    return a?.cost.mana ?? null;
  };
  if ((fromText.cycling ?? null) !== keywordCost('cycling')) problems.push(`cycling: text ${fromText.cycling ?? 'none'}, definition ${keywordCost('cycling') ?? 'none'}`);
  if ((fromText.equip ?? null) !== keywordCost('equip')) problems.push(`equip: text ${fromText.equip ?? 'none'}, definition ${keywordCost('equip') ?? 'none'}`);

  const plain = text.replace(/\([^)]*\)/g, '');
  // Triggered abilities: "When", "Whenever", "At the beginning" (CR 603.1).
  const triggerCount = (plain.match(/(^|[.;]\s*)(When|Whenever|At the beginning)\b/g) ?? []).length;
  const definedTriggers = def.abilities.filter((a) => a.kind === 'triggered').length;
  if (triggerCount !== definedTriggers) problems.push(`triggered abilities: text has ${triggerCount}, definition has ${definedTriggers}`);
  // Activated abilities other than keyword ones: "cost: effect" (CR 602.1).
  const activatedCount = (plain.match(/(^|[.;]\s*)[^.;:]*\{?[^.;:]*:\s/g) ?? []).filter((m) => /\{T\}|\{[0-9WUBRGX]\}|Sacrifice/.test(m)).length;
  const definedActivated = def.abilities.filter((a) => (a.kind === 'activated' && !a.keyword) || a.kind === 'mana').length;
  const intrinsicMana = def.supertypes.includes('Basic') ? 1 : 0;
  if (activatedCount + intrinsicMana !== definedActivated + (intrinsicMana && activatedCount ? 1 : 0)) {
    problems.push(`activated abilities: text has ${activatedCount}, definition has ${definedActivated}`);
  }
  const effects = allEffects(def);
  for (const m of plain.matchAll(/deals (\d+|X) damage/g)) {
    const amount = m[1] === 'X' ? 'X' : Number(m[1]);
    if (!effects.some((e) => e.kind === 'damage' && (e.amount === amount || (typeof e.amount === 'object' && (e.amount.kicked === amount || e.amount.otherwise === amount)))))
      problems.push(`text says "deals ${m[1]} damage" but no effect does`);
  }
  for (const m of plain.matchAll(/gain (\d+) life/g)) {
    if (!effects.some((e) => e.kind === 'gain-life' && e.amount === Number(m[1]))) problems.push(`text says "gain ${m[1]} life" but no effect does`);
  }
  for (const m of plain.matchAll(/[Dd]raw (a|two|three) cards?/g)) {
    if (!effects.some((e) => e.kind === 'draw' && e.count === NUMBER_WORDS[m[1]])) problems.push(`text says "draw ${m[1]} card(s)" but no effect does`);
  }
  for (const m of plain.matchAll(/gets? ([+-]\d+)\/([+-]\d+)/g)) {
    const p = Number(m[1]);
    const t = Number(m[2]);
    const found =
      effects.some((e) => e.kind === 'pump' && e.power === p && e.toughness === t) ||
      def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'modify-pt' && a.effect.power === p && a.effect.toughness === t) ||
      def.keywords.includes('exalted');
    if (!found) problems.push(`text says "gets ${m[1]}/${m[2]}" but nothing does`);
  }
  // CR 614.1c: "enters tapped" is a replacement effect the definition must declare.
  if (/enters tapped/.test(plain) !== (def.entersTapped === true)) problems.push(`enters tapped: text ${/enters tapped/.test(plain) ? 'says so' : 'does not'}, definition ${def.entersTapped ? 'does' : 'does not'}`);
  // CR 613.4d: switching power and toughness.
  if (/switches its power and toughness/.test(plain) !== effects.some((e) => e.kind === 'switch-pt-until-end-of-turn')) problems.push('switching power and toughness: text and definition disagree');
  for (const m of plain.matchAll(/[Pp]revent the next (\d+) damage/g)) {
    if (!effects.some((e) => e.kind === 'prevent-next-damage' && e.amount === Number(m[1]))) problems.push(`text says "prevent the next ${m[1]} damage" but no effect does`);
  }
  // CR 106.1: "Add {G} or {W}" is one mana of a chosen colour.
  for (const m of plain.matchAll(/Add ((?:\{[WUBRG]\}(?:,? or |, )?)+)\./g)) {
    const letters = [...m[1].matchAll(/\{([WUBRG])\}/g)].map((x) => x[1]).join('');
    const choice = / or /.test(m[1]);
    const found = def.abilities.some((a) => a.kind === 'mana' && a.produce === letters && (a.oneOf === true) === choice) || effects.some((e) => e.kind === 'add-mana' && e.mana === letters && !choice);
    if (!found) problems.push(`text says "Add ${m[1]}" but no ability or effect does`);
  }
  return problems;
}
