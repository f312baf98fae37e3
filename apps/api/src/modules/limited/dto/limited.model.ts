import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LIMITED_PRODUCTS, LimitedProduct } from '../limited-event.entity';

export const LimitedProductEnum = Object.fromEntries(LIMITED_PRODUCTS.map((p) => [p, p])) as { [K in LimitedProduct]: K };
registerEnumType(LimitedProductEnum, { name: 'LimitedProduct', description: 'SEALED: six boosters each; DRAFT: a booster draft of three packs (MTR 7.7)' });

@ObjectType('LimitedCard', { description: 'A card of a pack or pool; its id is unique in the event' })
export class LimitedCardModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'Collector number in the set' }) number: string;
  @Field() rarity: string;
  @Field(() => [String]) colors: string[];
  @Field() foil: boolean;
}

@ObjectType('LimitedSetUp', { description: "A digital Limited event's product and set" })
export class LimitedSetUpModel {
  @Field(() => ID) eventId: string;
  @Field(() => LimitedProductEnum) product: LimitedProduct;
  @Field() setCode: string;
  @Field() setName: string;
  @Field({ description: 'Pools are opened or the draft has begun: product and set are fixed' }) started: boolean;
}

@ObjectType('LimitedPool', { description: 'A player’s card pool: their sealed packs, or their picks once the draft is over (the player and staff only)' })
export class LimitedPoolModel {
  @Field(() => ID) playerId: string;
  @Field(() => LimitedProductEnum) source: LimitedProduct;
  @Field(() => [LimitedCardModel]) cards: LimitedCardModel[];
}

@ObjectType('DraftSeatView', { description: 'What one drafter sees (MTR 7.7): the pack in hand and their own picks' })
export class DraftSeatViewModel {
  @Field(() => Int) pod: number;
  @Field(() => Int) seat: number;
  @Field() finished: boolean;
  @Field(() => Int, { description: '1 to 3' }) pack: number;
  @Field(() => Int, { nullable: true, description: 'The pick being made, null when no pack is in hand' }) pick: number | null;
  @Field({ description: 'left or right' }) passDirection: string;
  @Field(() => [LimitedCardModel], { nullable: true }) inHand: LimitedCardModel[] | null;
  @Field(() => Int, { description: 'Packs passed to this seat behind the one in hand' }) waiting: number;
  @Field(() => [LimitedCardModel]) picks: LimitedCardModel[];
  @Field(() => Int, { nullable: true, description: 'Seconds for this pick by cards left (MTR 7.7)' }) pickSeconds: number | null;
  @Field(() => Date, { nullable: true, description: 'When the default pick is taken for this seat' }) pickDueAt: Date | null;
}

@ObjectType('DraftLogEntry')
export class DraftLogEntryModel {
  @Field(() => Int) seat: number;
  @Field(() => Int) pack: number;
  @Field(() => Int) pick: number;
  @Field() cardName: string;
  @Field({ description: 'drafter, timeout (the default pick) or lastCard' }) source: string;
}

@ObjectType('DraftSeat')
export class DraftSeatModel {
  @Field(() => Int) seat: number;
  @Field() name: string;
  @Field(() => ID, { nullable: true, description: 'Null for a bot that only drafts' }) playerId: string | null;
  @Field() bot: boolean;
}

@ObjectType('DraftPod', { description: 'Staff: a pod’s seats and its draft log' })
export class DraftPodModel {
  @Field(() => Int) pod: number;
  @Field() finished: boolean;
  @Field(() => [DraftSeatModel]) seats: DraftSeatModel[];
  @Field(() => [DraftLogEntryModel]) log: DraftLogEntryModel[];
}

@InputType('BasicLandCountInput')
export class BasicLandCountInput {
  @Field({ description: 'Plains, Island, Swamp, Mountain or Forest' }) name: string;
  @Field(() => Int) count: number;
}

@InputType('LimitedDeckInput', { description: 'A Limited deck: pool cards by id plus basic lands (MTR 7.1)' })
export class LimitedDeckInput {
  @Field(() => [ID]) cardIds: string[];
  @Field(() => [BasicLandCountInput]) basics: BasicLandCountInput[];
}

@ObjectType('BasicLandCount')
export class BasicLandCountModel {
  @Field() name: string;
  @Field(() => Int) count: number;
}

@ObjectType('LimitedDeck', { description: "A player's Limited deck: pool cards, basic lands, and whether it is registered" })
export class LimitedDeckModel {
  @Field(() => ID) playerId: string;
  @Field(() => [ID], { description: 'Pool cards in the main deck' }) cardIds: string[];
  @Field(() => [BasicLandCountModel]) basics: BasicLandCountModel[];
  @Field(() => Int, { description: 'Main deck size: pool cards plus basic lands' }) size: number;
  @Field() registered: boolean;
  @Field(() => Date, { nullable: true }) registeredAt: Date | null;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('LimitedDeckEntry', { description: "Staff: a player's deck with its card names" })
export class LimitedDeckEntryModel {
  @Field(() => ID) playerId: string;
  @Field() playerName: string;
  @Field() bot: boolean;
  @Field() registered: boolean;
  @Field(() => Date, { nullable: true }) registeredAt: Date | null;
  @Field(() => [String], { description: 'Main deck card names, one entry per copy, basic lands included' }) main: string[];
}
