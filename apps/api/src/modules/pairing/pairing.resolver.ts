import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { toRoundModel } from '../rounds';
import { RoundModel } from '../rounds';
import { EventModel } from '../events';
import { EventEntity } from '../events';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { toPlayerModel } from '../players';
import { PlayerModel } from '../players';
import { PlayoffCutModel } from './dto/playoff-cut.model';
import { PairingService } from './pairing.service';

@Resolver(() => RoundModel)
export class PairingResolver {
  constructor(private readonly pairing: PairingService) {}

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Pairs the next Swiss or playoff round (published unless publish: false); ROUND_NOT_FINISHED while a match of the current round is not FINAL' })
  async pairNextRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.pairing.pairNext(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Discards the current round and pairs it again, while no result has been entered' })
  async repairRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.pairing.repair(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER', 'JUDGE')
  @Query(() => PlayoffCutModel, { nullable: true, description: 'The paired top cut against the Swiss standings now (a corrected Swiss result can change the cut); null before the playoff' })
  async playoffCut(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Loaders() loaders: GraphqlLoaders): Promise<PlayoffCutModel | null> {
    const check = await this.pairing.playoffCut(actor, eventId);
    if (!check) return null;
    const players = async (ids: string[]): Promise<PlayerModel[]> => (await Promise.all(ids.map((id) => loaders.playerById.load(id)))).flatMap((p) => (p ? [toPlayerModel(p)] : []));
    return { outdated: check.outdated, recutAllowed: check.recutAllowed, entering: await players(check.entering), leaving: await players(check.leaving) };
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Cuts the playoff again from the Swiss standings while no playoff result exists (PLAYOFF_NOT_PAIRED, PLAYOFF_STARTED, PLAYOFF_CUT_UNCHANGED)' })
  async recutPlayoff(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<RoundModel> {
    return toRoundModel(await this.pairing.recutPlayoff(actor, eventId));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'Ends a running event once the last round is finished: FINISHED, with finalStandings (playoff placings, then Swiss order)' })
  endEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<EventEntity> {
    return this.pairing.end(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel)
  async publishRound(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string): Promise<RoundModel> {
    return toRoundModel(await this.pairing.publish(actor, roundId));
  }
}
