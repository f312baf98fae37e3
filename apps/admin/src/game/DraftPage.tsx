import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../clock/use-round-clock';
import { DRAFT_PICK, DRAFT_UPDATED, MY_DRAFT, type LimitedCard } from '../graphql/game-operations';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import './game.css';
import { PlayerLink } from '../player/PlayerLink';

/**
 * A safety net only: the pod's changes arrive live (draftUpdated); a change made between the
 * first read and the subscription taking effect is picked up by this slow re-read.
 */
const DRAFT_SAFETY_READ_MS = 10_000;

/** The booster draft from one seat: the pack in hand, the pick timer, and the picks so far. */
export function DraftPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(MY_DRAFT, { eventId });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seat = query.data?.myDraft ?? null;
  const { refetch } = query;
  const following = seat !== null && !seat.finished;
  // Each change of the pod re-reads the seat, so replies cannot arrive out of order with a pick's own re-read.
  useLiveSubscription(DRAFT_UPDATED, following ? { eventId } : null, () => void refetch());
  useOnReconnected(() => void refetch());
  useEffect(() => {
    if (!following) return undefined;
    const timer = setInterval(() => void refetch(), DRAFT_SAFETY_READ_MS);
    return () => clearInterval(timer);
  }, [following, refetch]);

  const secondsLeft = useSecondsUntil(seat?.pickDueAt ?? null);

  const pick = async (card: LimitedCard) => {
    setBusy(true);
    setError(null);
    try {
      await request(DRAFT_PICK, { eventId, cardId: card.id });
      // Read the seat again (not the pick's answer) so a read sent before the pick cannot show the old pack after it.
      await refetch();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (query.error && !seat) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!seat) return <p>{t('common.loading')}</p>;
  const base = `/play/${encodeURIComponent(eventId)}`;
  return (
    <section className="stack draft-page" data-testid="draft-page" data-finished={seat.finished}>
      <h2>{t('draft.title')}</h2>
      {seat.finished ? (
        <p className="notice" data-testid="draft-finished">
          {t('draft.finished')}{' '}
          <PlayerLink href={`${base}/build`} data-testid="draft-build-link">
            {t('digital.buildLink')}
          </PlayerLink>
        </p>
      ) : (
        <p data-testid="draft-status">
          {t('draft.packPick', { pack: seat.pack, pick: seat.pick ?? '—', direction: t(`draft.direction.${seat.passDirection}`) })}
          {secondsLeft !== null ? (
            <span className="draft-timer" role="timer" data-testid="draft-timer">
              {' '}
              {t('draft.timeLeft', { time: formatClock(secondsLeft) })}
            </span>
          ) : null}
          {seat.waiting > 0 ? <span className="muted small"> {t('draft.waitingPacks', { count: seat.waiting })}</span> : null}
        </p>
      )}
      {error ? <p className="error" role="alert">{error}</p> : null}
      {seat.inHand ? (
        <div className="draft-pack" data-testid="draft-pack">
          {seat.inHand.map((card) => (
            <button key={card.id} type="button" className="secondary draft-card" disabled={busy} onClick={() => void pick(card)} data-testid="draft-card" data-card-id={card.id} data-rarity={card.rarity}>
              <span>{card.name}</span>
              <span className="muted small">
                {card.colors.join('') || '—'} · {t(`draft.rarity.${card.rarity}`)}
                {card.foil ? ` · ${t('draft.foil')}` : ''}
              </span>
            </button>
          ))}
        </div>
      ) : !seat.finished ? (
        <p className="muted" data-testid="draft-waiting">
          {t('draft.waiting')}
        </p>
      ) : null}
      <details open={seat.finished}>
        <summary>{t('draft.myPicks', { count: seat.picks.length })}</summary>
        <ol data-testid="draft-picks">
          {seat.picks.map((card) => (
            <li key={card.id}>{card.name}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}

/** Whole seconds until `due` (an ISO date), counted down each second; null without a due time. */
function useSecondsUntil(due: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!due) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [due]);
  if (!due) return null;
  return Math.max(0, Math.round((new Date(due).getTime() - now) / 1000));
}
