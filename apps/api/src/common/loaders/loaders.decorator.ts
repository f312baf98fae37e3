import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { GraphqlContext, GraphqlLoaders } from './graphql-loaders';

/** The request's batch loaders. */
export const Loaders = createParamDecorator((_data: unknown, context: ExecutionContext): GraphqlLoaders => GqlExecutionContext.create(context).getContext<GraphqlContext>().loaders);
