import { MAX_PAGE_SIZE } from './list-cost.rule';
import { queryLimitError } from './query-limits.errors';

/**
 * The page of `rows` a paged list field answers: `first` rows (1–MAX_PAGE_SIZE) from `offset`
 * (0 or more); every row when `first` is absent. Out of range is INVALID_PAGE.
 */
export function pageSlice<T>(rows: readonly T[], first: number | null | undefined, offset: number | null | undefined): T[] {
  if (first != null && (first < 1 || first > MAX_PAGE_SIZE)) throw queryLimitError('INVALID_PAGE', `first must be 1–${MAX_PAGE_SIZE}, got ${first}`, { first });
  if (offset != null && offset < 0) throw queryLimitError('INVALID_PAGE', `offset must be 0 or more, got ${offset}`, { offset });
  const start = offset ?? 0;
  return rows.slice(start, first == null ? undefined : start + first);
}
