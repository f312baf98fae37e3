import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { AuthService } from './auth.service';
import { AuthPayloadModel, UserModel } from './dto/user.model';
import { Locale, type UserLocale } from './user-locale';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Mutation(() => AuthPayloadModel)
  signUp(@Args('email') email: string, @Args('password') password: string, @Args('displayName') displayName: string): Promise<AuthPayloadModel> {
    return this.auth.signUp(email, password, displayName);
  }

  @Public()
  @Mutation(() => AuthPayloadModel)
  logIn(@Args('email') email: string, @Args('password') password: string, @Context() context: { req?: { ip?: string } }): Promise<AuthPayloadModel> {
    return this.auth.logIn(email, password, context.req?.ip ?? 'unknown');
  }

  @SignedIn()
  @Query(() => UserModel, { nullable: true, description: 'The signed-in user' })
  me(@CurrentActor() actor: Actor): Promise<UserModel | null> {
    return this.auth.findUser(actor.userId);
  }

  @SignedIn()
  @Mutation(() => UserModel, { description: "Remembers the signed-in account's language for the screens; null = follow the browser" })
  setMyLocale(@CurrentActor() actor: Actor, @Args('locale', { type: () => Locale, nullable: true }) locale: UserLocale | null): Promise<UserModel> {
    return this.auth.setLocale(actor.userId, locale);
  }
}
