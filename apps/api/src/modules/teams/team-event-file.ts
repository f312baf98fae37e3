import { isDciFailure, SeatGames, TEAM_SEATS, TeamFormat, trioTeamResult } from '@arbiter/dci';
import { EventMatch, EventRound, TeamEventFile } from '@arbiter/swiss';
import { MatchEntity } from '../rounds/match.entity';
import { ArbiterEventFile } from '../rounds/event-snapshot';
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
  return [...byKey.values()].sort((a, b) => a.roundNumber - b.roundNumber || tableOf(a) - tableOf(b));
}

function finalGames(match: MatchEntity): SeatGames | null {
  return match.status === 'FINAL' && match.wins1 !== null && match.wins2 !== null ? [match.wins1, match.wins2, match.draws ?? 0] : null;
}

/**
 * The team match's tally from team 1's side, or undefined while undecided: 2HG the one
 * match's games; Trios the seat matches won and drawn (libs/dci trioTeamResult, 2 of 3).
 */
export function teamMatchGames(format: TeamFormat, group: StoredTeamMatch): [number, number, number] | undefined {
  if (format === 'TWO_HEADED_GIANT') {
    const games = finalGames(group.matches[0].match);
    return games ? [games[0], games[1], games[2]] : undefined;
  }
  const seats = TEAM_SEATS.map((seat) => {
    const entry = group.matches.find((m) => m.link.seat === seat);
    return entry ? finalGames(entry.match) : null;
  });
  const result = trioTeamResult(seats);
  if (isDciFailure(result) || !result.decided) return undefined;
  return [result.games[0], result.games[1], result.games[2]];
}

/** The team event as an `arbiter-event/1` file with its `teams` section (rounds name teams). */
export function toTeamEventFile(base: ArbiterEventFile, format: TeamFormat, teams: TeamEntity[], groups: StoredTeamMatch[], roundKinds: Map<number, 'SWISS' | 'PLAYOFF'>): TeamEventFile & ArbiterEventFile {
  const rounds: EventRound[] = base.rounds.map((round) => {
    const matches: EventMatch[] = groups
      .filter((g) => g.roundNumber === round.number)
      .map((g) => {
        if (g.team2Id === null) return { players: [g.team1Id], bye: true };
        const entry: EventMatch = { players: [g.team1Id, g.team2Id] };
        const table = g.matches[0].match.tableNumber;
        if (table !== null) entry.table = table;
        const games = teamMatchGames(format, g);
        if (games) entry.games = games;
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
    disqualifications: undefined,
  };
}
