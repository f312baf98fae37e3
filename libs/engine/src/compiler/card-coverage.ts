import { CardDefinition, Keyword } from '../cards/card-definition';
import { checkCardText } from '../cards/card-text-checker';
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

/** Playable cards by keyword: `{flying: {playable: [names]}}` (`--keywords`). */
export function keywordCoverage(standings: readonly CardStanding[]): Record<string, { playable: string[] }> {
  const byKeyword: Record<string, { playable: string[] }> = {};
  for (const s of standings) {
    if (!s.playable) continue;
    for (const k of new Set<Keyword>(s.definition.keywords)) (byKeyword[k] ??= { playable: [] }).playable.push(s.name);
  }
  return Object.fromEntries(Object.keys(byKeyword).sort().map((k) => [k, byKeyword[k]]));
}
