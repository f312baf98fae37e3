import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { EventModel } from '../events';
import { EventEntity } from '../events';
import { toPlayerModel } from './dto/player.mapper';
import { PlayerModel } from './dto/player.model';
import { isInvitationFor } from './players.service';

/** `Event.players`, `Event.myPlayer` and `Event.myInvitation`: resolved here, so the events module need not know the players module (no import cycle). */
@Resolver(() => EventModel)
export class EventPlayersResolver {
  @ResolveField(() => [PlayerModel])
  async players(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders): Promise<PlayerModel[]> {
    return (await loaders.playersByEvent.load(event.id)).map(toPlayerModel);
  }

  @ResolveField(() => PlayerModel, { nullable: true, description: "The caller's own registration in this event" })
  async myPlayer(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders, @CurrentActor() actor: Actor | null): Promise<PlayerModel | null> {
    if (!actor) return null;
    const mine = (await loaders.playersByEvent.load(event.id)).find((p) => p.userId === actor.userId);
    return mine ? toPlayerModel(mine) : null;
  }

  @ResolveField(() => PlayerModel, { nullable: true, description: 'An entry an organizer made for my account or email, waiting for me to accept it (acceptEntry); null otherwise' })
  async myInvitation(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders, @CurrentActor() actor: Actor | null): Promise<PlayerModel | null> {
    if (!actor) return null;
    const email = await loaders.userEmail.load(actor.userId);
    const invitation = (await loaders.playersByEvent.load(event.id)).find((p) => email !== null && isInvitationFor(p, { id: actor.userId, email }));
    return invitation ? toPlayerModel(invitation) : null;
  }
}
