import { Amount, Count, DefinedX, Effect, HalfAmount, PerCount, StatAmount } from './card-definition';

/** True for "half their library, rounded down". */
export function isHalf(amount: Amount): amount is HalfAmount {
  return typeof amount === 'object' && 'half' in amount;
}

/** True for an amount that is counted as it is needed (not a printed number, X or a kicker pair). */
export function isCount(amount: Amount): amount is Count {
  return typeof amount === 'object' && ('permanents' in amount || 'cards' in amount || 'kicks' in amount);
}

/** True for "X, where X is …" (an X the text defines). */
export function isDefinedX(amount: Amount): amount is DefinedX {
  return typeof amount === 'object' && 'x' in amount;
}

/** True for "equal to its toughness". */
export function isStat(amount: Amount): amount is StatAmount {
  return typeof amount === 'object' && 'statOf' in amount;
}

/** True for "N for each …". */
export function isPerCount(amount: Amount): amount is PerCount {
  return typeof amount === 'object' && 'forEach' in amount;
}

/** The amount a spell has when not kicked ("X" for an X the text defines), or null for one that is counted or the triggering event's. */
export function printedAmount(amount: Amount): number | 'X' | null {
  if (isCount(amount) || isPerCount(amount) || isHalf(amount) || isStat(amount) || amount === 'that-much' || (typeof amount === 'object' && 'sacrificed' in amount)) return null;
  if (isDefinedX(amount)) return 'X';
  return typeof amount === 'object' ? amount.otherwise : amount;
}

/** The fields of an effect that hold amounts (as the schema checks them). */
export const AMOUNT_FIELDS = ['amount', 'count'] as const;

/** The count an effect's "X, where X is …" reads, in its amounts or in the effects it contains ("you may …"). */
export function definedXIn(effect: Effect): Count | undefined {
  const fields = effect as unknown as Record<string, unknown>;
  for (const k of AMOUNT_FIELDS) {
    const a = fields[k] as Amount | undefined;
    if (a !== undefined && isDefinedX(a)) return a.x;
  }
  const inner = fields.effects;
  return Array.isArray(inner) ? inner.map((e: Effect) => definedXIn(e)).find((x) => x !== undefined) : undefined;
}
