import { useTranslation } from 'react-i18next';
import { referenceLabel } from './decision-options';
import type { GameLogEntry } from './game-log';
import type { Side } from './game-view';

/** The game log, newest last. */
export function GameLogList({ entries, you, names }: { entries: GameLogEntry[]; you: Side | null; names: Record<Side, string> }) {
  const { t } = useTranslation();
  const who = (side: Side) => (you === null ? names[side] : referenceLabel(side, you, t));
  const text = (entry: GameLogEntry): string => {
    switch (entry.kind) {
      case 'turn':
        return t('game.log.turn', { turn: entry.turn, who: names[entry.active] });
      case 'stack':
        return t(entry.ability ? 'game.log.ability' : 'game.log.cast', { who: who(entry.who), card: entry.card });
      case 'combat-damage':
        return t('game.log.combatDamage');
      case 'battlefield':
        return t('game.log.battlefield', { who: who(entry.who), card: entry.card });
      case 'graveyard':
        return t('game.log.graveyard', { who: who(entry.who), card: entry.card });
      case 'life':
        return t('game.log.life', { who: who(entry.who), from: entry.from, to: entry.to });
      case 'over':
        return entry.winner === null ? t('game.log.draw') : t('game.log.won', { who: names[entry.winner] });
    }
  };
  return (
    <details className="game-log" open data-testid="game-log">
      <summary>{t('game.logTitle')}</summary>
      <ol>
        {entries.slice(-40).map((entry, index) => (
          <li key={index}>{text(entry)}</li>
        ))}
      </ol>
    </details>
  );
}
