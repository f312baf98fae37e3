import { ArgumentsHost, Catch, HttpStatus } from '@nestjs/common';
import { GqlContextType, GqlExceptionFilter } from '@nestjs/graphql';
import type { Response } from 'express';
import { ERROR_CATEGORIES, ErrorCode } from './error-codes';
import { DomainError } from './domain-error';

const HTTP_STATUS = { BAD_USER_INPUT: HttpStatus.BAD_REQUEST, NOT_FOUND: HttpStatus.NOT_FOUND, FORBIDDEN: HttpStatus.FORBIDDEN, UNAUTHENTICATED: HttpStatus.UNAUTHORIZED, CONFLICT: HttpStatus.CONFLICT, TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS } as const;

/**
 * Expected failures are answers, not server errors: GraphQL gets the error back for the
 * formatter (no error log), plain HTTP routes get a JSON body with the code.
 */
@Catch(DomainError)
export class DomainErrorFilter implements GqlExceptionFilter {
  catch(exception: DomainError, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') return exception;
    const category = ERROR_CATEGORIES[exception.code as ErrorCode] ?? 'BAD_USER_INPUT';
    host.switchToHttp().getResponse<Response>().status(HTTP_STATUS[category]).json({ code: exception.code, message: exception.message });
    return undefined;
  }
}
