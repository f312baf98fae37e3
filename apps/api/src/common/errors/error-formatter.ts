import { HttpException, Logger } from '@nestjs/common';
import { ExecutionResult, FormattedExecutionResult, GraphQLFormattedError } from 'graphql';
import { ERROR_CATEGORIES, ErrorCode } from './error-codes';
import { DomainError } from './domain-error';

const logger = new Logger('GraphQL');

interface WithOriginal {
  originalError?: unknown;
}

function validationMessage(exception: HttpException): string {
  const response = exception.getResponse() as { message?: string | string[] } | string;
  if (typeof response === 'string') return response;
  const message = response.message;
  return Array.isArray(message) ? message.join('; ') : (message ?? exception.message);
}

/**
 * Maps every error leaving GraphQL to a stable `extensions.code`: domain errors keep their
 * code, input validation becomes BAD_USER_INPUT, anything unexpected becomes
 * INTERNAL_SERVER_ERROR with a generic message (and is logged, never leaked).
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as WithOriginal)?.originalError ?? error;
  if (original instanceof DomainError) {
    const code = original.code as ErrorCode;
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code, category: ERROR_CATEGORIES[code] ?? 'BAD_USER_INPUT', ...original.details },
    };
  }
  if (original instanceof HttpException) {
    const status = original.getStatus();
    const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'BAD_USER_INPUT';
    return { message: validationMessage(original), path: formatted.path, locations: formatted.locations, extensions: { code } };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error(original instanceof Error ? original : String(original));
  return { message: 'Internal server error', path: formatted.path, locations: formatted.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** The same mapping for what a subscription sends (graphql-ws sends its results without Apollo's formatError). */
export function formatSubscriptionResult(result: ExecutionResult): FormattedExecutionResult {
  if (!result.errors?.length) return result as FormattedExecutionResult;
  return { ...result, errors: result.errors.map((error) => formatGraphqlError(error.toJSON(), error)) } as FormattedExecutionResult;
}
