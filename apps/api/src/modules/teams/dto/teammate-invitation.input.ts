import { Field, InputType } from '@nestjs/graphql';

@InputType('TeammateInvitationInput', { description: 'A teammate a captain invites (registerMyTeam): the entry is made under this name for the account with this email' })
export class TeammateInvitationInput {
  @Field()
  name: string;

  @Field()
  email: string;
}
