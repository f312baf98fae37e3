/** A date and time as the reader's language writes it ("2026/12/6 14:30" in Chinese). */
export function formatDateTime(value: string | number | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

/** A time of day as the reader's language writes it. */
export function formatTime(value: string | number | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(value));
}

/** A number with the reader's digit grouping (23,711), to `fractionDigits` decimals when given (1,612.3). */
export function formatNumber(value: number, locale: string, fractionDigits?: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
