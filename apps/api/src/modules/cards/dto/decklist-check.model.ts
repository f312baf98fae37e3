import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('DecklistProblem')
export class DecklistProblemModel {
  @Field({ description: 'UNKNOWN_CARD, NOT_LEGAL, BANNED, RESTRICTED, TOO_MANY_COPIES, MAIN_TOO_SMALL, SIDEBOARD_TOO_LARGE, DECK_NOT_100, NOT_SINGLETON, COMMANDER_NOT_ELIGIBLE, OUTSIDE_COLOR_IDENTITY, PARSE_ERROR, COMMANDER_MISSING, TOO_MANY_COMMANDERS, DECK_WRONG_SIZE' })
  code: string;

  @Field(() => String, { nullable: true })
  card: string | null;

  @Field(() => Int, { nullable: true, description: '1-based line of the input' })
  line: number | null;

  @Field()
  message: string;

  @Field(() => [String], { description: 'UNKNOWN_CARD: the closest card names, best first' })
  suggestions: string[];
}

@ObjectType('DecklistCheck')
export class DecklistCheckModel {
  @Field()
  legal: boolean;

  @Field()
  format: string;

  @Field({ description: 'The card data\'s date: legality is as of this day' })
  dataDate: string;

  @Field(() => Int)
  mainCount: number;

  @Field(() => Int)
  sideboardCount: number;

  @Field(() => [String], { description: 'Commander formats: the commanders found' })
  commanders: string[];

  @Field({ description: 'The text format recognised: mtgo, arena or dek' })
  inputFormat: string;

  @Field(() => [DecklistProblemModel])
  problems: DecklistProblemModel[];
}
