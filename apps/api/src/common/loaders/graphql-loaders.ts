import DataLoader from 'dataloader';
import { DataSource, In } from 'typeorm';
import { UserEntity } from '../../modules/auth/user.entity';
import { EventStaffEntity } from '../../modules/events/event-staff.entity';
import { EventEntity } from '../../modules/events/event.entity';
import { PlayerEntity } from '../../modules/events/player.entity';
import { MatchEntity } from '../../modules/rounds/match.entity';
import { RoundEntity } from '../../modules/rounds/round.entity';
import { TeamMatchEntity } from '../../modules/teams/team-match.entity';
import { TeamEntity } from '../../modules/teams/team.entity';

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

  constructor(private readonly dataSource: DataSource) {
    const manager = dataSource.manager;
    this.playerById = new DataLoader(async (ids) => {
      const rows = await manager.find(PlayerEntity, { where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.playersByEvent = new DataLoader(async (eventIds) => {
      const rows = await manager.find(PlayerEntity, { where: { eventId: In([...eventIds]) }, order: { createdAt: 'ASC', id: 'ASC' } });
      for (const row of rows) this.playerById.prime(row.id, row);
      const groups = groupBy(rows, (r) => r.eventId);
      return eventIds.map((id) => groups.get(id) ?? []);
    });
    this.roundsByEvent = new DataLoader(async (eventIds) => {
      const rows = await manager.find(RoundEntity, { where: { eventId: In([...eventIds]) }, order: { number: 'ASC' } });
      const groups = groupBy(rows, (r) => r.eventId);
      return eventIds.map((id) => groups.get(id) ?? []);
    });
    this.roundById = new DataLoader(async (ids) => {
      const rows = await manager.find(RoundEntity, { where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.matchById = new DataLoader(async (ids) => {
      const rows = await manager.find(MatchEntity, { where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.eventById = new DataLoader(async (ids) => {
      const rows = await manager.find(EventEntity, { where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.staffRole = new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split('|') as [string, string]);
      const rows = await manager.find(EventStaffEntity, { where: { eventId: In([...new Set(pairs.map(([e]) => e))]), userId: In([...new Set(pairs.map(([, u]) => u))]) } });
      const byKey = new Map(rows.map((r) => [`${r.eventId}|${r.userId}`, r.role]));
      return keys.map((key) => byKey.get(key) ?? null);
    });
    this.userEmail = new DataLoader(async (ids) => {
      const rows = await manager.find(UserEntity, { select: { id: true, email: true }, where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r.email]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.teamMatchByMatch = new DataLoader(async (matchIds) => {
      const rows = await manager.find(TeamMatchEntity, { where: { matchId: In([...matchIds]) } });
      const byId = new Map(rows.map((r) => [r.matchId, r]));
      return matchIds.map((id) => byId.get(id) ?? null);
    });
    this.teamById = new DataLoader(async (ids) => {
      const rows = await manager.find(TeamEntity, { where: { id: In([...ids]) } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    this.teamLinksByRound = new DataLoader(async (keys) => {
      const pairs = keys.map((key) => key.split('|') as [string, string]);
      const rows = await manager.find(TeamMatchEntity, { where: pairs.map(([eventId, roundNumber]) => ({ eventId, roundNumber: Number(roundNumber) })) });
      for (const row of rows) this.teamMatchByMatch.prime(row.matchId, row);
      const groups = groupBy(rows, (r) => `${r.eventId}|${r.roundNumber}`);
      return keys.map((key) => groups.get(key) ?? []);
    });
    this.teamLinksByTeam = new DataLoader(async (teamIds) => {
      const ids = [...teamIds];
      const rows = await manager.find(TeamMatchEntity, { where: [{ team1Id: In(ids) }, { team2Id: In(ids) }] });
      const groups = new Map<string, TeamMatchEntity[]>();
      for (const row of rows) {
        this.teamMatchByMatch.prime(row.matchId, row);
        for (const teamId of [row.team1Id, row.team2Id]) if (teamId !== null) groups.set(teamId, [...(groups.get(teamId) ?? []), row]);
      }
      return teamIds.map((id) => groups.get(id) ?? []);
    });
    this.matchesByRound = new DataLoader(async (roundIds) => {
      const rows = await manager.find(MatchEntity, { where: { roundId: In([...roundIds]) } });
      const groups = groupBy(rows, (r) => r.roundId);
      return roundIds.map((id) => (groups.get(id) ?? []).sort((a, b) => Number(a.bye) - Number(b.bye) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0) || a.id.localeCompare(b.id)));
    });
  }

  /** Loaders with nothing cached. */
  renewed(): GraphqlLoaders {
    return new GraphqlLoaders(this.dataSource);
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
