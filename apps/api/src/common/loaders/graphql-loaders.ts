import DataLoader from 'dataloader';
// Types only: the modules' resolvers import these loaders, so a value import back into them would be a cycle.
import type { UserRepository } from '../../modules/auth';
import type { EventEntity, EventRepository, EventStaffEntity, EventStaffRepository, PlayerEntity, PlayerRepository } from '../../modules/events';
import type { MatchEntity, MatchRepository, RoundEntity, RoundRepository } from '../../modules/rounds';
import type { TeamEntity, TeamMatchEntity, TeamMatchRepository, TeamRepository } from '../../modules/teams';

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** The repositories the loaders read through (the owners of the tables; app.module hands them over). */
export interface LoaderSources {
  players: PlayerRepository;
  rounds: RoundRepository;
  matches: MatchRepository;
  events: EventRepository;
  staff: EventStaffRepository;
  users: UserRepository;
  teams: TeamRepository;
  teamMatches: TeamMatchRepository;
}

/** Per-request batch loaders: nested fields (event → rounds → matches → players) cost one query per level, not per row. */
export class GraphqlLoaders {
  readonly playerById: DataLoader<string, PlayerEntity | null>;
  readonly playersByEvent: DataLoader<string, PlayerEntity[]>;
  readonly roundsByEvent: DataLoader<string, RoundEntity[]>;
  readonly matchesByRound: DataLoader<string, MatchEntity[]>;
  readonly roundById: DataLoader<string, RoundEntity | null>;
  readonly matchById: DataLoader<string, MatchEntity | null>;
  readonly eventById: DataLoader<string, EventEntity | null>;
  /** Key `eventId|userId`: the user's staff role in the event, or null. */
  readonly staffRole: DataLoader<string, EventStaffEntity['role'] | null>;
  /** A user's email (the caller's, to find invitations made for it), or null. */
  readonly userEmail: DataLoader<string, string | null>;
  /** A match's team link (teams and Trios seat), or null for an individual match. */
  readonly teamMatchByMatch: DataLoader<string, TeamMatchEntity | null>;
  readonly teamById: DataLoader<string, TeamEntity | null>;
  /** Key `eventId|roundNumber`: the round's team match links (every seat of every team match). */
  readonly teamLinksByRound: DataLoader<string, TeamMatchEntity[]>;
  /** A team's match links in every round (either side, every seat). */
  readonly teamLinksByTeam: DataLoader<string, TeamMatchEntity[]>;

  constructor(private readonly sources: LoaderSources) {
    const { players, rounds, matches, events, staff, users, teams, teamMatches } = sources;
    this.playerById = new DataLoader(async (ids) => {
      const rows = await players.findByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.playersByEvent = new DataLoader(async (eventIds) => {
      const rows = await players.ofEvents(eventIds);
      for (const row of rows) this.playerById.prime(row.id, row);
      const groups = groupBy(rows, (r) => r.eventId);
      return eventIds.map((id) => groups.get(id) ?? []);
    });
    this.roundsByEvent = new DataLoader(async (eventIds) => {
      const rows = await rounds.ofEvents(eventIds);
      const groups = groupBy(rows, (r) => r.eventId);
      return eventIds.map((id) => groups.get(id) ?? []);
    });
    this.roundById = new DataLoader(async (ids) => {
      const rows = await rounds.findByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.matchById = new DataLoader(async (ids) => {
      const rows = await matches.findByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.eventById = new DataLoader(async (ids) => {
      const rows = await events.findByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.staffRole = new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split('|') as [string, string]);
      const rows = await staff.among([...new Set(pairs.map(([e]) => e))], [...new Set(pairs.map(([, u]) => u))]);
      const byKey = new Map(rows.map((r) => [`${r.eventId}|${r.userId}`, r.role]));
      return keys.map((key) => byKey.get(key) ?? null);
    });
    this.userEmail = new DataLoader(async (ids) => {
      const rows = await users.emailsOf(ids);
      const byId = new Map(rows.map((r) => [r.id, r.email]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.teamMatchByMatch = new DataLoader(async (matchIds) => {
      const rows = await teamMatches.ofMatches(matchIds);
      const byId = new Map(rows.map((r) => [r.matchId, r]));
      return matchIds.map((id) => byId.get(id) ?? null);
    });
    this.teamById = new DataLoader(async (ids) => {
      const rows = await teams.findByIds(ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.teamLinksByRound = new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split('|') as [string, string]);
      const rows = await teamMatches.ofRounds(pairs.map(([eventId, roundNumber]) => ({ eventId, roundNumber: Number(roundNumber) })));
      for (const row of rows) this.teamMatchByMatch.prime(row.matchId, row);
      const groups = groupBy(rows, (r) => `${r.eventId}|${r.roundNumber}`);
      return keys.map((key) => groups.get(key) ?? []);
    });
    this.teamLinksByTeam = new DataLoader(async (teamIds) => {
      const rows = await teamMatches.ofTeams(teamIds);
      const groups = new Map<string, TeamMatchEntity[]>();
      for (const row of rows) {
        this.teamMatchByMatch.prime(row.matchId, row);
        for (const teamId of [row.team1Id, row.team2Id]) if (teamId !== null) groups.set(teamId, [...(groups.get(teamId) ?? []), row]);
      }
      return teamIds.map((id) => groups.get(id) ?? []);
    });
    this.matchesByRound = new DataLoader(async (roundIds) => {
      const rows = await matches.ofRounds(roundIds);
      const groups = groupBy(rows, (r) => r.roundId);
      return roundIds.map((id) => (groups.get(id) ?? []).sort((a, b) => Number(a.bye) - Number(b.bye) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0) || a.id.localeCompare(b.id)));
    });
  }

  /** Loaders with nothing cached. */
  renewed(): GraphqlLoaders {
    return new GraphqlLoaders(this.sources);
  }
}

/**
 * New loaders for the same database: a subscription keeps one context for its whole life, so an
 * event's payload reads through fresh loaders rather than what an earlier event cached.
 */
export function freshLoaders(context: GraphqlContext): GraphqlLoaders {
  context.loaders = context.loaders.renewed();
  return context.loaders;
}

/** The GraphQL context every resolver sees. */
export interface GraphqlContext {
  loaders: GraphqlLoaders;
}
