import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('User')
export class UserModel {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  displayName: string;

  @Field({ description: 'Platform administrator' })
  isAdmin: boolean;
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field()
  token: string;

  @Field(() => UserModel)
  user: UserModel;
}
