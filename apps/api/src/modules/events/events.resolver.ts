import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { PlayerModel } from '../players/dto/player.model';
import { PlayersService } from '../players/players.service';
import { CreateEventInput } from './dto/create-event.input';
import { EventModel } from './dto/event.model';
import { EventEntity } from './event.entity';
import { plannedStructure } from './event-structure';
import { EventsService } from './events.service';

@Resolver(() => EventModel)
export class EventsResolver {
  constructor(
    private readonly events: EventsService,
    private readonly playersService: PlayersService,
  ) {}

  @Query(() => EventModel, { nullable: true })
  async event(@Args('id', { type: () => ID }) id: string): Promise<EventEntity | null> {
    return this.events.findById(id);
  }

  @Mutation(() => EventModel)
  async createEvent(@Args('input') input: CreateEventInput): Promise<EventEntity> {
    return this.events.create(null, input);
  }

  @ResolveField(() => [PlayerModel])
  async players(@Parent() event: EventEntity): Promise<PlayerModel[]> {
    return this.playersService.listForEvent(event.id);
  }

  @ResolveField(() => String, { nullable: true })
  startsAt(@Parent() event: EventEntity): string | null {
    return event.startsAt ? event.startsAt.toISOString() : null;
  }

  @ResolveField(() => Number)
  async swissRounds(@Parent() event: EventEntity): Promise<number> {
    if (event.swissRounds !== null) return event.swissRounds;
    return plannedStructure(event, (await this.playersService.listForEvent(event.id)).length).swissRounds;
  }

  @ResolveField(() => Number)
  async topCut(@Parent() event: EventEntity): Promise<number> {
    if (event.topCut !== null) return event.topCut;
    return plannedStructure(event, (await this.playersService.listForEvent(event.id)).length).topCut;
  }
}
