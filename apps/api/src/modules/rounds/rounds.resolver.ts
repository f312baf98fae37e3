import { Args, ID, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Public } from '../../common/access/access.decorator';
import { LiveMessage, LiveService } from '../live/live.service';
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

  @ResolveField(() => [MatchModel])
  async matches(@Parent() round: RoundModel, @Loaders() loaders: GraphqlLoaders): Promise<MatchModel[]> {
    return (await loaders.matchesByRound.load(round.id)).map(toMatchModel);
  }
}
