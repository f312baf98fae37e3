import { CardDefinition } from '../cards/card-definition';
import { KeywordStatus, keywordNamesOf, LATER_KEYWORDS, SEED_KEYWORDS } from '../cards/seed-keywords';
import { checkCardText } from '../cards/card-text-checker';
import { cardDefinitionProblems } from '../cards/card-schema';
import { compileCard } from './compile-card';
import { OracleCard } from './oracle-card';

/** How one card of the database stands: playable with its definition, or why not. */
export type CardStanding = { name: string; playable: true; definition: CardDefinition } | { name: string; playable: false; reason: string; template?: string };

/** A line of text with the card's name, numbers and mana costs made general: "CARDNAME deals N damage to any target." */
export function templateOf(line: string, name: string): string {
  return line
    .split(name)
    .join('CARDNAME')
    .replace(/(\{(?:\d+|X|[WUBRGS]|[WUBRG2]\/[WUBRGP])\})+/g, '{M}')
    .replace(/\b\d+\b/g, 'N');
}

/**
 * Whether a card is playable (engine-cards.md): a hand-written definition or the compiled Oracle
 * text whose rendering equals the Oracle text exactly (the round trip).
 */
export function cardStanding(card: OracleCard, handWritten: (name: string) => CardDefinition | undefined): CardStanding {
  const own = handWritten(card.name);
  if (own && checkCardText(own, card.text).length === 0) return { name: card.name, playable: true, definition: own };
  const compiled = compileCard(card);
  if (!compiled.ok) {
    return compiled.line
      ? { name: card.name, playable: false, reason: `${compiled.reason}: ${compiled.line}`, template: templateOf(compiled.line, card.name) }
      : { name: card.name, playable: false, reason: compiled.reason };
  }
  // A definition the schema refuses can't enter a game (createGame checks every deck card), so it does not play.
  const malformed = cardDefinitionProblems(compiled.definition);
  if (malformed.length > 0) return { name: card.name, playable: false, reason: `card data: ${malformed[0]}` };
  const problems = checkCardText(compiled.definition, card.text);
  if (problems.length === 0) return { name: card.name, playable: true, definition: compiled.definition };
  const line = /Oracle "([^"]*)"/.exec(problems[0])?.[1] ?? '';
  return { name: card.name, playable: false, reason: `round trip: ${problems[0]}`, ...(line ? { template: templateOf(line, card.name) } : {}) };
}

/** The coverage of a list of cards: `{total, playable, templates}` (engine-cards.md). */
export interface CoverageReport {
  total: number;
  playable: number;
  /** The most common templates that do not compile yet, most common first. */
  templates: { text: string; count: number }[];
}

/** Counts playable cards and the templates that stop the others (`arbiter cards coverage`). */
export function coverageReport(standings: readonly CardStanding[], limit = 50): CoverageReport {
  const counts = new Map<string, number>();
  for (const s of standings) if (!s.playable && s.template) counts.set(s.template, (counts.get(s.template) ?? 0) + 1);
  const templates = [...counts]
    .map(([text, count]) => ({ text, count }))
    .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : 1))
    .slice(0, limit);
  return { total: standings.length, playable: standings.filter((s) => s.playable).length, templates };
}

/** One keyword's line of `coverage --keywords`: how far the engine plays it, its rules, its playable cards. */
export interface KeywordCoverage {
  status: KeywordStatus;
  /** Today's rule and seed 000's (2006) where it has one. */
  cr: string[];
  missing?: string;
  /** Of an implemented keyword: what keeps its other cards unplayable (their other text). */
  otherText?: string;
  playable: string[];
}

/**
 * Playable cards by keyword (`--keywords`, engine-cards.md): every keyword of the seeds in today's
 * rule order, played or not, then the later keywords the engine plays.
 */
export function keywordCoverage(standings: readonly CardStanding[]): Record<string, KeywordCoverage> {
  const byKeyword = new Map<string, string[]>();
  for (const s of standings) {
    if (!s.playable) continue;
    for (const k of keywordNamesOf(s.definition)) {
      const names = byKeyword.get(k) ?? [];
      names.push(s.name);
      byKeyword.set(k, names);
    }
  }
  const report: Record<string, KeywordCoverage> = {};
  for (const k of [...SEED_KEYWORDS, ...LATER_KEYWORDS]) {
    report[k.name] = { status: k.status, cr: k.cr2006 ? [k.current, k.cr2006] : [k.current], ...(k.missing ? { missing: k.missing } : {}), ...(k.otherText ? { otherText: k.otherText } : {}), playable: byKeyword.get(k.name) ?? [] };
  }
  return report;
}
