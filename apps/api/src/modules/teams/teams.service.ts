import { isBasicLand, normalizeCardName, TEAM_SEATS, TEAM_SIZES, TeamFormat, TeamSeat, unifiedDeckConflicts, UnifiedDeckConflict } from '@arbiter/dci';
import { computeTeamFinalStandings, computeTeamStandings, EventMatch, isBye, lastFinishedSwissRound, StandingsReport, TeamEventFile } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { isUuid } from '../../common/ids/is-uuid';
import { cleanDisplayText, lookAlikeKey } from '../../common/text/display-text';
import { UserRepository } from '../auth';
import { EventAccessService, EventEntity, EventRepository, plannedStructure, PlayerEntity, PlayerRepository } from '../events';
import { LiveService } from '../live';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository, RoundsService, toEventFile } from '../rounds';
import { groupTeamMatches, toTeamEventFile } from './team-event-file';
import { TeamMatchEntity } from './team-match.entity';
import { TeamMatchRepository } from './team-match.repository';
import { TeamEntity, teamPlayerIds } from './team.entity';
import { TeamRepository } from './team.repository';
import { teamError } from './teams.errors';

const MAX_TEAM_NAME = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A teammate the captain invites: the entry's name and the email of the account that accepts it. */
export interface TeammateInvitation {
  name: string;
  email: string;
}

function cleanTeamName(rawName: string): string {
  const name = cleanDisplayText(rawName ?? '');
  if (name.length === 0 || name.length > MAX_TEAM_NAME) throw teamError('INVALID_TEAM_INPUT', `a team name has 1 to ${MAX_TEAM_NAME} characters, got ${name.length}`, { field: 'name' });
  return name;
}

/** The event's team format, or NOT_A_TEAM_EVENT. */
export function teamFormatOf(event: EventEntity): TeamFormat {
  if (!event.teamFormat) throw teamError('NOT_A_TEAM_EVENT', `Event "${event.name}" is not a team event (create it with teamSize/teamFormat)`, { eventId: event.id });
  return event.teamFormat;
}

/**
 * Team events (issue 16): registration of teams from registered players, team drops,
 * the team event file (libs/swiss with the team as the unit) and team standings.
 * Reads and writes under the event's row lock, like players and rounds.
 */
@Injectable()
export class TeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly teams: TeamRepository,
    private readonly teamMatches: TeamMatchRepository,
    private readonly events: EventRepository,
    private readonly players: PlayerRepository,
    private readonly users: UserRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly roundsService: RoundsService,
  ) {}

  teamsOf(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamEntity[]> {
    return this.teams.ofEvent(eventId, manager);
  }

  /** The team of the signed-in user's entry in the event, or null. */
  async teamOfUser(eventId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<TeamEntity | null> {
    const entries = await this.players.identitiesOfAccount(manager, eventId, userId);
    if (entries.length === 0) return null;
    return this.teams.ofAnyPlayer(eventId, entries.map((p) => p.id), manager);
  }

  /**
   * Two-Headed Giant: the teammates share one game, stored between the seat-A players, so
   * either teammate reports for the team. The side (0: players[0]'s team) and the entry of the
   * user reporting, or null when the match is not a 2HG team match or the user is not on it.
   */
  async twoHeadedGiantSide(manager: EntityManager, match: Pick<MatchEntity, 'id'>, userId: string): Promise<{ side: 0 | 1; player: PlayerEntity } | null> {
    const link = await this.teamMatches.findByMatch(manager, match.id);
    if (!link || link.seat !== null || link.team2Id === null) return null;
    const teams = await this.teams.findByIds([link.team1Id, link.team2Id], manager);
    const mine = await this.players.ofAccountAmong(manager, teams.flatMap(teamPlayerIds), userId);
    const player = mine[0];
    const team = player ? teams.find((t) => teamPlayerIds(t).includes(player.id)) : undefined;
    if (!player || !team) return null;
    return { side: team.id === link.team1Id ? 0 : 1, player };
  }

  /**
   * Two-Headed Giant: the entry that stands in for a player's team in `matches` (the team's
   * seat-A player, the player themselves in seat A); null outside 2HG or off a team.
   */
  async twoHeadedGiantStandIn(manager: EntityManager, event: Pick<EventEntity, 'id' | 'teamFormat'>, playerId: string): Promise<string | null> {
    if (event.teamFormat !== 'TWO_HEADED_GIANT') return null;
    const team = await this.teams.ofTwoHeadedGiantPlayer(manager, event.id, playerId);
    return team?.seatAPlayerId ?? null;
  }

  /** The organizer registers a team of the event's registered players, seats in the order given (A, B, C). */
  async register(actor: Actor, eventId: string, rawName: string, playerIds: string[]): Promise<TeamEntity> {
    const name = cleanTeamName(rawName);
    const team = await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'register a team', manager);
      const format = teamFormatOf(event);
      if (event.status !== 'REGISTRATION') throw teamError('INVALID_TEAM_INPUT', `Event "${event.name}" is ${event.status}: teams register before the start`, { eventId });
      const teams = await this.teamsOf(eventId, manager);
      await this.checkedTeamPlayers(manager, event, format, playerIds, teams);
      const nameKey = lookAlikeKey(name);
      if (teams.some((t) => t.nameKey === nameKey)) throw teamError('TEAM_NAME_TAKEN', `A team named "${name}" is already registered`, { field: 'name' });
      const created = await this.teams.add(manager, { eventId, name, nameKey, seatAPlayerId: playerIds[0], seatBPlayerId: playerIds[1], seatCPlayerId: playerIds[2] ?? null });
      await this.events.bumpRevision(manager, eventId);
      return created;
    });
    return team;
  }

  /**
   * A captain registers their team from the phone: the captain's own entry takes seat A and
   * each teammate gets an invitation entry for their email (seats B, C in the order given),
   * which the teammate accepts on their phone (acceptEntry, as for single entries).
   * Everything is checked first under the event's lock; all is stored, or nothing.
   */
  async registerMyTeam(actor: Actor, eventId: string, rawName: string, teammates: TeammateInvitation[]): Promise<TeamEntity> {
    const name = cleanTeamName(rawName);
    const invited = teammates.map((mate, index) => {
      const mateName = cleanDisplayText(mate.name ?? '');
      if (mateName.length === 0 || mateName.length > MAX_TEAM_NAME) throw teamError('INVALID_TEAM_INPUT', `Teammate ${index + 1}: a name has 1 to ${MAX_TEAM_NAME} characters`, { field: 'teammates', index });
      const email = (mate.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) throw teamError('INVALID_TEAM_INPUT', `Teammate ${index + 1}: "${mate.email}" is not an email address`, { field: 'teammates', index });
      return { name: mateName, nameKey: lookAlikeKey(mateName), email };
    });
    if (new Set(invited.map((m) => m.email)).size !== invited.length || new Set(invited.map((m) => m.nameKey)).size !== invited.length) {
      throw teamError('DUPLICATE_TEAM_PLAYER', 'the same teammate is named twice', { field: 'teammates' });
    }
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      const format = teamFormatOf(event);
      if (event.status !== 'REGISTRATION') throw teamError('INVALID_TEAM_INPUT', `Event "${event.name}" is ${event.status}: teams register before the start`, { eventId });
      const size = TEAM_SIZES[format];
      if (invited.length !== size - 1) throw teamError('WRONG_TEAM_SIZE', `a ${format} team has ${size} players: you and ${size - 1} teammate(s), got ${invited.length}`, { field: 'teammates', expected: size - 1 });
      const captain = await this.players.activeOfAccount(manager, eventId, actor.userId);
      if (!captain) throw teamError('CAPTAIN_NOT_REGISTERED', `Join "${event.name}" with its code first; then register your team`, { eventId });
      const captainEmail = (await this.users.findById(actor.userId, manager))?.email;
      const players = await this.players.invitationKeys(manager, eventId);
      const accounts = await this.users.withEmails(invited.map((m) => m.email), manager);
      for (const [index, mate] of invited.entries()) {
        const account = accounts.find((a) => a.email === mate.email);
        const taken = mate.email === captainEmail || players.some((p) => p.invitedEmail === mate.email || p.nameKey === mate.nameKey || (account !== undefined && p.userId === account.id));
        if (taken) throw teamError('TEAMMATE_ALREADY_REGISTERED', `Teammate ${index + 1} (${mate.name}, ${mate.email}) already has an entry in "${event.name}"; ask the organizer to form the team on the Teams tab`, { field: 'teammates', index });
      }
      if (event.capacity !== null && players.filter((p) => !p.dropped).length + invited.length > event.capacity) {
        throw teamError('EVENT_FULL', `"${event.name}" has no room for ${invited.length} more player(s) (${event.capacity} at most)`, { eventId, capacity: event.capacity });
      }
      const teams = await this.teamsOf(eventId, manager);
      const nameKey = lookAlikeKey(name);
      if (teams.some((t) => t.nameKey === nameKey)) throw teamError('TEAM_NAME_TAKEN', `A team named "${name}" is already registered`, { field: 'name' });
      const already = teams.find((t) => teamPlayerIds(t).includes(captain.id));
      if (already) throw teamError('PLAYER_ALREADY_ON_TEAM', `You are already on team "${already.name}"`, { field: 'teammates', teamId: already.id });
      const roundsPaired = await this.rounds.countOfEvent(eventId, manager);
      const entries = await this.players.addMany(
        manager,
        invited.map((mate) => ({ eventId, name: mate.name, nameKey: mate.nameKey, wizardsId: null, userId: null, invitedEmail: mate.email, invitedUserId: null, byes: 0, isBot: false, enteredBeforeRound: roundsPaired + 1, dropped: false })),
      );
      const created = await this.teams.add(manager, { eventId, name, nameKey, seatAPlayerId: captain.id, seatBPlayerId: entries[0].id, seatCPlayerId: entries[1]?.id ?? null });
      await this.events.bumpRevision(manager, eventId);
      return created;
    });
  }

  /**
   * The organizer edits a team: its name at any time; its players (seats in order) while
   * registration is open, checked as at registration. Only what is given changes.
   */
  async update(actor: Actor, eventId: string, teamId: string, rawName: string | null, playerIds: string[] | null): Promise<TeamEntity> {
    const name = rawName === null ? null : cleanTeamName(rawName);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'edit a team', manager);
      const format = teamFormatOf(event);
      const team = await this.teams.findInEvent(manager, teamId, eventId);
      if (!team) throw teamError('TEAM_NOT_FOUND', `No team with id "${teamId}" in this event`, { teamId });
      const others = (await this.teamsOf(eventId, manager)).filter((t) => t.id !== team.id);
      if (name !== null) {
        const nameKey = lookAlikeKey(name);
        if (others.some((t) => t.nameKey === nameKey)) throw teamError('TEAM_NAME_TAKEN', `A team named "${name}" is already registered`, { field: 'name' });
        team.name = name;
        team.nameKey = nameKey;
      }
      if (playerIds !== null) {
        if (event.status !== 'REGISTRATION') throw teamError('INVALID_TEAM_INPUT', `Event "${event.name}" is ${event.status}: a team's players change only before the start`, { field: 'playerIds' });
        const players = await this.checkedTeamPlayers(manager, event, format, playerIds, others);
        team.seatAPlayerId = players[0].id;
        team.seatBPlayerId = players[1].id;
        team.seatCPlayerId = players[2]?.id ?? null;
      }
      await this.teams.save(manager, team);
      await this.events.bumpRevision(manager, eventId);
      return team;
    });
  }

  /** The organizer drops a whole team: it is not paired again (MTR: drops happen before the next round is paired). */
  async drop(actor: Actor, eventId: string, teamId: string): Promise<TeamEntity> {
    const team = await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, eventId);
      await this.access.require(actor, eventId, ['ORGANIZER'], 'drop a team', manager);
      teamFormatOf(event);
      const found = await this.teams.findInEvent(manager, teamId, eventId);
      if (!found) throw teamError('TEAM_NOT_FOUND', `No team with id "${teamId}" in this event`, { teamId });
      if (found.dropped) throw teamError('TEAM_ALREADY_DROPPED', `Team "${found.name}" has already dropped`, { teamId });
      const lastRound = await this.rounds.latest(eventId, manager);
      found.dropped = true;
      found.droppedAfterRound = lastRound?.number ?? 0;
      await this.teams.save(manager, found);
      await this.events.bumpRevision(manager, eventId);
      return found;
    });
    this.live.publish('standingsUpdated', { eventId });
    return team;
  }

  /** A team's players, seats in the order given, checked: the format's size, distinct, registered and not dropped, on no other team, Unified Constructed decks. */
  private async checkedTeamPlayers(manager: EntityManager, event: EventEntity, format: TeamFormat, playerIds: string[], otherTeams: TeamEntity[]): Promise<Pick<PlayerEntity, 'id' | 'name' | 'decklistMain' | 'decklistSideboard'>[]> {
    const size = TEAM_SIZES[format];
    if (playerIds.length !== size) throw teamError('WRONG_TEAM_SIZE', `a ${format} team has ${size} players, got ${playerIds.length}`, { field: 'playerIds', expected: size });
    if (new Set(playerIds).size !== playerIds.length) throw teamError('DUPLICATE_TEAM_PLAYER', 'the same player is named twice in the team', { field: 'playerIds' });
    const players = playerIds.every(isUuid) ? await this.players.teamCandidates(manager, event.id, playerIds) : [];
    const missing = playerIds.find((id) => !players.some((p) => p.id === id));
    if (missing !== undefined) throw teamError('INVALID_TEAM_INPUT', `No player with id "${missing}" in this event`, { field: 'playerIds', playerId: missing });
    const dropped = players.find((p) => p.dropped);
    if (dropped) throw teamError('INVALID_TEAM_INPUT', `${dropped.name} has dropped and cannot join a team`, { field: 'playerIds', playerId: dropped.id });
    for (const other of otherTeams) {
      const shared = teamPlayerIds(other).find((id) => playerIds.includes(id));
      if (shared) throw teamError('PLAYER_ALREADY_ON_TEAM', `${players.find((p) => p.id === shared)!.name} is already on team "${other.name}"`, { field: 'playerIds', playerId: shared, teamId: other.id });
    }
    const ordered = playerIds.map((id) => players.find((p) => p.id === id)!);
    if (event.format === 'CONSTRUCTED') this.assertUnifiedDecks(ordered);
    return ordered;
  }

  /** Unified Constructed conflicts of a team's submitted decks (main and sideboard). */
  unifiedDeckConflicts(players: Pick<PlayerEntity, 'decklistMain' | 'decklistSideboard'>[]): UnifiedDeckConflict[] {
    const decks = players.filter((p) => p.decklistMain !== null).map((p) => [...(p.decklistMain ?? []), ...(p.decklistSideboard ?? [])].map(normalizeCardName));
    return unifiedDeckConflicts(decks, isBasicLand);
  }

  private assertUnifiedDecks(players: Pick<PlayerEntity, 'name' | 'decklistMain' | 'decklistSideboard'>[]): void {
    const conflicts = this.unifiedDeckConflicts(players);
    if (conflicts.length === 0) return;
    const first = conflicts[0];
    throw teamError('UNIFIED_DECK_CONFLICT', `Unified Constructed: "${first.card}" is in more than one deck of the team (${conflicts.length} card(s) in all)`, {
      field: 'playerIds',
      cards: conflicts.map((c) => c.card),
    });
  }

  /**
   * An imported team file's teams (event-files import, in its transaction): ids kept where they
   * are unused UUIDs, as for players. Returns file team id → stored team.
   */
  async importTeams(manager: EntityManager, eventId: string, file: TeamEventFile, playerId: (fileId: string) => string): Promise<Map<string, TeamEntity>> {
    const candidates = file.teams.teams.map((t) => t.id).filter(isUuid);
    const taken = new Set(candidates.length ? (await this.teams.findByIds(candidates, manager)).map((t) => t.id) : []);
    const drops = new Map(file.drops.map((d) => [d.player, d.afterRound]));
    const base = Date.now();
    const rows = file.teams.teams.map((team, index): DeepPartial<TeamEntity> & { nameKey: string } => {
      const players = team.players.map(playerId);
      return {
        ...(isUuid(team.id) && !taken.has(team.id) ? { id: team.id } : {}),
        eventId,
        name: cleanTeamName(team.name),
        nameKey: lookAlikeKey(cleanTeamName(team.name)),
        seatAPlayerId: players[0],
        seatBPlayerId: players[1],
        seatCPlayerId: players[2] ?? null,
        dropped: drops.has(team.id),
        droppedAfterRound: drops.get(team.id) ?? null,
        createdAt: new Date(base + index),
      };
    });
    const keys = new Set(rows.map((r) => r.nameKey));
    if (keys.size !== rows.length) throw teamError('TEAM_NAME_TAKEN', 'Two teams of the file have the same name (case and spacing aside)', { field: 'teams' });
    const saved = await this.teams.addMany(manager, rows);
    return new Map(file.teams.teams.map((team, index) => [team.id, saved[index]]));
  }

  /**
   * An imported round's team matches as stored matches and their team links, seated as
   * pairing seats them (Trios seat tables 3t-2, 3t-1, 3t): 2HG one match between the seat-A
   * players, Trios a match per seat with that seat's games (`seats`), unplayed seats pending.
   */
  async importTeamRound(manager: EntityManager, format: TeamFormat, round: RoundEntity, matches: EventMatch[], teams: Map<string, TeamEntity>): Promise<void> {
    const base = { eventId: round.eventId, roundId: round.id, roundNumber: round.number };
    const rows: { match: DeepPartial<MatchEntity>; link: Omit<TeamMatchEntity, 'matchId'> }[] = [];
    const link = (team1: TeamEntity, team2: TeamEntity | null, seat: TeamSeat | null) => ({ eventId: round.eventId, roundNumber: round.number, team1Id: team1.id, team2Id: team2?.id ?? null, seat });
    for (const entry of matches) {
      const team1 = teams.get(entry.players[0]) as TeamEntity;
      if (isBye(entry)) {
        rows.push({ match: { ...base, tableNumber: null, player1Id: team1.seatAPlayerId, player2Id: null, bye: true, status: 'FINAL', wins1: 2, wins2: 0, draws: 0 }, link: link(team1, null, null) });
        continue;
      }
      const team2 = teams.get(entry.players[1]) as TeamEntity;
      const [players1, players2] = [teamPlayerIds(team1), teamPlayerIds(team2)];
      const seats: (readonly [number, number, number] | null | undefined)[] = format === 'TRIOS' ? TEAM_SEATS.map((_, s) => entry.seats?.[s]) : [entry.games];
      seats.forEach((games, s) => {
        const tableNumber = entry.table === undefined ? null : format === 'TRIOS' ? (entry.table - 1) * 3 + s + 1 : entry.table;
        const result = games ? { status: 'FINAL' as const, wins1: games[0], wins2: games[1], draws: games[2] } : { status: 'PENDING' as const };
        rows.push({ match: { ...base, tableNumber, player1Id: players1[s], player2Id: players2[s], bye: false, ...result }, link: link(team1, team2, format === 'TRIOS' ? TEAM_SEATS[s] : null) });
      });
    }
    const saved = await this.matches.addMany(manager, rows.map((r) => r.match));
    await this.teamMatches.addMany(manager, saved.map((match, i) => ({ ...rows[i].link, matchId: match.id })));
  }

  /** The stored team event as a team event file (libs/swiss). */
  async teamEventFile(event: EventEntity, manager: EntityManager = this.dataSource.manager): Promise<TeamEventFile> {
    const format = teamFormatOf(event);
    const [snapshot, teams, links] = await Promise.all([
      this.roundsService.snapshot(manager, event),
      this.teamsOf(event.id, manager),
      this.teamMatches.ofEvent(event.id, manager),
    ]);
    const structure = plannedStructure(event, snapshot.players);
    const base = toEventFile(snapshot, structure);
    const kinds = new Map(snapshot.rounds.map((r) => [r.number, r.kind]));
    return toTeamEventFile(base, format, teams, groupTeamMatches(links, snapshot.matches), kinds);
  }

  /** Team standings after a Swiss round (default: the last finished one), MTR App. C with the team as the unit. */
  async standings(eventId: string, afterRound?: number | null): Promise<{ report: StandingsReport; teams: Map<string, TeamEntity>; final: boolean }> {
    const event = await this.events.getById(eventId);
    const file = await this.teamEventFile(event);
    const teams = new Map((await this.teamsOf(eventId)).map((t) => [t.id, t]));
    const playoff = file.rounds.some((r) => r.kind === 'playoff');
    if (playoff && (afterRound === null || afterRound === undefined)) {
      // With a team top cut, the final order is the playoff finish, then Swiss order.
      const standings = computeTeamFinalStandings(file);
      return { report: { afterRound: lastFinishedSwissRound(file), percentageFloor: file.settings?.percentageFloor ?? '1/3', standings }, teams, final: true };
    }
    return { report: computeTeamStandings(file, afterRound == null ? {} : { afterRound }), teams, final: false };
  }
}
