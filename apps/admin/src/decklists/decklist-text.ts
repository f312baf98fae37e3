import type { DecklistCard, DecklistEvent, DecklistProblem, DecklistSection } from './decklist-types';

/** The text with a card line added: into the sideboard section when asked, else before any sideboard. */
export function addCardLine(text: string, count: number, name: string, sideboard: boolean): string {
  const line = `${count} ${name}`;
  const lines = text.replace(/\s+$/, '').split('\n');
  if (lines.length === 1 && lines[0] === '') return sideboard ? `Sideboard\n${line}` : line;
  const sideboardAt = lines.findIndex((l) => /^\s*sideboard\s*:?\s*$/i.test(l));
  if (sideboard) return sideboardAt === -1 ? [...lines, '', 'Sideboard', line].join('\n') : [...lines, line].join('\n');
  if (sideboardAt === -1) return [...lines, line].join('\n');
  let insertAt = sideboardAt;
  while (insertAt > 0 && lines[insertAt - 1].trim() === '') insertAt -= 1;
  return [...lines.slice(0, insertAt), line, ...lines.slice(insertAt)].join('\n');
}

/** The text with the name on a 1-based line replaced (an UNKNOWN_CARD fixed by a suggestion); other lines untouched. */
export function replaceCardName(text: string, lineNumber: number, written: string, replacement: string): string {
  const lines = text.split('\n');
  const index = lineNumber - 1;
  if (index < 0 || index >= lines.length || !lines[index].includes(written)) return text;
  lines[index] = lines[index].replace(written, replacement);
  return lines.join('\n');
}

/** Problems grouped for display: those of the whole deck first, then by line. */
export function sortedProblems(problems: readonly DecklistProblem[]): DecklistProblem[] {
  return [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The problems an INVALID_DECKLIST error carries in `extensions.problems`. */
export function problemsOfError(error: unknown): DecklistProblem[] | null {
  const errors = (error as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors;
  const problems = errors?.[0]?.extensions?.problems;
  return Array.isArray(problems) ? (problems as DecklistProblem[]) : null;
}

/** Copies in a section. */
export function sectionTotal(cards: readonly DecklistCard[], section: DecklistSection): number {
  return cards.filter((c) => c.section === section).reduce((n, c) => n + c.count, 0);
}

/** The registration sheet's columns: the main deck split in two ("Main Deck", "Main Deck Continued") beside the sideboard, as the paper form has it. */
export function sheetColumns(cards: readonly DecklistCard[], rowsPerColumn: number): { main: DecklistCard[][]; sideboard: DecklistCard[]; commanders: DecklistCard[] } {
  const main = cards.filter((c) => c.section === 'main');
  const first = main.slice(0, rowsPerColumn);
  const rest = main.slice(rowsPerColumn);
  return { main: [first, rest], sideboard: cards.filter((c) => c.section === 'sideboard'), commanders: cards.filter((c) => c.section === 'commander') };
}

/** Why a player may not submit their own list now: the event has started, or its deadline has passed. */
export type SubmissionClosed = { kind: 'started' } | { kind: 'deadline'; deadline: string };

/** Why a player may not submit their own list now (the API's rule: registration open and the deadline not passed), or null when they may. */
export function submissionClosed(event: Pick<DecklistEvent, 'status' | 'decklistDeadline'>, now: number): SubmissionClosed | null {
  if (event.status !== 'REGISTRATION') return { kind: 'started' };
  if (event.decklistDeadline && now >= Date.parse(event.decklistDeadline)) return { kind: 'deadline', deadline: event.decklistDeadline };
  return null;
}
