import type { TFunction } from 'i18next';

/** How a final-standings row reads: the playoff finish in words, or the Swiss rank for the rest. */
export function finishLabel(finish: string | null | undefined, t: TFunction): string {
  switch (finish) {
    case 'winner':
    case 'final':
    case 'semifinal':
    case 'quarterfinal':
      return t(`finish.${finish}`);
    case 'swiss':
    case null:
    case undefined:
      return t('finish.swiss');
    default: {
      const roundOf = /^round of (\d+)$/i.exec(finish);
      return roundOf ? t('finish.roundOf', { players: Number(roundOf[1]) }) : finish;
    }
  }
}
