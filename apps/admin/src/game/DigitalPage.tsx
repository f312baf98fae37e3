import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DIGITAL_ENTRY } from '../graphql/game-operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { PlayerLink } from '../player/PlayerLink';
import { SignInForm } from '../player/SignInForm';
import { getSession, subscribeSession } from '../session/session-store';

/** A digital event for the signed-in player: the draft or the pool, the deck, and the table to play at. */
export function DigitalPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const entry = useGraphQLQuery(DIGITAL_ENTRY, session ? { eventId } : null);
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void entry.refetch());
  if (!session) return <SignInForm />;
  if (entry.error && !entry.data) return <p className="error" role="alert">{errorMessage(entry.error)}</p>;
  if (!entry.data) return <p>{t('common.loading')}</p>;
  const me = entry.data.event?.myPlayer ?? null;
  const setUp = entry.data.limitedSetUp;
  const round = entry.data.event?.currentRound ?? null;
  const myMatch = me && round?.published ? (round.matches.find((m) => !m.bye && m.players.some((p) => p.id === me.id)) ?? null) : null;
  const base = `/play/${encodeURIComponent(eventId)}`;
  if (!me) return <p className="muted" data-testid="digital-not-registered">{t('digital.notRegistered')}</p>;
  return (
    <section className="stack" data-testid="digital-page">
      {setUp ? (
        <article className="card">
          <p>{t(setUp.product === 'DRAFT' ? 'digital.draftOf' : 'digital.sealedOf', { set: setUp.setName })}</p>
          {!setUp.started ? <p className="muted small">{t('digital.notStarted')}</p> : null}
          <p className="row">
            {setUp.product === 'DRAFT' ? (
              <PlayerLink href={`${base}/draft`} className="button-link" data-testid="digital-draft-link">
                {t('digital.draftLink')}
              </PlayerLink>
            ) : null}
            <PlayerLink href={`${base}/build`} className="button-link" data-testid="digital-build-link">
              {t('digital.buildLink')}
            </PlayerLink>
          </p>
        </article>
      ) : null}
      <article className="card">
        {myMatch ? (
          <>
            <p>{t('player.round', { number: round?.number })}</p>
            <p>
              {myMatch.players.map((p) => p.name).join(` ${t('player.match.versus')} `)} ·{' '}
              {myMatch.status === 'FINAL' ? t('digital.matchOver', { wins: (myMatch.wins ?? []).join('–') }) : t('digital.matchInProgress')}
            </p>
            <PlayerLink href={`${base}/game/${encodeURIComponent(myMatch.id)}`} className="button-link" data-testid="digital-game-link">
              {t('digital.openGame')}
            </PlayerLink>
          </>
        ) : (
          <p className="muted" data-testid="digital-no-match">
            {t('digital.noMatch')}
          </p>
        )}
      </article>
    </section>
  );
}
