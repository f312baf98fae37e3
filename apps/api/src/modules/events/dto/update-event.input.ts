import { Field, InputType, PartialType } from '@nestjs/graphql';
import { IsOptional, IsBoolean } from 'class-validator';
import { CreateEventInput } from './create-event.input';

@InputType()
export class UpdateEventInput extends PartialType(CreateEventInput, InputType) {
  @Field(() => Boolean, { nullable: true, description: 'Count own byes in match-win % (MTR App. C); false = Wizards Event Reporter behaviour' })
  @IsOptional()
  @IsBoolean()
  ownByesInMatchWin?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Publish every decklist once the event is finished (publishedDecklists)' })
  @IsOptional()
  @IsBoolean()
  decklistsPublished?: boolean | null;
}

