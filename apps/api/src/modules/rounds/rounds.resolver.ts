import { Args, ID, Mutation, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { LiveMessage, LiveService } from '../live/live.service';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { MatchModel } from './dto/match.model';
import { toMatchModel } from './dto/match.mapper';
import { RoundModel } from './dto/round.model';
import { toRoundModel } from './dto/round.mapper';
import { RoundsService } from './rounds.service';

@Resolver(() => RoundModel)
export class RoundsResolver {
  constructor(
    private readonly rounds: RoundsService,
    private readonly live: LiveService,
  ) {}

  @Public()
  @Subscription(() => RoundModel, {
    description: 'A round of the event was published',
    resolve(this: RoundsResolver, message: LiveMessage) {
      return this.rounds.getById(message.roundId as string).then(toRoundModel);
    },
  })
  pairingsPublished(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('pairingsPublished', eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Pairs the next Swiss or playoff round (published unless publish: false); ROUND_NOT_FINISHED while a match of the current round is not FINAL' })
  async pairNextRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.rounds.pairNext(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Discards the current round and pairs it again, while no result has been entered' })
  async repairRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.rounds.repair(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel)
  async publishRound(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string): Promise<RoundModel> {
    return toRoundModel(await this.rounds.publish(actor, roundId));
  }

  @ResolveField(() => [MatchModel])
  async matches(@Parent() round: RoundModel, @Loaders() loaders: GraphqlLoaders): Promise<MatchModel[]> {
    return (await loaders.matchesByRound.load(round.id)).map(toMatchModel);
  }
}
