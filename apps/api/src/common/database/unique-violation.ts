import { QueryFailedError } from 'typeorm';

/** True when the error is PostgreSQL's unique violation (23505), of the named constraint if one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string; message?: string; detail?: string }) : undefined;
  if (!driverError || driverError.code !== '23505') return false;
  return constraint === undefined || driverError.constraint === constraint || `${driverError.message ?? ''} ${driverError.detail ?? ''}`.includes(constraint);
}
