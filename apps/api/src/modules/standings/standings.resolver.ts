import { Args, ID, Int, Query, Resolver, Subscription } from '@nestjs/graphql';
import { PlayersService } from '../players/players.service';
import { LiveMessage, LiveService } from '../live/live.service';
import { Public } from '../../common/access/access.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { toPlayerModel } from '../players/dto/player.mapper';
import { StandingModel } from './standing.model';
import { StandingsService } from './standings.service';
import { toStandingModels } from './standing.mapper';

@Resolver(() => StandingModel)
export class StandingsResolver {
  constructor(
    private readonly standingsService: StandingsService,
    private readonly players: PlayersService,
    private readonly live: LiveService,
  ) {}

  @Public()
  @Query(() => [StandingModel], { description: 'Final standings: the playoff winner, then by playoff round lost (Swiss rank within a round), then everyone else in Swiss order' })
  async finalStandings(@Args('eventId', { type: () => ID }) eventId: string, @Loaders() loaders: GraphqlLoaders): Promise<StandingModel[]> {
    const standings = await this.standingsService.finalStandings(eventId);
    const players = await loaders.playersByEvent.load(eventId);
    return toStandingModels({ standings }, new Map(players.map((p) => [p.id, toPlayerModel(p)])));
  }

  @Public()
  @Subscription(() => [StandingModel], {
    description: 'Standings changed (a result became final, a player dropped)',
    async resolve(this: StandingsResolver, message: LiveMessage) {
      const report = await this.standingsService.standings(message.eventId);
      const players = await this.players.listForEvent(message.eventId);
      return toStandingModels(report, new Map(players.map((p) => [p.id, toPlayerModel(p)])));
    },
  })
  standingsUpdated(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('standingsUpdated', eventId);
  }

  @Public()
  @Query(() => [StandingModel], { description: 'MTR App. C standings after a Swiss round (default: the last finished one)' })
  async standings(
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('afterRound', { type: () => Int, nullable: true }) afterRound: number | null,
  ): Promise<StandingModel[]> {
    const { report, freshPlayers } = await this.standingsService.standingsWithPlayers(eventId, afterRound);
    // Recomputed standings come with the players just read for them; 4,500 rows are not read twice.
    const players = freshPlayers ? freshPlayers.map(toPlayerModel) : await this.standingsService.standingPlayers(eventId);
    return toStandingModels(report, new Map(players.map((p) => [p.id, p])));
  }
}
