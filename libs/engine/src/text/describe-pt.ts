/**
 * A power/toughness change as Oracle writes it: "+3/+3", "-2/-1"; a zero takes the sign of the
 * other number ("-3/-0", "+2/+0").
 */
export function ptChange(power: number, toughness: number): string {
  const negative = power < 0 || toughness < 0;
  const signed = (n: number) => (n < 0 ? String(n) : n === 0 && negative ? '-0' : `+${n}`);
  return `${signed(power)}/${signed(toughness)}`;
}
