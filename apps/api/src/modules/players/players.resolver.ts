import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { PlayerModel } from './dto/player.model';
import { PlayerEntity } from './player.entity';
import { PlayersService } from './players.service';

@Resolver(() => PlayerModel)
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @Mutation(() => PlayerModel)
  async registerPlayer(
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('name') name: string,
    @Args('wizardsId', { type: () => String, nullable: true }) wizardsId?: string | null,
    @Args('userId', { type: () => ID, nullable: true }) _userId?: string | null,
    @Args('byes', { type: () => Int, nullable: true }) _byes?: number | null,
  ): Promise<PlayerEntity> {
    return this.players.register(eventId, { name, wizardsId });
  }
}
