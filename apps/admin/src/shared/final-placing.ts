/** How a final-standings row reads: the playoff finish in words, or the Swiss rank for the rest. */
export function finishLabel(finish: string | null | undefined): string {
  switch (finish) {
    case 'winner':
      return 'Winner';
    case 'final':
      return 'Finalist';
    case 'semifinal':
      return 'Semifinalist';
    case 'quarterfinal':
      return 'Quarterfinalist';
    case 'swiss':
    case null:
    case undefined:
      return 'Swiss';
    default:
      return finish.replace(/^\w/, (c) => c.toUpperCase());
  }
}
