import type { NextFunction, Request, Response } from 'express';

/** The body parser's failures, as the codes a GraphQL client reads (`errors[0].extensions.code`). */
const BODY_ERRORS: Record<string, { code: string; message: (limit: number) => string }> = {
  'entity.too.large': { code: 'REQUEST_TOO_LARGE', message: (limit) => `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB (ARBITER_MAX_BODY_MB)` },
  'entity.parse.failed': { code: 'INVALID_REQUEST_BODY', message: () => 'The request body is not valid JSON' },
  'encoding.unsupported': { code: 'UNSUPPORTED_CONTENT_ENCODING', message: () => 'Content-Encoding must be gzip, deflate, br or none' },
  'charset.unsupported': { code: 'UNSUPPORTED_CONTENT_ENCODING', message: () => 'The request body must be UTF-8' },
};

/** An Express error handler for the body parser: a coded JSON error instead of an HTML page. */
export function requestBodyErrors(limit: number) {
  return (error: { type?: string; status?: number }, _request: Request, response: Response, next: NextFunction): void => {
    const known = error?.type ? BODY_ERRORS[error.type] : undefined;
    if (!known) return next(error);
    response.status(error.status ?? 400).json({ errors: [{ message: known.message(limit), extensions: { code: known.code } }] });
  };
}
