import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import { ActorHolder } from './access.guard';
import { Actor } from './actor';

/** The caller as resolved by the AccessGuard: an Actor, or null when anonymous. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor | null => {
  if (context.getType<GqlContextType>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<ActorHolder>().actor ?? null;
  }
  return context.switchToHttp().getRequest<ActorHolder>().actor ?? null;
});
