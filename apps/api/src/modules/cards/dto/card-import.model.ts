import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CardImport', { description: 'A card database imported by an administrator' })
export class CardImportModel {
  @Field({ description: 'The file\'s meta.date: legality is as of this day' })
  dataDate: string;

  @Field()
  dataVersion: string;

  @Field(() => Int)
  cardCount: number;

  @Field({ description: 'atomicCards, allPrintings or setFile (laid over the current data)' })
  kind: string;

  @Field()
  fileName: string;

  @Field(() => Int, { description: 'Entries left out because they had no name' })
  skipped: number;

  @Field({ description: 'ISO 8601' })
  importedAt: string;
}
