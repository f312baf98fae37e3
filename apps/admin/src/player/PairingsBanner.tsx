import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_ENTRY, type PublicEvent } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { getSession, subscribeSession } from '../session/session-store';
import { pairingNoticeFor } from './pairing-notice';
import { PlayerLink } from './PlayerLink';
import { rememberedName } from './remembered-name';

/**
 * In-page notice when a new round's pairings go up while the page is open (the live
 * `pairingsPublished`): the reader's table and opponent, with a link to My match.
 */
export function PairingsBanner({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const entry = useGraphQLQuery(MY_ENTRY, session ? { eventId: event.id } : null);
  const round = event.currentRound?.published ? event.currentRound : null;
  // Pairings already up when the page opened are no news.
  const openedWith = useRef(round?.id ?? null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!round || round.id === openedWith.current || round.id === dismissed || event.status === 'FINISHED') return null;

  const notice = pairingNoticeFor(round.matches, { playerId: entry.data?.event?.myPlayer?.id ?? null, name: session ? '' : rememberedName(event.id) });
  const base = `/play/${encodeURIComponent(event.id)}`;
  const text =
    notice.kind === 'table'
      ? t('player.paired.table', { number: round.number, table: notice.table, opponent: notice.opponent })
      : notice.kind === 'bye'
        ? t('player.paired.bye', { number: round.number })
        : t('player.paired.round', { number: round.number });
  return (
    <div className="pairing-banner" role="status" data-testid="pairings-banner">
      <span>
        <strong>{text}</strong>{' '}
        <PlayerLink href={notice.kind === 'unknown' ? base : `${base}/me`} onClick={() => setDismissed(round.id)} data-testid="pairings-banner-link">
          {notice.kind === 'unknown' ? t('player.paired.seePairings') : t('player.paired.myMatch')}
        </PlayerLink>
      </span>
      <button type="button" className="secondary" onClick={() => setDismissed(round.id)} aria-label={t('player.paired.dismiss')}>
        {t('player.paired.ok')}
      </button>
    </div>
  );
}
