import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { AuthService } from '../../modules/auth/auth.service';
import { accessError } from './access.errors';
import { ACCESS_METADATA, AccessRule } from './access.decorator';
import { Actor } from './actor';

/** What the guard stores on the request or subscription context. */
export interface ActorHolder {
  actor?: Actor | null;
}

function bearer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match ? match[1] : undefined;
}

/** Reads the bearer token of an HTTP request or of a graphql-ws connection. */
export function tokenFrom(context: { req?: { headers?: Record<string, unknown> }; connectionParams?: Record<string, unknown>; extra?: { connectionParams?: Record<string, unknown> } }): string | undefined {
  const params = context.connectionParams ?? context.extra?.connectionParams;
  return bearer(context.req?.headers?.authorization) ?? bearer(params?.authorization) ?? bearer(params?.Authorization);
}

/**
 * The one global guard: every operation must declare its access (@Public or @SignedIn);
 * an undeclared one is refused, so a forgotten decorator fails closed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    if (context.getType<GqlContextType>() === 'graphql') {
      const gqlContext = GqlExecutionContext.create(context).getContext<ActorHolder & Parameters<typeof tokenFrom>[0]>();
      const info = GqlExecutionContext.create(context).getInfo<{ parentType: { name: string } }>();
      const isRootField = ['Query', 'Mutation', 'Subscription'].includes(info.parentType.name);
      if (!rule) {
        if (!isRootField) return true;
        throw accessError('FORBIDDEN', 'This operation declares no access rule and is refused');
      }
      if (gqlContext.actor === undefined) gqlContext.actor = await this.auth.actorFromToken(tokenFrom(gqlContext));
      if (rule.level === 'SIGNED_IN' && !gqlContext.actor) throw accessError('UNAUTHENTICATED', 'Sign in to do this (send Authorization: Bearer <token> from logIn)');
      return true;
    }
    if (!rule) throw accessError('FORBIDDEN', 'This route declares no access rule and is refused');
    const request = context.switchToHttp().getRequest<ActorHolder & { headers: Record<string, unknown> }>();
    request.actor = await this.auth.actorFromToken(tokenFrom({ req: request }));
    if (rule.level === 'SIGNED_IN' && !request.actor) throw accessError('UNAUTHENTICATED', 'Sign in to do this');
    return true;
  }
}
