/**
 * A power/toughness change as Oracle writes it: "+3/+3", "-2/-1"; a zero takes the sign of the
 * other number ("-3/-0", "+2/+0").
 */
export function ptChange(power: PtChange, toughness: PtChange): string {
  const below = (n: PtChange) => n === '-X' || (typeof n === 'number' && n < 0);
  const negative = below(power) || below(toughness);
  const signed = (n: PtChange) => (n === 'X' ? '+X' : n === '-X' ? '-X' : n < 0 ? String(n) : n === 0 && negative ? '-0' : `+${n}`);
  return `${signed(power)}/${signed(toughness)}`;
}

/** A change of power or toughness: a number, or the spell's X added ('X', "+X") or subtracted ('-X', "-X") (CR 107.3). */
export type PtChange = number | 'X' | '-X';
