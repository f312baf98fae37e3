import { Args, ID, Int, Mutation, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { FieldContext } from '../../common/graphql/field-context';
import { LiveMessage, LiveService } from '../live';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { freshLoaders, GraphqlContext, GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { PlayerModel, toPlayerModel } from '../players';
import { MatchModel, toMatchModel } from '../rounds';
import { MatchQueriesService } from './match-queries.service';
import { ResultAuditModel } from './dto/result-audit.model';
import { MatchReportModel } from './dto/match-report.model';
import { EventAccessService } from '../events';
import { ResultsService } from './results.service';
import { twoHeadedGiantSideOf } from '../teams';

@Resolver(() => MatchModel)
export class ResultsResolver {
  constructor(
    private readonly results: ResultsService,
    private readonly queries: MatchQueriesService,
    private readonly live: LiveService,
    private readonly access: EventAccessService,
  ) {}

  @Public()
  @Subscription(() => MatchModel, {
    description: "A match's result or status changed (results only, never hidden information)",
    resolve(this: ResultsResolver, message: LiveMessage, _args: unknown, context: GraphqlContext) {
      freshLoaders(context);
      return this.queries.byId(message.matchId as string).then(toMatchModel);
    },
  })
  matchUpdated(@CurrentActor() actor: Actor | null, @Args('eventId', { type: () => ID }) eventId: string): Promise<AsyncIterableIterator<LiveMessage>> {
    return this.queries.visibleMatchMessages(actor, eventId, this.live.subscribe('matchUpdated', eventId));
  }

  @SignedIn('SEATED_PLAYER')
  @Mutation(() => MatchModel, { description: 'A seated player reports from their own side (in Two-Headed Giant either teammate, for the team); equal reports make the match FINAL, different ones DISPUTED (NOT_SEATED_AT_MATCH, RESULT_ALREADY_FINAL, ROUND_CLOSED, IMPOSSIBLE_RESULT)' })
  async reportResult(
    @CurrentActor() actor: Actor,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('wins', { type: () => Int }) wins: number,
    @Args('losses', { type: () => Int }) losses: number,
    @Args('draws', { type: () => Int }) draws: number,
  ): Promise<MatchModel> {
    return toMatchModel(await this.results.report(actor, matchId, wins, losses, draws));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => MatchModel, { description: 'Staff enter or correct a result; the change is audited with the reason' })
  async setResult(
    @CurrentActor() actor: Actor,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('wins', { type: () => [Int] }) wins: number[],
    @Args('draws', { type: () => Int }) draws: number,
    @Args('reason') reason: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.results.set(actor, matchId, wins, draws, reason));
  }

  @Public()
  @Query(() => MatchModel, { nullable: true, description: "The player's match in the current published round" })
  async myPairing(@Args('eventId', { type: () => ID }) eventId: string, @Args('playerName') playerName: string, @Loaders() loaders: GraphqlLoaders): Promise<MatchModel | null> {
    const match = await this.queries.currentMatchOf(eventId, playerName, loaders);
    return match ? toMatchModel(match) : null;
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => [MatchModel], { description: 'Matches whose players reported different results' })
  async disputedMatches(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<MatchModel[]> {
    return (await this.queries.disputed(actor, eventId)).map(toMatchModel);
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => [ResultAuditModel], { description: 'Who changed the result, when, from what, and why' })
  async resultHistory(@CurrentActor() actor: Actor, @Args('matchId', { type: () => ID }) matchId: string): Promise<ResultAuditModel[]> {
    return (await this.results.auditTrail(actor, matchId)).map((a) => ({ ...a, createdAt: a.createdAt.toISOString(), before: JSON.stringify(a.before), after: JSON.stringify(a.after) }));
  }

  @ResolveField(() => [MatchReportModel], { description: "What each seated player reported, from their own side (the event's staff only: FORBIDDEN to others)" })
  async reports(match: MatchModel, _args: unknown, { actor = null, loaders }: FieldContext): Promise<MatchReportModel[]> {
    await this.access.require(actor, match.eventId, ['ORGANIZER', 'JUDGE'], "see the players' reports");
    const reported = match.playerIds.flatMap((playerId, seat) => {
      const report = match.reports[seat];
      return report ? [{ playerId, report }] : [];
    });
    const players = await Promise.all(reported.map(({ playerId }) => loaders.playerById.load(playerId)));
    return reported.flatMap(({ report }, index) => {
      const player = players[index];
      return player ? [{ player: toPlayerModel(player), wins: report.wins, losses: report.losses, draws: report.draws }] : [];
    });
  }

  @ResolveField(() => MatchReportModel, { nullable: true, description: "The signed-in caller's own report in this match, from their side; null when they are not seated in it or have not reported" })
  async myReport(match: MatchModel, _args: unknown, { actor = null, loaders }: FieldContext): Promise<MatchReportModel | null> {
    if (!actor) return null;
    const players = await Promise.all(match.playerIds.map((id) => loaders.playerById.load(id)));
    const seated = players.findIndex((player) => player?.userId === actor.userId);
    // Two-Headed Giant: the seat-B teammate sees the team's report (either teammate reports).
    const teammate = seated < 0 ? await twoHeadedGiantSideOf(loaders, match.id, actor.userId) : null;
    const seat = seated >= 0 ? seated : (teammate?.side ?? -1);
    const report = seat >= 0 ? match.reports[seat] : null;
    const player = seat >= 0 ? players[seat] : null;
    return report && player ? { player: toPlayerModel(player), wins: report.wins, losses: report.losses, draws: report.draws } : null;
  }

  @ResolveField(() => [PlayerModel])
  async players(match: MatchModel, _args: unknown, { loaders }: FieldContext): Promise<PlayerModel[]> {
    const players = await Promise.all(match.playerIds.map((id) => loaders.playerById.load(id)));
    return players.flatMap((p) => (p ? [toPlayerModel(p)] : []));
  }
}
