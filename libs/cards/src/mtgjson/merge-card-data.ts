import { Card, CardSet } from '../card';
import { buildCard } from '../card-builder';
import { CardDatabaseData } from '../card-database-data';

function sortedUnion(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

/**
 * Lays one set file's import over a whole database: its set joins the sets; a card the file
 * carries in full (with legalities, as MTGJSON's set files do) replaces the database's; a card
 * the file carries only in part (no legalities: e.g. a booster-only extract) keeps the
 * database's fields and gains the printing. New cards are added. The date is the file's.
 */
export function mergeSetFile(base: CardDatabaseData, setFile: CardDatabaseData): CardDatabaseData {
  const cards = new Map<string, Card>(base.cards.map((c) => [c.name, c]));
  for (const update of setFile.cards) {
    const existing = cards.get(update.name);
    const full = Object.keys(update.legalities).length > 0;
    const kept = !existing || full ? update : existing;
    cards.set(update.name, buildCard({ ...kept, printings: sortedUnion(existing?.printings ?? [], update.printings) }));
  }
  const sets = new Map<string, CardSet>(base.sets.map((s) => [s.code, s]));
  for (const set of setFile.sets) sets.set(set.code, set);
  return {
    meta: setFile.meta,
    sets: [...sets.values()].sort((a, b) => a.releaseDate.localeCompare(b.releaseDate) || a.code.localeCompare(b.code)),
    cards: [...cards.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}
