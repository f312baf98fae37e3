/** Sideboarding between games of a digital match (MTR 2.3): the main deck and sideboard as card names. */

export interface DeckAndSideboard {
  main: string[];
  sideboard: string[];
}

/** Each name once with its number of copies, by name. */
export function cardCounts(cards: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of cards) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One copy of `name` moved from the main deck to the sideboard, or back; unchanged when there is none to move. */
export function moveCopy(deck: DeckAndSideboard, name: string, to: 'main' | 'sideboard'): DeckAndSideboard {
  const from = to === 'main' ? deck.sideboard : deck.main;
  const index = from.indexOf(name);
  if (index < 0) return deck;
  const rest = [...from.slice(0, index), ...from.slice(index + 1)];
  return to === 'main' ? { main: [...deck.main, name], sideboard: rest } : { main: rest, sideboard: [...deck.sideboard, name] };
}

/** Whether the main deck holds other cards than it started the sideboarding with (order aside). */
export function mainDeckChanged(start: readonly string[], now: readonly string[]): boolean {
  const sorted = (cards: readonly string[]) => [...cards].sort().join('\n');
  return sorted(start) !== sorted(now);
}

/** The decision that submits a new main deck (the engine checks it against the registered deck and sideboard). */
export function submitDeckDecision(main: readonly string[]): string {
  return JSON.stringify({ do: 'choose', choice: { main } });
}
