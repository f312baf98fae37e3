import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Decklist')
export class DecklistModel {
  @Field(() => [String], { description: 'Main deck, one entry per copy' })
  main: string[];

  @Field(() => [String])
  sideboard: string[];
}
