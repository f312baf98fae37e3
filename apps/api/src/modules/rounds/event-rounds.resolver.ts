import { Args, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { GraphqlLoaders } from '../../common/loaders/graphql-loaders';
import { Loaders } from '../../common/loaders/loaders.decorator';
import { EventModel, EventAccessService } from '../events';
import type { EventEntity } from '../events';
import { toRoundModel } from './dto/round.mapper';
import { RoundModel } from './dto/round.model';

/** `Event.rounds` and `Event.currentRound`: resolved here, so the events module need not know the rounds module. */
@Resolver(() => EventModel)
export class EventRoundsResolver {
  constructor(private readonly access: EventAccessService) {}

  @ResolveField(() => [RoundModel], { description: 'Published rounds; staff also see unpublished ones' })
  async rounds(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders, @CurrentActor() actor: Actor | null): Promise<RoundModel[]> {
    const rounds = await loaders.roundsByEvent.load(event.id);
    const staff = rounds.some((r) => !r.published) && (await this.access.isStaff(actor, event.id));
    return rounds.filter((r) => r.published || staff).map(toRoundModel);
  }

  @ResolveField(() => RoundModel, { nullable: true, description: 'The latest round the caller may see' })
  async currentRound(@Parent() event: EventEntity, @Loaders() loaders: GraphqlLoaders, @CurrentActor() actor: Actor | null): Promise<RoundModel | null> {
    const visible = await this.rounds(event, loaders, actor);
    return visible[visible.length - 1] ?? null;
  }

  @ResolveField(() => RoundModel, { nullable: true, description: 'The round of that number, when the caller may see it (one round where rounds would read them all)' })
  async round(
    @Parent() event: EventEntity,
    @Loaders() loaders: GraphqlLoaders,
    @CurrentActor() actor: Actor | null,
    @Args('number', { type: () => Int }) number: number,
  ): Promise<RoundModel | null> {
    return (await this.rounds(event, loaders, actor)).find((round) => round.number === number) ?? null;
  }
}
