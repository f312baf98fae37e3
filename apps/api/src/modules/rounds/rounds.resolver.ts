import { Args, ID, Int, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Public } from '../../common/access/access.decorator';
import { LiveMessage, LiveService } from '../live';
import { freshLoaders, GraphqlContext, GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { MatchModel } from './dto/match.model';
import { toMatchModel } from './dto/match.mapper';
import { RoundModel } from './dto/round.model';
import { toRoundModel } from './dto/round.mapper';
import { MAX_PAGE_SIZE } from '../../common/graphql/list-cost.rule';
import { pageSlice } from '../../common/graphql/page-slice';
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
    resolve(this: RoundsResolver, message: LiveMessage, _args: unknown, context: GraphqlContext) {
      freshLoaders(context);
      return this.rounds.getById(message.roundId as string).then(toRoundModel);
    },
  })
  pairingsPublished(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('pairingsPublished', eventId);
  }

  @ResolveField(() => [MatchModel], { description: `In table order (byes last). Un-paged: every match; first (1–${MAX_PAGE_SIZE}) and offset page them, which keeps large rounds within the query cost limit` })
  async matches(
    @Parent() round: RoundModel,
    @Loaders() loaders: GraphqlLoaders,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('offset', { type: () => Int, nullable: true }) offset?: number | null,
  ): Promise<MatchModel[]> {
    return pageSlice(await loaders.matchesByRound.load(round.id), first, offset).map(toMatchModel);
  }

  @ResolveField(() => Int, { description: 'How many matches the round has (for paging matches)' })
  async matchCount(@Parent() round: RoundModel, @Loaders() loaders: GraphqlLoaders): Promise<number> {
    return (await loaders.matchesByRound.load(round.id)).length;
  }
}
