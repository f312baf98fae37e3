import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PlayerModel } from '../players';
import { MatchModel, toMatchModel } from '../rounds';
import { MatchQueriesService } from './match-queries.service';

/** `Player.matches`: a player's match history, resolved here, where matches and players meet. */
@Resolver(() => PlayerModel)
export class PlayerMatchesResolver {
  constructor(private readonly queries: MatchQueriesService) {}

  @ResolveField(() => [MatchModel], { description: "The player's matches in the event's published rounds, round by round (byes included); public" })
  async matches(@Parent() player: PlayerModel): Promise<MatchModel[]> {
    return (await this.queries.historyOf(player.eventId, player.id)).map(toMatchModel);
  }
}
