import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Locale, type UserLocale } from '../user-locale';

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

  @Field(() => Locale, { nullable: true, description: 'The language chosen for the screens; null = follow the browser' })
  locale: UserLocale | null;
}

@ObjectType('AuthPayload')
export class AuthPayloadModel {
  @Field()
  token: string;

  @Field(() => UserModel)
  user: UserModel;
}
