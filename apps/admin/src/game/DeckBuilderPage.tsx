import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_LIMITED_POOL, REGISTER_LIMITED_DECK, SAVE_LIMITED_DECK, type LimitedCard, type LimitedDeck } from '../graphql/game-operations';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import './game.css';
import { PlayerLink } from '../player/PlayerLink';
import { BASIC_LANDS, basicsFrom, changeBasic, deckInput, deckSize, LIMITED_MINIMUM_DECK, noBasics, toggleMain, type BasicCounts } from './deck-builder';

/** The Limited deck builder: the pool, main deck and sideboard, unlimited basic lands, save and register. */
export function DeckBuilderPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(MY_LIMITED_POOL, { eventId });
  const [main, setMain] = useState<string[]>([]);
  const [basics, setBasics] = useState<BasicCounts>(noBasics);
  const [saved, setSaved] = useState<LimitedDeck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const deck = query.data?.myLimitedDeck;
    if (!deck) return;
    setMain(deck.cardIds);
    setBasics(basicsFrom(deck.basics));
    setSaved(deck);
  }, [query.data]);

  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  const pool = query.data.myLimitedPool.cards;
  const size = deckSize(main, basics);
  const registered = saved?.registered ?? false;
  const inMain = pool.filter((card) => main.includes(card.id));
  const sideboard = pool.filter((card) => !main.includes(card.id));

  const submit = async (register: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const variables = { eventId, deck: deckInput(main, basics) };
      setSaved(register ? (await request(REGISTER_LIMITED_DECK, variables)).registerLimitedDeck : (await request(SAVE_LIMITED_DECK, variables)).saveLimitedDeck);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const cardList = (cards: LimitedCard[], testId: string) => (
    <ul className="deck-cards" data-testid={testId}>
      {cards.map((card) => (
        <li key={card.id}>
          <button type="button" className="secondary deck-card" disabled={busy} onClick={() => setMain(toggleMain(main, card.id))} data-testid="deck-card" data-card-id={card.id} data-colors={card.colors.join('')}>
            {card.name} <span className="muted small">{card.colors.join('') || '—'}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="stack deck-builder" data-testid="deck-builder">
      <h2>{t('deckBuilder.title')}</h2>
      <p data-testid="deck-size" className={size >= LIMITED_MINIMUM_DECK ? '' : 'error'}>
        {t('deckBuilder.size', { size, minimum: LIMITED_MINIMUM_DECK })}
      </p>
      {registered ? (
        <p className="notice" data-testid="deck-registered">
          {t('deckBuilder.registered')} <PlayerLink href={`/play/${encodeURIComponent(eventId)}/digital`}>{t('deckBuilder.toEvent')}</PlayerLink>
        </p>
      ) : null}
      {error ? <p className="error" role="alert">{error}</p> : null}
      <fieldset className="deck-basics">
        <legend>{t('deckBuilder.basics')}</legend>
        {BASIC_LANDS.map((land) => (
          <div key={land} className="row deck-basic" data-testid={`basic-${land}`}>
            <span className="deck-basic-name">{land}</span>
            <button type="button" className="secondary" disabled={busy} onClick={() => setBasics(changeBasic(basics, land, -1))} aria-label={t('deckBuilder.removeBasic', { land })} data-testid="basic-minus">
              −
            </button>
            <span data-testid="basic-count">{basics[land]}</span>
            <button type="button" className="secondary" disabled={busy} onClick={() => setBasics(changeBasic(basics, land, 1))} aria-label={t('deckBuilder.addBasic', { land })} data-testid="basic-plus">
              +
            </button>
          </div>
        ))}
      </fieldset>
      <div className="deck-columns">
        <div>
          <h3>{t('deckBuilder.main', { count: inMain.length })}</h3>
          <p className="muted small">{t('deckBuilder.mainHelp')}</p>
          {cardList(inMain, 'deck-main')}
        </div>
        <div>
          <h3>{t('deckBuilder.sideboard', { count: sideboard.length })}</h3>
          <p className="muted small">{t('deckBuilder.sideboardHelp')}</p>
          {cardList(sideboard, 'deck-sideboard')}
        </div>
      </div>
      <div className="row">
        <button type="button" className="secondary" disabled={busy} onClick={() => void submit(false)} data-testid="deck-save">
          {t('deckBuilder.save')}
        </button>
        <button type="button" disabled={busy || size < LIMITED_MINIMUM_DECK} onClick={() => void submit(true)} data-testid="deck-register">
          {t('deckBuilder.register')}
        </button>
      </div>
    </section>
  );
}
