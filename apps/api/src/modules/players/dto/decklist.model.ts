import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('DecklistCard')
export class DecklistCardModel {
  @Field({ description: 'commander, main or sideboard' })
  section: string;

  @Field(() => Int)
  count: number;

  @Field({ description: 'Oracle name' })
  name: string;
}

@ObjectType('Decklist')
export class DecklistModel {
  @Field(() => [String], { description: 'Main deck, one entry per copy' })
  main: string[];

  @Field(() => [String])
  sideboard: string[];

  @Field(() => [String], { description: 'Commander formats: the commanders' })
  commanders: string[];

  @Field(() => [DecklistCardModel], { description: 'Copies per card and section, in list order: commanders, main deck, sideboard' })
  cards: DecklistCardModel[];

  @Field(() => String, { nullable: true, description: 'The format the list was checked against when submitted' })
  format: string | null;

  @Field(() => String, { nullable: true, description: 'The card data\'s date when the list was checked' })
  dataDate: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 8601' })
  submittedAt: string | null;

  @Field({ description: 'The list as text to paste back: MTGO text (the sideboard after a "Sideboard" line), Arena sections when it has commanders' })
  text: string;
}

@ObjectType('PublishedDecklist')
export class PublishedDecklistModel {
  @Field(() => ID)
  playerId: string;

  @Field()
  playerName: string;

  @Field(() => DecklistModel)
  decklist: DecklistModel;
}
