/** 0.6667 → "66.67%" (tiebreakers are shown to two decimals, as Wizards' tools print them). */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`;
}

/** The standings floor in words, for the note under a standings table. */
export function floorNote(floor: 'ONE_THIRD' | 'POINT_33' | undefined): string {
  return floor === 'POINT_33' ? 'Match-win and game-win percentages are floored at 0.33 (the tournament rules’ text).' : 'Match-win and game-win percentages are floored at 1/3 (as Melee publishes).';
}
