import { INFRACTION_CATALOGUE, Infraction } from '@arbiter/dci';
import { Args, ID, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { FieldContext } from '../../common/graphql/field-context';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { RelEnum } from '../events';
import { toPlayerModel } from '../players';
import { PlayerModel } from '../players';
import { toMatchModel } from '../rounds';
import { MatchModel } from '../rounds';
import { InfractionInfoModel } from './dto/infraction.model';
import { IssuePenaltyInput, PenaltyRecordModel } from './dto/penalty.model';
import { PenaltyProposalArgs, PenaltyProposalModel } from './dto/penalty-proposal.model';
import { PenaltiesService } from './penalties.service';
import { PenaltyRecordEntity } from './penalty-record.entity';
import { PenaltyReportService } from './penalty-report.service';

type PenaltyParent = PenaltyRecordModel & { playerId: string; matchId: string | null };

function toPenaltyModel(record: PenaltyRecordEntity): PenaltyParent {
  return {
    id: record.id,
    infraction: record.infraction,
    infractionName: INFRACTION_CATALOGUE[record.infraction as Infraction].name,
    penalty: record.penalty,
    proposedPenalty: record.proposedPenalty,
    upgraded: record.upgraded,
    deviation: record.deviation,
    deviationReason: record.deviationReason,
    explanation: record.explanation,
    description: record.description,
    effect: record.effect,
    round: record.roundNumber,
    createdAt: record.createdAt.toISOString(),
    playerId: record.playerId,
    matchId: record.matchId,
  } as PenaltyParent;
}

@Resolver(() => PenaltyRecordModel)
export class PenaltiesResolver {
  constructor(
    private readonly penaltiesService: PenaltiesService,
    private readonly reports: PenaltyReportService,
  ) {}

  @SignedIn('JUDGE', 'ORGANIZER')
  @Mutation(() => PenaltyRecordModel, { description: "Judge or organizer of the event: logs an infraction; without `penalty` the guide's penalty (with upgrades) applies" })
  async issuePenalty(@CurrentActor() actor: Actor, @Args('input') input: IssuePenaltyInput): Promise<PenaltyRecordModel> {
    return toPenaltyModel(await this.penaltiesService.issue(actor, input));
  }

  @SignedIn('JUDGE', 'ORGANIZER')
  @Query(() => PenaltyProposalModel, { description: "Judge or organizer: the guide's penalty for this player now (REL, history, day, minutes late), as issuePenalty would record it" })
  penaltyProposal(@CurrentActor() actor: Actor, @Args() args: PenaltyProposalArgs): Promise<PenaltyProposalModel> {
    return this.penaltiesService.proposal(actor, args);
  }

  @Public()
  @Query(() => [InfractionInfoModel], { description: "The IPG infractions with the guide's first-offense penalty at this REL" })
  infractions(@Args('rel', { type: () => RelEnum }) rel: RelEnum): InfractionInfoModel[] {
    return this.penaltiesService.catalogue(rel);
  }

  @SignedIn('JUDGE', 'ORGANIZER', 'PLAYER')
  @Query(() => [PenaltyRecordModel], { description: "Staff: the event's penalties (or one player's); a player: their own history" })
  async penalties(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('playerId', { type: () => ID, nullable: true }) playerId?: string | null): Promise<PenaltyRecordModel[]> {
    return (await this.penaltiesService.list(actor, eventId, playerId)).map(toPenaltyModel);
  }

  @SignedIn('ORGANIZER')
  @Query(() => String, { description: 'The penalty report for Wizards, as CSV or JSON' })
  penaltyReport(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('format', { type: () => String, defaultValue: 'JSON' }) format: string): Promise<string> {
    return this.reports.penaltyReport(actor, eventId, format);
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => String, { description: "JSON report data for a Disqualification: the player's and opponent's accounts, the infraction, and statements to collect" })
  disqualificationReport(@CurrentActor() actor: Actor, @Args('penaltyId', { type: () => ID }) penaltyId: string): Promise<string> {
    return this.reports.disqualificationReport(actor, penaltyId);
  }

  @ResolveField(() => PlayerModel)
  async player(record: PenaltyParent, _args: unknown, { loaders }: FieldContext): Promise<PlayerModel> {
    return toPlayerModel((await loaders.playerById.load(record.playerId)) as NonNullable<Awaited<ReturnType<typeof loaders.playerById.load>>>);
  }

  @ResolveField(() => MatchModel, { nullable: true })
  async match(record: PenaltyParent, _args: unknown, { loaders }: FieldContext): Promise<MatchModel | null> {
    const match = record.matchId ? await loaders.matchById.load(record.matchId) : null;
    return match ? toMatchModel(match) : null;
  }
}
