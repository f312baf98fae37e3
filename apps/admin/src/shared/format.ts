/** 0.6667 → "66.67%" (tiebreakers are shown to two decimals, as Wizards' tools print them), in the reader's language. */
export function formatPercent(fraction: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction);
}

/** The catalogue key of the standings floor's note under a standings table. */
export function floorNoteKey(floor: 'ONE_THIRD' | 'POINT_33' | undefined): 'standings.floorPoint33' | 'standings.floorOneThird' {
  return floor === 'POINT_33' ? 'standings.floorPoint33' : 'standings.floorOneThird';
}
