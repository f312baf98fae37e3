import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { FieldContext } from '../../common/graphql/field-context';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { EventModel } from '../events';
import { EventEntity } from '../events';
import { toPlayerModel } from '../players';
import { PlayerModel } from '../players';
import { MatchModel } from '../rounds';
import { isUuid } from '../../common/ids/is-uuid';
import { MatchEntity } from '../rounds';
import { toMatchModel } from '../rounds';
import { TeammateInvitationInput } from './dto/teammate-invitation.input';
import { teamMatchId, toTeamMatchModel } from './dto/team-match.mapper';
import { toTeamModel } from './dto/team.mapper';
import { TeamMatchModel, TeamModel, TeamStandingModel } from './dto/team.model';
import { groupTeamMatches, StoredTeamMatch } from './team-event-file';
import { TeamMatchEntity } from './team-match.entity';
import { TeamsService } from './teams.service';

const round4 = (value: number) => Math.round(value * 10000) / 10000;

// One grouping per round and request: the loaders hand every match of the round the same arrays.
const roundGroups = new WeakMap<TeamMatchEntity[], Map<string, StoredTeamMatch>>();
function groupsOfRound(links: TeamMatchEntity[], matches: MatchEntity[]): Map<string, StoredTeamMatch> {
  let groups = roundGroups.get(links);
  if (!groups) {
    groups = new Map(groupTeamMatches(links, matches).map((group) => [teamMatchId(group), group]));
    roundGroups.set(links, groups);
  }
  return groups;
}

@Resolver(() => TeamModel)
export class TeamsResolver {
  constructor(private readonly teams: TeamsService) {}

  @SignedIn('ORGANIZER')
  @Mutation(() => TeamModel, { description: 'Organizer: a team of registered players, seats A, B(, C) in the order given (WRONG_TEAM_SIZE, PLAYER_ALREADY_ON_TEAM, TEAM_NAME_TAKEN, UNIFIED_DECK_CONFLICT)' })
  async registerTeam(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('name') name: string,
    @Args('playerIds', { type: () => [ID] }) playerIds: string[],
  ): Promise<TeamModel> {
    return toTeamModel(await this.teams.register(actor, eventId, name, playerIds));
  }

  @SignedIn('ANY_USER')
  @Mutation(() => TeamModel, {
    description:
      'Signed in, registered in the event: the captain registers a team, taking seat A; each teammate (seats B, C in order) gets an entry invited by email, accepted with acceptEntry (WRONG_TEAM_SIZE, CAPTAIN_NOT_REGISTERED, TEAMMATE_ALREADY_REGISTERED, TEAM_NAME_TAKEN, EVENT_FULL)',
  })
  async registerMyTeam(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('name') name: string,
    @Args('teammates', { type: () => [TeammateInvitationInput] }) teammates: TeammateInvitationInput[],
  ): Promise<TeamModel> {
    return toTeamModel(await this.teams.registerMyTeam(actor, eventId, name, teammates));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => TeamModel, { description: "Organizer: rename a team (any time) and/or change its players, seats A, B(, C) in order (while registration is open; checked as registerTeam)" })
  async updateTeam(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('teamId', { type: () => ID }) teamId: string,
    @Args('name', { type: () => String, nullable: true }) name: string | null,
    @Args('playerIds', { type: () => [ID], nullable: true }) playerIds: string[] | null,
  ): Promise<TeamModel> {
    return toTeamModel(await this.teams.update(actor, eventId, teamId, name ?? null, playerIds ?? null));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => TeamModel, { description: 'Organizer: the whole team drops; it is not paired again' })
  async dropTeam(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('teamId', { type: () => ID }) teamId: string): Promise<TeamModel> {
    return toTeamModel(await this.teams.drop(actor, eventId, teamId));
  }

  @Public()
  @Query(() => [TeamStandingModel], { description: 'Team standings after a Swiss round (default: the last finished one; with a team top cut played, the final order)' })
  async teamStandings(@Args('eventId', { type: () => ID }) eventId: string, @Args('afterRound', { type: () => Int, nullable: true }) afterRound: number | null): Promise<TeamStandingModel[]> {
    const { report, teams } = await this.teams.standings(eventId, afterRound);
    return report.standings.map((s) => ({
      rank: s.rank,
      team: toTeamModel(teams.get(s.player)!),
      matchPoints: s.matchPoints,
      record: s.record,
      omw: round4(s.omw),
      gw: round4(s.gw),
      ogw: round4(s.ogw),
      gamePoints: s.gamePoints,
      gamesPlayed: s.gamesPlayed,
      finish: 'finish' in s ? (s.finish as string) : null,
    }));
  }

  @Public()
  @Query(() => TeamModel, { nullable: true, description: 'A team by id (public, like the pairings)' })
  async team(@Args('id', { type: () => ID }) id: string, @Loaders() loaders: GraphqlLoaders): Promise<TeamModel | null> {
    const team = isUuid(id) ? await loaders.teamById.load(id) : null;
    return team ? toTeamModel(team) : null;
  }

  @ResolveField(() => [PlayerModel], { description: 'Seat order: A, B(, C)' })
  async players(team: TeamModel, _args: unknown, { loaders }: FieldContext): Promise<PlayerModel[]> {
    const players = await Promise.all(team.playerIds.map((id) => loaders.playerById.load(id)));
    return players.flatMap((p) => (p ? [toPlayerModel(p)] : []));
  }

  @ResolveField(() => [TeamMatchModel], { description: "The team's matches, round by round (its pairing in the current round last)" })
  async teamMatches(team: TeamModel, _args: unknown, { loaders }: FieldContext): Promise<TeamMatchModel[]> {
    const [links, event] = await Promise.all([loaders.teamLinksByTeam.load(team.id), loaders.eventById.load(team.eventId)]);
    const format = event?.teamFormat;
    if (!format) return [];
    const matches = await Promise.all(links.map((link) => loaders.matchById.load(link.matchId)));
    return groupTeamMatches(links, matches.filter((match): match is MatchEntity => match !== null)).map((group) => toTeamMatchModel(format, group));
  }
}

/** `TeamMatch.teams` and `matches`: read through the request's loaders. */
@Resolver(() => TeamMatchModel)
export class TeamMatchResolver {
  @ResolveField(() => [TeamModel], { description: 'The two teams ([team] for a bye); teams[0] sits at players[0] of every seat match' })
  async teams(teamMatch: TeamMatchModel, _args: unknown, { loaders }: FieldContext): Promise<TeamModel[]> {
    const teams = await Promise.all(teamMatch.teamIds.map((id) => loaders.teamById.load(id)));
    return teams.flatMap((team) => (team ? [toTeamModel(team)] : []));
  }

  @ResolveField(() => [MatchModel], { description: '2HG: the one match; Trios: the seat matches A, B, C in order' })
  async matches(teamMatch: TeamMatchModel, _args: unknown, { loaders }: FieldContext): Promise<MatchModel[]> {
    const matches = await Promise.all(teamMatch.matchIds.map((id) => loaders.matchById.load(id)));
    return matches.flatMap((match) => (match ? [toMatchModel(match)] : []));
  }
}

/** `Event.teams` and `teamSize`: resolved here, so the events module need not know teams. */
@Resolver(() => EventModel)
export class EventTeamsResolver {
  constructor(private readonly teamsService: TeamsService) {}

  @ResolveField(() => [TeamModel], { description: 'Team events: the registered teams; empty for an individual event' })
  async teams(@Parent() event: EventEntity): Promise<TeamModel[]> {
    if (!event.teamFormat) return [];
    return (await this.teamsService.teamsOf(event.id)).map(toTeamModel);
  }

  @ResolveField(() => TeamModel, { nullable: true, description: "Signed in: the caller's team in this event; null otherwise" })
  async myTeam(@Parent() event: EventEntity, @CurrentActor() actor: Actor | null): Promise<TeamModel | null> {
    if (!event.teamFormat || !actor) return null;
    const team = await this.teamsService.teamOfUser(event.id, actor.userId);
    return team ? toTeamModel(team) : null;
  }

  @ResolveField(() => Int, { nullable: true, description: 'Players per team: 2 (Two-Headed Giant) or 3 (Trios); null for an individual event' })
  teamSize(@Parent() event: EventEntity): number | null {
    return event.teamFormat === 'TWO_HEADED_GIANT' ? 2 : event.teamFormat === 'TRIOS' ? 3 : null;
  }
}

/** `Match.teams`: the teams a (seat) match belongs to, batched per request (one query per level, not per match). */
@Resolver(() => MatchModel)
export class MatchTeamsResolver {
  @ResolveField(() => [TeamModel], { description: 'Team events: [team of players[0], team of players[1]] ([team] for a team bye); empty otherwise' })
  async teams(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<TeamModel[]> {
    const link = await loaders.teamMatchByMatch.load(match.id);
    if (!link) return [];
    const teams = await Promise.all([link.team1Id, ...(link.team2Id ? [link.team2Id] : [])].map((id) => loaders.teamById.load(id)));
    return teams.flatMap((team) => (team ? [toTeamModel(team)] : []));
  }

  @ResolveField(() => TeamMatchModel, { nullable: true, description: 'Team events: the team match this match belongs to (its teams, score so far and whether it is decided); null otherwise' })
  async teamMatch(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<TeamMatchModel | null> {
    const link = await loaders.teamMatchByMatch.load(match.id);
    if (!link) return null;
    const [links, matches, event] = await Promise.all([loaders.teamLinksByRound.load(`${link.eventId}|${link.roundNumber}`), loaders.matchesByRound.load(match.roundId), loaders.eventById.load(link.eventId)]);
    const group = groupsOfRound(links, matches).get(teamMatchId(link));
    return group && event?.teamFormat ? toTeamMatchModel(event.teamFormat, group) : null;
  }

  @ResolveField(() => String, { nullable: true, description: 'Trios: the seat (A, B, C) this match is played at' })
  async teamSeat(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<string | null> {
    return (await loaders.teamMatchByMatch.load(match.id))?.seat ?? null;
  }
}
