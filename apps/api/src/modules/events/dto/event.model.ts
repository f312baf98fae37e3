import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum EventFormatEnum {
  CONSTRUCTED = 'CONSTRUCTED',
  LIMITED = 'LIMITED',
}
export enum RelEnum {
  REGULAR = 'REGULAR',
  COMPETITIVE = 'COMPETITIVE',
  PROFESSIONAL = 'PROFESSIONAL',
}
export enum EventStatusEnum {
  REGISTRATION = 'REGISTRATION',
  RUNNING = 'RUNNING',
  PLAYOFFS = 'PLAYOFFS',
  FINISHED = 'FINISHED',
}
export enum RulesEditionEnum {
  CURRENT = 'CURRENT',
  SEED_FLOOR_RULES = 'SEED_FLOOR_RULES',
}
export enum UnsanctionedReasonEnum {
  BELOW_MINIMUM = 'BELOW_MINIMUM',
  ORGANIZER_CHOICE = 'ORGANIZER_CHOICE',
}
export enum PercentageFloorEnum {
  ONE_THIRD = '1/3',
  POINT_33 = '0.33',
}
registerEnumType(PercentageFloorEnum, {
  name: 'PercentageFloor',
  description: 'Floor of every match-win and game-win % (MTR App. C)',
  valuesMap: { ONE_THIRD: { description: '1/3, what Melee publishes (default)' }, POINT_33: { description: "0.33, the MTR's text" } },
});
export enum RatingEventTypeEnum {
  CASUAL = 'casual',
  REGULAR = 'regular',
  COMPETITIVE = 'competitive',
  PROFESSIONAL = 'professional',
  GRAND_PRIX = 'grand-prix',
  PRO_TOUR = 'pro-tour',
}
registerEnumType(RatingEventTypeEnum, {
  name: 'RatingEventType',
  description: "The DCI event type of an event's ratings, by K-factor: CASUAL 8, REGULAR 16 (default), COMPETITIVE 24, PROFESSIONAL 32, GRAND_PRIX 40, PRO_TOUR 48",
});
export enum MulliganRuleEnum {
  LONDON = 'london',
  CLASSIC_DRAW_ONE_FEWER = 'classic-draw-one-fewer',
}
registerEnumType(MulliganRuleEnum, {
  name: 'MulliganRule',
  description: "Digital events' mulligan rule (CR 103.5): LONDON (today), or CLASSIC_DRAW_ONE_FEWER (the seed's 2006 rule: each mulligan draws one card fewer)",
});
export enum GameRulesEnum {
  CURRENT = 'current',
  CR_2006 = '2006',
}
registerEnumType(GameRulesEnum, {
  name: 'GameRules',
  description: "Digital events' Comprehensive Rules edition: CURRENT (today's), or CR_2006 (the seed's 2006 rules as the engine plays them: mana burn, combat damage on the stack, the 2006 legend rule, layer order and mulligan)",
});
registerEnumType(RulesEditionEnum, { name: 'RulesEdition', description: "Today's MTR (CURRENT) or the seed's DCI Floor Rules" });
registerEnumType(UnsanctionedReasonEnum, { name: 'UnsanctionedReason' });
export enum RegistrationStateEnum {
  NOT_YET_OPEN = 'NOT_YET_OPEN',
  OPEN = 'OPEN',
  FULL = 'FULL',
  CLOSED = 'CLOSED',
}
registerEnumType(RegistrationStateEnum, {
  name: 'RegistrationState',
  description: 'Whether players can sign themselves up now: NOT_YET_OPEN, OPEN, FULL (they join the waitlist) or CLOSED',
});
registerEnumType(EventFormatEnum, { name: 'EventFormat' });
registerEnumType(RelEnum, { name: 'Rel' });
registerEnumType(EventStatusEnum, { name: 'EventStatus' });

@ObjectType('Event')
export class EventModel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Short public code (6 characters, no 0/O/1/I) players type on their phone to join (eventByCode, joinEvent)' })
  joinCode: string;

  @Field(() => Int, { nullable: true, description: 'Most active players who may sign themselves up; null = no limit' })
  capacity: number | null;

  @Field(() => String, { nullable: true, description: 'Where the event is played' })
  location: string | null;

  @Field(() => String, { nullable: true, description: 'What players should know (prizes, fee, what to bring)' })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601: players can sign themselves up from then (null: from creation)' })
  registrationOpensAt: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601: players can no longer sign themselves up from then (null: until the start)' })
  registrationClosesAt: string | null;

  @Field(() => EventFormatEnum)
  format: EventFormatEnum;

  @Field(() => String, { nullable: true, description: 'Team events: "TWO_HEADED_GIANT" or "TRIOS"; null for an individual event' })
  teamFormat: string | null;

  @Field(() => String, { nullable: true, description: 'Constructed events: the format decklists are checked against (standard, pioneer, modern, legacy, vintage, pauper, commander, …, extended, freeform); null = freeform (MTR 6.1 sizes and copies, any card)' })
  constructedFormat: string | null;

  @Field(() => String, { description: 'The format decklists are checked against: limited for Limited events, else constructedFormat (freeform when none)' })
  decklistFormat: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601: after it only staff may submit decklists' })
  decklistDeadline: string | null;

  @Field({ description: 'Every decklist is public once the event is finished (publishedDecklists)' })
  decklistsPublished: boolean;

  @Field(() => RelEnum)
  rel: RelEnum;

  @Field(() => EventStatusEnum)
  status: EventStatusEnum;

  @Field(() => String, { nullable: true, description: 'ISO 8601 start date and time' })
  startsAt: string | null;

  @Field(() => Int, { description: 'Planned Swiss rounds (from attendance, MTR App. E, until the organizer sets it)' })
  swissRounds: number;

  @Field(() => Int, { description: 'Players in the single-elimination playoff (0 = none)' })
  topCut: number;

  @Field(() => Int)
  gamesPerMatch: number;

  @Field(() => Int)
  finalsGamesPerMatch: number;

  @Field(() => Int)
  roundMinutes: number;

  @Field()
  digital: boolean;

  @Field({ description: "Own byes count in the player's match-win % (MTR App. C)" })
  ownByesInMatchWin: boolean;

  @Field(() => RulesEditionEnum)
  rulesEdition: RulesEditionEnum;

  @Field({ description: 'The organizer asks for sanctioning; false = unsanctioned by choice' })
  sanctioningRequested: boolean;

  @Field(() => PercentageFloorEnum, { description: 'The floor in force in the standings' })
  percentageFloor: PercentageFloorEnum;

  @Field(() => MulliganRuleEnum, { description: 'The mulligan rule the engine plays (digital events)' })
  mulliganRule: MulliganRuleEnum;

  @Field(() => GameRulesEnum, { description: 'The Comprehensive Rules edition the engine plays (digital events)' })
  gameRules: GameRulesEnum;

  @Field(() => RatingEventTypeEnum, { description: 'K-factor of its ratings (only finished sanctioned events are rated)' })
  ratingEventType: RatingEventTypeEnum;

  @Field(() => [String], { description: 'Results an import kept as recorded although the rules forbid them, in words' })
  importWarnings: string[];
}

@ObjectType('Sanctioning', { description: 'Whether the event is sanctioned (fixed at the start; a preview from registrations before)' })
export class SanctioningModel {
  @Field({ description: 'The organizer asked for sanctioning' })
  requested: boolean;

  @Field()
  sanctioned: boolean;

  @Field({ description: 'True once the event started: the status is fixed' })
  decided: boolean;

  @Field(() => UnsanctionedReasonEnum, { nullable: true })
  reason: UnsanctionedReasonEnum | null;

  @Field(() => Int, { description: 'Players a sanctioned event needs under its rules edition' })
  minimum: number;

  @Field({ description: 'In words, for the organizer and the players' })
  explanation: string;
}
