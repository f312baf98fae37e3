import type { Match, PlayerRef } from '../graphql/api-types';
import { withTeamMatchState } from './team-match-rows';

/** One line of an alphabetical pairings list: a player, their table and opponent. */
export interface PairingRow {
  player: PlayerRef;
  opponent: PlayerRef | null;
  table: number | null;
  bye: boolean;
  match: Match;
  /** The player's result from their own side, e.g. "2-1" or "1-1-1"; null until final. */
  result: string | null;
}

/** The result of a match from one side: wins-losses, with draws when there were any. */
export function resultFromSide(match: Match, side: 0 | 1): string | null {
  if (!match.wins) return null;
  const own = match.wins[side] ?? 0;
  const other = match.wins[1 - side] ?? 0;
  return match.draws ? `${own}-${other}-${match.draws}` : `${own}-${other}`;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Every seated player once, sorted by name, as venues post pairings (MTR: pairings by name). */
export function pairingRowsByName(matches: readonly Match[]): PairingRow[] {
  const rows: PairingRow[] = [];
  for (const match of matches) {
    match.players.forEach((player, index) => {
      const side = index as 0 | 1;
      rows.push({
        player,
        opponent: match.players[1 - side] ?? null,
        table: match.table,
        bye: match.bye,
        match,
        result: resultFromSide(match, side),
      });
    });
  }
  return rows.sort((a, b) => byName.compare(a.player.name, b.player.name));
}

/** Matches by table number, byes last. */
export function matchesByTable<M extends Match>(matches: readonly M[]): M[] {
  return [...matches].sort((a, b) => (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER));
}

/** Case- and accent-insensitive "does this name contain the typed text". */
export function nameMatches(name: string, search: string): boolean {
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return normalize(name).includes(normalize(search.trim()));
}

/**
 * "Find my table": the rows whose player's name contains the typed text (case and accents
 * ignored, as the pairings search); a name typed in full picks that player alone.
 */
export function findMyTable(matches: readonly Match[], typed: string): PairingRow[] {
  const found = pairingRowsByName(matches).filter((row) => nameMatches(row.player.name, typed));
  const exact = found.filter((row) => nameMatches(row.player.name, typed) && nameMatches(typed, row.player.name));
  return exact.length === 1 ? exact : found;
}

/** Replaces one match in a list by id (a live `matchUpdated`), keeping the others; in a team event its team match's new state reaches the other seats. */
export function withUpdatedMatch<M extends Match>(matches: readonly M[], updated: Match): M[] {
  return withTeamMatchState(matches, updated).map((match) => (match.id === updated.id ? { ...match, ...updated } : match));
}
