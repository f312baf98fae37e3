import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

@InputType('RosterEntryInput', { description: 'One line of a roster registered at once (registerPlayers)' })
export class RosterEntryInput {
  @Field()
  @IsString()
  @MaxLength(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  wizardsId?: string | null;

  @Field(() => String, { nullable: true, description: 'An invitation to the account with this email (acceptEntry, or joinEvent with the code)' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string | null;
}
