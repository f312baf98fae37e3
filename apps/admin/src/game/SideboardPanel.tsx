import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardCounts, mainDeckChanged, moveCopy, type DeckAndSideboard } from './sideboard-swap';

interface SideboardPanelProps {
  /** The main deck and sideboard the player has now (from their match view). */
  deck: DeckAndSideboard;
  gameNumber: number;
  busy: boolean;
  onKeep: () => void;
  onSubmit: (main: string[]) => void;
}

/** Between games: tap a card to move one copy between main deck and sideboard, then keep or submit. */
export function SideboardPanel({ deck, gameNumber, busy, onKeep, onSubmit }: SideboardPanelProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<DeckAndSideboard>(deck);
  const changed = mainDeckChanged(deck.main, current.main);

  const column = (cards: string[], to: 'main' | 'sideboard', testId: string) => (
    <ul className="deck-cards" data-testid={testId}>
      {cardCounts(cards).map(({ name, count }) => (
        <li key={name}>
          <button type="button" className="secondary deck-card" disabled={busy} onClick={() => setCurrent(moveCopy(current, name, to))} data-testid="sideboard-card" data-card={name}>
            {t('sideboarding.copies', { count, name })}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="stack game-sideboarding" data-testid="sideboarding">
      <h3>{t('sideboarding.title', { game: gameNumber })}</h3>
      <p className="muted small">{t('sideboarding.help')}</p>
      <div className="deck-columns">
        <div>
          <h4 data-testid="sideboarding-main-count">{t('sideboarding.main', { count: current.main.length })}</h4>
          {column(current.main, 'sideboard', 'sideboarding-main')}
        </div>
        <div>
          <h4 data-testid="sideboarding-side-count">{t('sideboarding.sideboard', { count: current.sideboard.length })}</h4>
          {current.sideboard.length ? column(current.sideboard, 'main', 'sideboarding-side') : <p className="muted small">{t('sideboarding.emptySideboard')}</p>}
        </div>
      </div>
      <div className="row">
        <button type="button" className="secondary" disabled={busy} onClick={onKeep} data-testid="sideboarding-keep">
          {t('sideboarding.keep')}
        </button>
        <button type="button" disabled={busy || !changed} onClick={() => onSubmit(current.main)} data-testid="sideboarding-submit">
          {t('sideboarding.submit', { count: current.main.length })}
        </button>
        {changed ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => setCurrent(deck)} data-testid="sideboarding-reset">
            {t('sideboarding.reset')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
