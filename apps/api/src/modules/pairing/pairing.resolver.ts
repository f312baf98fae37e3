import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { toRoundModel } from '../rounds/dto/round.mapper';
import { RoundModel } from '../rounds/dto/round.model';
import { EventModel } from '../events/dto/event.model';
import { EventEntity } from '../events/event.entity';
import { PairingService } from './pairing.service';

@Resolver(() => RoundModel)
export class PairingResolver {
  constructor(private readonly pairing: PairingService) {}

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Pairs the next Swiss or playoff round (published unless publish: false); ROUND_NOT_FINISHED while a match of the current round is not FINAL' })
  async pairNextRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.pairing.pairNext(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel, { description: 'Discards the current round and pairs it again, while no result has been entered' })
  async repairRound(
    @CurrentActor() actor: Actor,
    @Args('eventId', { type: () => ID }) eventId: string,
    @Args('publish', { type: () => Boolean, nullable: true, defaultValue: true }) publish: boolean,
  ): Promise<RoundModel> {
    return toRoundModel(await this.pairing.repair(actor, eventId, publish));
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => EventModel, { description: 'Ends a running event once the last round is finished: FINISHED, with finalStandings (playoff placings, then Swiss order)' })
  endEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<EventEntity> {
    return this.pairing.end(actor, eventId);
  }

  @SignedIn('ORGANIZER')
  @Mutation(() => RoundModel)
  async publishRound(@CurrentActor() actor: Actor, @Args('roundId', { type: () => ID }) roundId: string): Promise<RoundModel> {
    return toRoundModel(await this.pairing.publish(actor, roundId));
  }
}
