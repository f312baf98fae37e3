import { useEffect, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock } from '../clock/use-round-clock';
import type { Match, PlayerRef } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { DROP_PLAYER, MY_ENTRY, MY_REPORT, type PublicEvent } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { getSession, setSession, subscribeSession } from '../session/session-store';
import { findMyTable, resultFromSide } from '../shared/pairing-rows';
import { roundIsOver } from '../shared/round-over';
import { MatchHistory } from './MatchHistory';
import { PlayerLink } from './PlayerLink';
import { rememberedName, rememberName } from './remembered-name';
import { ReportResultForm } from './ReportResultForm';
import { SignInForm } from './SignInForm';
import { TeamMatchNote } from './TeamMatchNote';
import { useMyTeamId } from './use-team-rosters';


/** "Where do I sit": signed in and registered, the player's own match at once; otherwise found by name. */
export function MyMatchPage({ event }: { event: PublicEvent }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  if (session) return <SignedInPlayer event={event} />;
  return (
    <section className="stack">
      <FindMyTable event={event} />
      <SignInForm />
    </section>
  );
}

function FindMyTable({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const [name, setName] = useState(() => rememberedName(event.id));
  const [searchedName, setSearchedName] = useState(name);
  const round = event.currentRound?.published ? event.currentRound : null;
  // The event's live copy of the round carries new pairings and results as they arrive.
  const found = round && searchedName ? findMyTable(round.matches, searchedName) : [];

  const search = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    rememberName(event.id, name.trim());
    setSearchedName(name.trim());
  };
  const choose = (fullName: string) => {
    rememberName(event.id, fullName);
    setName(fullName);
    setSearchedName(fullName);
  };

  return (
    <>
      <form className="search" onSubmit={search} aria-label={t('player.match.findLabel')}>
        <label>
          <span>{t('player.match.yourName')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" data-testid="my-pairing-name" />
        </label>
        <button type="submit" data-testid="my-pairing-submit">
          {t('player.match.findTable')}
        </button>
      </form>
      {searchedName && !round ? <p data-testid="my-pairing-none">{t('player.match.noRoundYet')}</p> : null}
      {searchedName && round && found.length === 0 ? <p data-testid="my-pairing-none">{t('player.match.noPairing', { name: searchedName })}</p> : null}
      {found.length > 1 ? (
        <div className="stack" data-testid="my-pairing-choices">
          <p>{t('player.match.severalFound', { number: found.length })}</p>
          {found.map((row) => (
            <button key={`${row.match.id}:${row.player.id}`} type="button" onClick={() => choose(row.player.name)} data-testid="my-pairing-choice">
              {row.player.name}
            </button>
          ))}
        </div>
      ) : null}
      {found.length === 1 ? <MatchCard event={event} match={found[0].match} side={found[0].match.players[0]?.id === found[0].player.id ? 0 : 1} /> : null}
    </>
  );
}

/** The match from one player's side: table, opponent, result and the round clock (stopped once the round is over). */
function MatchCard({ event, match, side }: { event: PublicEvent; match: Match; side: 0 | 1 }) {
  const { t } = useTranslation();
  const me = match.players[side];
  const opponent = match.bye ? null : match.players[1 - side];
  const clock = useRoundClock(event.id, event.currentRound?.id);
  const roundOver = roundIsOver(event.currentRound?.matches ?? []);
  const result = match.status === 'FINAL' ? resultFromSide(match, side) : null;
  return (
    <article className="card my-match" data-testid="my-match">
      <p className="muted">{t('player.round', { number: match.round })}</p>
      <p className="big">{match.bye ? t('player.match.bye') : t('player.match.table', { table: match.table })}</p>
      <p>
        {me?.name}{' '}
        {opponent ? (
          <>
            {t('player.match.versus')} <strong data-testid="my-match-opponent">{opponent.name}</strong>
          </>
        ) : null}
      </p>
      <p>
        {t('player.match.result')} <span data-testid="my-match-result">{result ?? (match.status === 'FINAL' ? '' : t(`player.match.status.${match.status}`))}</span>
      </p>
      <p>
        {t('player.match.clock')} <ClockFace view={clock} stopped={roundOver ? 'ROUND_OVER' : null} />
      </p>
    </article>
  );
}

function SignedInPlayer({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const entry = useGraphQLQuery(MY_ENTRY, { eventId: event.id });
  const me: PlayerRef | null | undefined = entry.data?.event?.myPlayer;
  const session = getSession();

  if (entry.error) return <p className="error" role="alert">{errorMessage(entry.error)}</p>;
  if (!entry.data) return null;
  const account = (
    <>
      {session ? <PlayerLink href={`/play/profile/${encodeURIComponent(session.user.id)}`}>{t('player.match.myRatings')}</PlayerLink> : null}{' '}
      <button type="button" className="link-button" onClick={() => setSession(null)}>
        {t('player.match.signOut')}
      </button>
    </>
  );
  if (!me) {
    return (
      <section className="stack">
        <FindMyTable event={event} />
        <p className="muted" data-testid="not-registered">
          {t('player.match.notRegistered', { name: session?.user.displayName })} {account}
        </p>
      </section>
    );
  }
  return <RegisteredPlayer event={event} me={me} account={account} />;
}

function RegisteredPlayer({ event, me, account }: { event: PublicEvent; me: PlayerRef; account: ReactNode }) {
  const { t } = useTranslation();
  const [droppedNow, setDroppedNow] = useState(false);
  const [confirmingDrop, setConfirmingDrop] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState<Match | null>(null);

  const published = event.currentRound?.published ? event.currentRound : null;
  // Two-Headed Giant: the match is stored between the seat-A players; seat B finds it by team.
  const myTeamId = useMyTeamId(event);
  const liveMatch = published?.matches.find((match) => match.players.some((player) => player.id === me.id) || (myTeamId !== null && !match.teamSeat && match.teams.some((team) => team.id === myTeamId)));
  // Just reported: this answer until the live copy catches up.
  const myMatch = reported && liveMatch && reported.id === liveMatch.id && liveMatch.status === 'PENDING' ? reported : liveMatch;
  const side: 0 | 1 = myMatch?.players[1]?.id === me.id || (myTeamId !== null && myMatch?.teams[1]?.id === myTeamId) ? 1 : 0;

  // The player's own report, read again whenever their match changes (a report, a confirmation, a judge's result).
  const reportKey = myMatch ? `${myMatch.id}:${myMatch.status}:${myMatch.wins?.join('-') ?? ''}` : null;
  const reports = useGraphQLQuery(MY_REPORT, myMatch && !myMatch.bye ? { eventId: event.id } : null);
  const { refetch } = reports;
  useEffect(() => {
    if (reportKey) void refetch();
  }, [reportKey, refetch]);
  const myReport = reports.data?.event?.currentRound?.matches.find((match) => match.id === myMatch?.id)?.myReport ?? null;

  const drop = async () => {
    setError(null);
    try {
      await request(DROP_PLAYER, { eventId: event.id, playerId: me.id });
      setDroppedNow(true);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  const dropped = me.dropped || droppedNow;
  return (
    <section className="stack" data-testid="signed-in-player">
      <p className="muted">
        {t('player.signedInAs', { name: me.name })} {account}
      </p>
      {myMatch ? (
        <MatchCard event={event} match={myMatch} side={side} />
      ) : (
        <p className="card" data-testid="my-match-none">
          {event.status === 'FINISHED'
            ? t('player.match.eventEnded')
            : published
              ? t('player.match.notPaired', { number: published.number })
              : event.currentRound
                ? t('player.match.comingSoon', { number: event.currentRound.number })
                : t('player.match.beforeFirstRound')}
        </p>
      )}
      {myMatch ? <TeamMatchNote match={myMatch} side={side} /> : null}
      {myMatch && !myMatch.bye && !dropped ? <ReportResultForm key={myMatch.id} match={myMatch} side={side} myReport={myReport} onReported={setReported} /> : null}
      {dropped ? (
        <p data-testid="dropped-notice">{t('player.match.dropped')}</p>
      ) : confirmingDrop ? (
        <div className="row">
          <button type="button" className="danger" onClick={drop} data-testid="drop-confirm">
            {t('player.match.dropConfirm')}
          </button>
          <button type="button" onClick={() => setConfirmingDrop(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="secondary" onClick={() => setConfirmingDrop(true)} data-testid="drop-button">
          {t('player.match.drop')}
        </button>
      )}
      {error ? <p className="error" role="alert">{error}</p> : null}
      <MatchHistory eventId={event.id} playerId={me.id} refreshKey={`${event.currentRound?.id ?? ''}:${reportKey ?? ''}:${event.status}`} />
    </section>
  );
}
