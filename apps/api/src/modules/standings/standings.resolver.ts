import { Args, ID, Int, Query, Resolver, Subscription } from '@nestjs/graphql';
import { LiveMessage, LiveService } from '../live';
import { Public } from '../../common/access/access.decorator';
import { StandingModel } from './standing.model';
import { StandingsService } from './standings.service';

@Resolver(() => StandingModel)
export class StandingsResolver {
  constructor(
    private readonly standingsService: StandingsService,
    private readonly live: LiveService,
  ) {}

  @Public()
  @Query(() => [StandingModel], { description: 'Final standings: the playoff winner, then by playoff round lost (Swiss rank within a round), then everyone else in Swiss order' })
  finalStandings(@Args('eventId', { type: () => ID }) eventId: string): Promise<StandingModel[]> {
    return this.standingsService.finalStandings(eventId);
  }

  @Public()
  @Subscription(() => [StandingModel], {
    description: 'Standings changed (a result became final, a player dropped)',
    resolve(this: StandingsResolver, message: LiveMessage) {
      return this.standingsService.standings(message.eventId);
    },
  })
  standingsUpdated(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('standingsUpdated', eventId);
  }

  @Public()
  @Query(() => [StandingModel], { description: 'MTR App. C standings after a Swiss round (default: the last finished one)' })
  standings(@Args('eventId', { type: () => ID }) eventId: string, @Args('afterRound', { type: () => Int, nullable: true }) afterRound: number | null): Promise<StandingModel[]> {
    return this.standingsService.standings(eventId, afterRound);
  }
}
