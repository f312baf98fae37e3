/** Most and fewest digits of a Wizards account (DCI) number the platform accepts (docs/decisions.md, Wizards IDs). */
export const WIZARDS_ID_DIGITS = { min: 4, max: 10 } as const;

/**
 * A typed Wizards account (DCI) number as stored: spaces and dashes people type between digit
 * groups are removed; null when what remains is not 4 to 10 digits ("abc", "12", an email).
 */
export function normalizeWizardsId(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  const pattern = new RegExp(`^\\d{${WIZARDS_ID_DIGITS.min},${WIZARDS_ID_DIGITS.max}}$`);
  return pattern.test(digits) ? digits : null;
}
