import type { RegisteredDeck } from './match-types';

function countNames(names: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * The sideboard that goes with a main deck: the registered main + sideboard cards not in the
 * main deck, in registration order.
 */
export function sideboardFor(registered: RegisteredDeck, main: readonly string[]): string[] {
  const remaining = countNames(main);
  const sideboard: string[] = [];
  for (const name of [...registered.main, ...registered.sideboard]) {
    const left = remaining.get(name) ?? 0;
    if (left > 0) remaining.set(name, left - 1);
    else sideboard.push(name);
  }
  return sideboard;
}

/**
 * Checks a new main deck submitted between games (MTR 3.x sideboarding): every card comes from
 * the registered main deck and sideboard, no more copies than registered, and the main deck is
 * at least the format minimum. Returns the reason it is refused, or null when it is legal.
 */
export function sideboardSubmissionError(registered: RegisteredDeck, main: unknown, minimumMainDeck: number): string | null {
  if (!Array.isArray(main) || !main.every((name) => typeof name === 'string')) return 'the main deck must be a list of card names, one entry per copy';
  const pool = countNames([...registered.main, ...registered.sideboard]);
  const submitted = countNames(main);
  for (const [name, count] of submitted) {
    const registeredCount = pool.get(name) ?? 0;
    if (registeredCount === 0) return `${name} is not in your registered main deck or sideboard`;
    if (count > registeredCount) return `${count} copies of ${name} but only ${registeredCount} registered in main deck and sideboard`;
  }
  if (main.length < minimumMainDeck) return `main deck has ${main.length} cards (minimum ${minimumMainDeck})`;
  return null;
}
