import { Amount, Count, HalfAmount, PerCount } from './card-definition';

/** True for "half their library, rounded down". */
export function isHalf(amount: Amount): amount is HalfAmount {
  return typeof amount === 'object' && 'half' in amount;
}

/** True for an amount that is counted as it is needed (not a printed number, X or a kicker pair). */
export function isCount(amount: Amount): amount is Count {
  return typeof amount === 'object' && ('permanents' in amount || 'cards' in amount);
}

/** True for "N for each …". */
export function isPerCount(amount: Amount): amount is PerCount {
  return typeof amount === 'object' && 'forEach' in amount;
}

/** The amount a spell has when not kicked, or null for one that is counted or the triggering event's. */
export function printedAmount(amount: Amount): number | 'X' | null {
  if (isCount(amount) || isPerCount(amount) || isHalf(amount) || amount === 'that-much') return null;
  return typeof amount === 'object' ? amount.otherwise : amount;
}
