import type { Match } from '../graphql/api-types';

/** A team match as the screens show it: the API's team match state and its matches (seats A, B, C; one in 2HG). */
export interface TeamMatchRow<M extends Match = Match> {
  id: string;
  table: number | null;
  bye: boolean;
  teams: NonNullable<Match['teams']>;
  state: NonNullable<Match['teamMatch']>;
  matches: M[];
}

/** The round's matches grouped by their team match (`Match.teamMatch.id`), in team table order, byes last. */
export function teamMatchRows<M extends Match>(matches: readonly M[]): TeamMatchRow<M>[] {
  const rows = new Map<string, TeamMatchRow<M>>();
  for (const match of matches) {
    if (!match.teamMatch) continue;
    const row = rows.get(match.teamMatch.id);
    if (row) row.matches.push(match);
    else rows.set(match.teamMatch.id, { id: match.teamMatch.id, table: match.teamMatch.table, bye: match.bye, teams: match.teams, state: match.teamMatch, matches: [match] });
  }
  for (const row of rows.values()) row.matches.sort((a, b) => (a.teamSeat ?? '').localeCompare(b.teamSeat ?? ''));
  return [...rows.values()].sort((a, b) => (a.table ?? Number.MAX_SAFE_INTEGER) - (b.table ?? Number.MAX_SAFE_INTEGER));
}

/**
 * A live `matchUpdated` carries its team match's new state; the other seat matches of that team
 * match take it too (their own rows did not change, the team match did).
 */
export function withTeamMatchState<M extends Match>(matches: readonly M[], updated: Match): M[] {
  const state = updated.teamMatch;
  if (!state) return [...matches];
  return matches.map((match) => (match.teamMatch?.id === state.id && match.id !== updated.id ? { ...match, teamMatch: state } : match));
}

/** The team match's score from one team's side: "2-1", with drawn seats or games when there were any. */
export function teamScoreFromSide(state: Pick<NonNullable<Match['teamMatch']>, 'score'>, side: 0 | 1): string {
  const [won, lost, drawn] = side === 0 ? state.score : [state.score[1], state.score[0], state.score[2]];
  return drawn ? `${won}-${lost}-${drawn}` : `${won}-${lost}`;
}

/** One line of a team event's alphabetical pairings: a team, where it sits and whom it plays. */
export interface TeamPairingRow {
  teamId: string;
  team: string;
  opponent: string | null;
  /** 2HG the match's table; Trios the seat tables ("1–3"); null for a bye. */
  tables: string | null;
  bye: boolean;
  row: TeamMatchRow;
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Every paired team once, sorted by name, as venues post team pairings. */
export function teamPairingRowsByName(matches: readonly Match[]): TeamPairingRow[] {
  const rows: TeamPairingRow[] = [];
  for (const row of teamMatchRows(matches)) {
    const tables = row.bye ? null : seatTables(row);
    row.teams.forEach((team, index) => rows.push({ teamId: team.id, team: team.name, opponent: row.teams[1 - index]?.name ?? null, tables, bye: row.bye, row }));
  }
  return rows.sort((a, b) => byName.compare(a.team, b.team));
}

/** The tables a team match sits at: one (2HG) or a range of seat tables (Trios). */
export function seatTables(row: Pick<TeamMatchRow, 'matches'>): string {
  const tables = row.matches.map((m) => m.table).filter((table): table is number => table !== null);
  if (tables.length === 0) return '';
  const [low, high] = [Math.min(...tables), Math.max(...tables)];
  return low === high ? String(low) : `${low}–${high}`;
}
