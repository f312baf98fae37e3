/** 0.6667 → "66.67%" (tiebreakers are shown to two decimals, as Wizards' tools print them). */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}
