import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DecklistEditor } from '../decklists/DecklistEditor';
import { DecklistView } from '../decklists/DecklistView';
import { DECKLIST_EVENT, PLAYER_DECKLIST, PUBLISHED_DECKLISTS } from '../decklists/decklist-operations';
import { submissionClosed } from '../decklists/decklist-text';
import type { DecklistEvent } from '../decklists/decklist-types';
import { errorMessage } from '../graphql/graphql-error';
import { MY_ENTRY } from '../graphql/operations';
import { formatDateTime } from '../i18n/locale-format';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { getSession, subscribeSession } from '../session/session-store';
import { SignInForm } from './SignInForm';

/** The player's own decklist: submit it by paste before the deadline; after a finished event, the published lists. */
export function DecklistPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const query = useGraphQLQuery(DECKLIST_EVENT, { eventId });
  const event = query.data?.event;
  if (query.error) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!event) return <p>{t('common.loading')}</p>;
  return (
    <section className="stack">
      {event.status === 'FINISHED' && event.decklistsPublished ? <PublishedLists eventId={eventId} /> : null}
      {session ? <MyDecklist event={event} /> : <SignInForm />}
    </section>
  );
}

function MyDecklist({ event }: { event: DecklistEvent }) {
  const { t, i18n } = useTranslation();
  const entry = useGraphQLQuery(MY_ENTRY, { eventId: event.id });
  const me = entry.data?.event?.myPlayer;
  const stored = useGraphQLQuery(PLAYER_DECKLIST, me ? { playerId: me.id } : null);
  const [editing, setEditing] = useState(false);
  const [now] = useState(() => Date.now());
  if (entry.error) return <p className="error" role="alert">{errorMessage(entry.error)}</p>;
  if (!entry.data) return null;
  if (!me) return <p className="muted">{t('player.deck.notRegistered')}</p>;
  const decklist = stored.data?.decklist ?? null;
  const closed = submissionClosed(event, now);
  return (
    <section className="stack" data-testid="my-decklist">
      <h2>{t('player.deck.title')}</h2>
      <p className="muted small">
        {t('decklist.checkedAgainst', { format: event.decklistFormat })}
        {event.decklistDeadline ? ` · ${t('player.deck.submitBefore', { deadline: formatDateTime(event.decklistDeadline, i18n.language) })}` : ''}
      </p>
      {decklist && !editing ? (
        <>
          <p data-testid="my-decklist-stored">{t('player.deck.registered')}</p>
          <DecklistView decklist={decklist} playerName={me.name} />
        </>
      ) : null}
      {!decklist && !editing && !stored.loading ? <p>{t('player.deck.none')}</p> : null}
      {closed ? (
        <p className="muted" data-testid="decklist-closed">
          {closed.kind === 'started' ? t('player.deck.locked') : t('player.deck.deadlinePassed', { deadline: formatDateTime(closed.deadline, i18n.language) })}
        </p>
      ) : editing ? (
        <DecklistEditor
          eventId={event.id}
          playerId={me.id}
          playerName={me.name}
          format={event.decklistFormat}
          initialText={decklist?.text ?? ''}
          onSubmitted={() => {
            setEditing(false);
            void stored.refetch();
          }}
        />
      ) : (
        <button type="button" onClick={() => setEditing(true)} data-testid="decklist-start">
          {decklist ? t('player.deck.change') : t('player.deck.submit')}
        </button>
      )}
    </section>
  );
}

/** The page size of PublishedDecklists (its first: argument). */
const DECKLIST_PAGE = 100;

function PublishedLists({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const query = useGraphQLQuery(PUBLISHED_DECKLISTS, { eventId, offset });
  if (query.error) return <p className="error">{errorMessage(query.error)}</p>;
  const lists = query.data?.publishedDecklists ?? [];
  const paged = offset > 0 || lists.length === DECKLIST_PAGE;
  return (
    <section className="stack" data-testid="published-decklists">
      <h2>{t('player.deck.published')}</h2>
      {lists.map((entry) => (
        <details key={entry.playerId}>
          <summary>{entry.playerName}</summary>
          <DecklistView decklist={entry.decklist} playerName={entry.playerName} />
        </details>
      ))}
      {paged && (
        <nav className="row" aria-label={t('player.deck.pages')}>
          <button type="button" disabled={offset === 0 || query.loading} onClick={() => setOffset(Math.max(0, offset - DECKLIST_PAGE))}>
            {t('common.previous')}
          </button>
          <span>
            {offset + 1}–{offset + lists.length}
          </span>
          <button type="button" disabled={lists.length < DECKLIST_PAGE || query.loading} onClick={() => setOffset(offset + DECKLIST_PAGE)}>
            {t('common.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
