import { Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { EventFormatEnum, GameRulesEnum, MulliganRuleEnum, PercentageFloorEnum, RatingEventTypeEnum, RelEnum, RulesEditionEnum } from './event.model';

@InputType()
export class CreateEventInput {
  @Field()
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name: string;

  @Field(() => EventFormatEnum)
  format: EventFormatEnum;

  @Field(() => String, { nullable: true, description: 'Constructed events: the format decklists are checked against (cardDatabase.formats but limited); null = freeform' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'constructedFormat must be at most 40 characters' })
  constructedFormat?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time of a real calendar day: after it only staff may submit decklists; null = none (INVALID_EVENT_INPUT otherwise)' })
  @IsOptional()
  @IsString()
  decklistDeadline?: string | null;

  @Field(() => RelEnum)
  rel: RelEnum;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date or date-time of a real calendar day (INVALID_EVENT_INPUT otherwise)' })
  @IsOptional()
  @IsString()
  startsAt?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'swissRounds must be at least 1' })
  @Max(20, { message: 'swissRounds must be at most 20' })
  swissRounds?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([0, 2, 4, 8, 16], { message: 'topCut must be one of 0, 2, 4, 8, 16' })
  topCut?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 3, 5], { message: 'gamesPerMatch must be 1, 3 or 5' })
  gamesPerMatch?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 3, 5], { message: 'finalsGamesPerMatch must be 1, 3 or 5' })
  finalsGamesPerMatch?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Every match of the event is played in the rules engine' })
  @IsOptional()
  @IsBoolean()
  digital?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Ask for sanctioning (default true); false runs the event unsanctioned by choice: not rated' })
  @IsOptional()
  @IsBoolean()
  sanctioningRequested?: boolean | null;

  @Field(() => RulesEditionEnum, { nullable: true, description: "CURRENT (today's MTR, default) or SEED_FLOOR_RULES (the seed's DCI Floor Rules)" })
  @IsOptional()
  rulesEdition?: RulesEditionEnum | null;

  @Field(() => MulliganRuleEnum, { nullable: true, description: "Digital events only: LONDON (default) or the seed's 2006 CLASSIC_DRAW_ONE_FEWER" })
  @IsOptional()
  mulliganRule?: MulliganRuleEnum | null;

  @Field(() => GameRulesEnum, { nullable: true, description: "Digital events only: CURRENT (default) or the seed's 2006 Comprehensive Rules, CR_2006 (its mulligan too unless mulliganRule says otherwise)" })
  @IsOptional()
  gameRules?: GameRulesEnum | null;

  @Field(() => RatingEventTypeEnum, { nullable: true, description: 'K-factor of its ratings (default REGULAR, 16)' })
  @IsOptional()
  ratingEventType?: RatingEventTypeEnum | null;

  @Field(() => PercentageFloorEnum, { nullable: true, description: 'Standings floor: ONE_THIRD (default, as Melee publishes) or POINT_33 (the MTR text)' })
  @IsOptional()
  percentageFloor?: PercentageFloorEnum | null;

  @Field(() => Int, { nullable: true, description: 'Most active players who may sign themselves up with joinEvent (EVENT_FULL beyond); 0 or null = no limit' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'capacity must be 0 (no limit) or more' })
  @Max(10000, { message: 'capacity must be at most 10000' })
  capacity?: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time: before it players cannot sign themselves up (REGISTRATION_NOT_OPEN); null = open now' })
  @IsOptional()
  @IsString()
  registrationOpensAt?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time: from it players cannot sign themselves up (REGISTRATION_CLOSED); null = until the start' })
  @IsOptional()
  @IsString()
  registrationClosesAt?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the event is played (at most 200 characters); empty clears it' })
  @IsOptional()
  @IsString()
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'What players should know: prizes, fee, what to bring (at most 2000 characters); empty clears it' })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Team event: 2 (Two-Headed Giant) or 3 (Trios); must agree with teamFormat' })
  @IsOptional()
  @IsInt()
  teamSize?: number | null;

  @Field(() => String, { nullable: true, description: 'Team event: "TWO_HEADED_GIANT" or "TRIOS" (register teams with registerTeam)' })
  @IsOptional()
  @IsString()
  teamFormat?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(40, { message: 'roundMinutes must be at least 40 (MTR 2.6 / Floor Rules minimum)' })
  @Max(240, { message: 'roundMinutes must be at most 240' })
  roundMinutes?: number | null;
}
