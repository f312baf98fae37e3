import { isDciFailure, SeatGames, TEAM_SEATS, TeamFormat, TeamSeat, trioTeamResult } from '@arbiter/dci';
import { EventMatch, EventRound, TeamEventFile } from '@arbiter/swiss';
import { MatchEntity } from '../rounds';
import { ArbiterEventFile } from '../rounds';
import { TeamMatchEntity } from './team-match.entity';
import { TeamEntity, teamPlayerIds } from './team.entity';

/** A team match as stored: its matches (one in 2HG, three seat matches in Trios, one for a bye). */
export interface StoredTeamMatch {
  roundNumber: number;
  team1Id: string;
  team2Id: string | null;
  matches: { link: TeamMatchEntity; match: MatchEntity }[];
}

/** Groups the event's matches into team matches, in round and table order. */
export function groupTeamMatches(links: TeamMatchEntity[], matches: MatchEntity[]): StoredTeamMatch[] {
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const byKey = new Map<string, StoredTeamMatch>();
  for (const link of links) {
    const match = matchById.get(link.matchId);
    if (!match) continue;
    const key = `${link.roundNumber}/${link.team1Id}/${link.team2Id ?? 'bye'}`;
    const group = byKey.get(key) ?? { roundNumber: link.roundNumber, team1Id: link.team1Id, team2Id: link.team2Id, matches: [] };
    group.matches.push({ link, match });
    byKey.set(key, group);
  }
  const tableOf = (g: StoredTeamMatch) => Math.min(...g.matches.map((m) => m.match.tableNumber ?? Number.MAX_SAFE_INTEGER));
  const groups = [...byKey.values()].sort((a, b) => a.roundNumber - b.roundNumber || tableOf(a) - tableOf(b));
  for (const group of groups) group.matches.sort((a, b) => (a.link.seat ?? '').localeCompare(b.link.seat ?? ''));
  return groups;
}

/** The team table: 2HG the match's table; Trios t, whose seats A, B, C sit at tables 3t-2, 3t-1, 3t (team-pairing.service). */
export function teamTableOf(format: TeamFormat, group: StoredTeamMatch): number | null {
  const seatATable = group.matches[0]?.match.tableNumber ?? null;
  return seatATable === null ? null : format === 'TRIOS' ? Math.ceil(seatATable / 3) : seatATable;
}

function finalGames(match: MatchEntity): SeatGames | null {
  return match.status === 'FINAL' && match.wins1 !== null && match.wins2 !== null ? [match.wins1, match.wins2, match.draws ?? 0] : null;
}

function seatGames(group: StoredTeamMatch, seat: TeamSeat): [number, number, number] | null {
  const entry = group.matches.find((m) => m.link.seat === seat);
  const games = entry ? finalGames(entry.match) : null;
  return games ? [games[0], games[1], games[2]] : null;
}

/**
 * The team match's tally from team 1's side, or undefined while undecided: 2HG the one
 * match's games; Trios the seat matches won and drawn (libs/dci trioTeamResult, 2 of 3).
 */
export function teamMatchGames(format: TeamFormat, group: StoredTeamMatch): [number, number, number] | undefined {
  const state = teamMatchState(format, group);
  return state.decided ? state.score : undefined;
}

/** Where a team match stands: the tally so far from team 1's side, and whether it is decided. */
export interface TeamMatchState {
  /** 2HG: the games of the one match once final (else 0-0-0); Trios: seat matches won by team 1, by team 2, drawn. */
  score: [number, number, number];
  decided: boolean;
  /** 0: team 1 won, 1: team 2 won, null while undecided or drawn. */
  winner: 0 | 1 | null;
  /** Trios seats without a final result (once decided they may stay unplayed, MTR). */
  unplayedSeats: TeamSeat[];
}

/** The state of a stored team match (libs/dci trioTeamResult for Trios: two seats decide). */
export function teamMatchState(format: TeamFormat, group: StoredTeamMatch): TeamMatchState {
  if (group.team2Id === null) return { score: [2, 0, 0], decided: true, winner: 0, unplayedSeats: [] };
  if (format === 'TWO_HEADED_GIANT') {
    const games = finalGames(group.matches[0].match);
    if (!games) return { score: [0, 0, 0], decided: false, winner: null, unplayedSeats: [] };
    return { score: [games[0], games[1], games[2]], decided: true, winner: games[0] > games[1] ? 0 : games[1] > games[0] ? 1 : null, unplayedSeats: [] };
  }
  const result = trioTeamResult(TEAM_SEATS.map((seat) => seatGames(group, seat)));
  if (isDciFailure(result)) return { score: [0, 0, 0], decided: false, winner: null, unplayedSeats: [...TEAM_SEATS] };
  return { score: [result.games[0], result.games[1], result.games[2]], decided: result.decided, winner: result.winner === 'A' ? 0 : result.winner === 'B' ? 1 : null, unplayedSeats: [...result.unplayedSeats] };
}

/**
 * IPG team tournaments (libs/dci teamPenaltyEffect): a Disqualification takes the player's whole
 * team out, from the round of the first member's disqualification; undefined when none was.
 */
function teamDisqualifications(base: ArbiterEventFile, teams: TeamEntity[]): { player: string; round: number }[] | undefined {
  const roundOf = new Map<string, number>();
  for (const dq of base.disqualifications ?? []) {
    const team = teams.find((t) => teamPlayerIds(t).includes(dq.player));
    if (team) roundOf.set(team.id, Math.min(roundOf.get(team.id) ?? dq.round, dq.round));
  }
  return roundOf.size > 0 ? [...roundOf].map(([player, round]) => ({ player, round })) : undefined;
}

/** The team event as an `arbiter-event/1` file with its `teams` section (rounds name teams). */
export function toTeamEventFile(base: ArbiterEventFile, format: TeamFormat, teams: TeamEntity[], groups: StoredTeamMatch[], roundKinds: Map<number, 'SWISS' | 'PLAYOFF'>): TeamEventFile & ArbiterEventFile {
  const rounds: EventRound[] = base.rounds.map((round) => {
    const matches: EventMatch[] = groups
      .filter((g) => g.roundNumber === round.number)
      .map((g) => {
        if (g.team2Id === null) return { players: [g.team1Id], bye: true };
        const entry: EventMatch = { players: [g.team1Id, g.team2Id] };
        const table = teamTableOf(format, g);
        if (table !== null) entry.table = table;
        const games = teamMatchGames(format, g);
        if (games) entry.games = games;
        // Trios: each seat's games (null while unplayed), so an import recreates the seat matches.
        if (format === 'TRIOS') entry.seats = TEAM_SEATS.map((seat) => seatGames(g, seat));
        return entry;
      });
    return { ...round, matches, ...(roundKinds.get(round.number) === 'PLAYOFF' ? { kind: 'playoff' as const } : {}) };
  });
  return {
    ...base,
    teams: { format, teams: teams.map((t) => ({ id: t.id, name: t.name, players: teamPlayerIds(t) })) },
    rounds,
    drops: teams.filter((t) => t.dropped).map((t) => ({ player: t.id, afterRound: t.droppedAfterRound ?? 0 })),
    lateEntries: [],
    disqualifications: teamDisqualifications(base, teams),
  };
}
