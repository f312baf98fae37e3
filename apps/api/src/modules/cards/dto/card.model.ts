import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Legality')
export class LegalityModel {
  @Field({ description: 'MTGJSON format name: standard, pioneer, modern, legacy, vintage, pauper, commander, …' })
  format: string;

  @Field({ description: '"Legal", "Banned" or "Restricted"; a format not listed means not legal' })
  status: string;
}

@ObjectType('CardFace')
export class CardFaceModel {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  manaCost: string | null;

  @Field()
  type: string;

  @Field({ description: 'Oracle text' })
  text: string;

  @Field(() => String, { nullable: true })
  power: string | null;

  @Field(() => String, { nullable: true })
  toughness: string | null;

  @Field(() => String, { nullable: true })
  loyalty: string | null;

  @Field(() => String, { nullable: true, description: 'Chinese Simplified name of the face' })
  chineseName: string | null;
}

@ObjectType('Card', { description: 'A card of the card database (MTGJSON data; legality as of dataDate)' })
export class CardModel {
  @Field({ description: 'Oracle name; "A // B" for split, adventure, flip and double-faced cards' })
  name: string;

  @Field(() => String, { nullable: true, description: 'The faces\' mana costs joined by " // "' })
  manaCost: string | null;

  @Field(() => Float)
  manaValue: number;

  @Field({ description: 'Type line (faces joined by " // ")' })
  type: string;

  @Field(() => String, { nullable: true, description: 'Oracle text (faces joined by a "//" line)' })
  text: string | null;

  @Field(() => [String])
  colors: string[];

  @Field(() => [String])
  colorIdentity: string[];

  @Field()
  layout: string;

  @Field(() => [CardFaceModel])
  faces: CardFaceModel[];

  @Field(() => [LegalityModel], { description: 'Formats where the card is legal, banned or restricted' })
  legalities: LegalityModel[];

  @Field({ description: 'May be a Commander deck\'s commander (CR 903.3)' })
  canBeCommander: boolean;

  @Field(() => String, { nullable: true, description: 'Chinese Simplified name (Traditional when only that was printed)' })
  chineseName: string | null;

  @Field(() => String, { nullable: true, description: 'Chinese Traditional name' })
  chineseNameTraditional: string | null;

  @Field({ description: 'The date of the card data: legalities are as of this day' })
  dataDate: string;
}

@ObjectType('CardDatabaseInfo')
export class CardDatabaseInfoModel {
  @Field({ description: 'The card data\'s date (MTGJSON meta.date): legality is as of this day' })
  dataDate: string;

  @Field()
  dataVersion: string;

  @Field(() => Int)
  cardCount: number;

  @Field(() => [String], { description: 'Formats decklists can be checked against: the data\'s, plus limited and extended' })
  formats: string[];
}
