import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock } from '../clock/use-round-clock';
import type { Match, PlayerRef } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { DROP_PLAYER, MY_ENTRY, MY_PAIRING, type PublicEvent } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { getSession, setSession, subscribeSession } from '../session/session-store';
import { resultFromSide } from '../shared/pairing-rows';
import { PlayerLink } from './PlayerLink';
import { ReportResultForm } from './ReportResultForm';
import { SignInForm } from './SignInForm';

const rememberedNameKey = (eventId: string) => `arbiter.myName.${eventId}`;

/** "Where do I sit": the caller's match by name, the clock, and (signed in) report and drop. */
export function MyMatchPage({ event }: { event: PublicEvent }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [name, setName] = useState(() => window.localStorage.getItem(rememberedNameKey(event.id)) ?? '');
  const [searchedName, setSearchedName] = useState(name);
  const [found, setFound] = useState<Match | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const roundKey = event.currentRound ? `${event.currentRound.id}:${event.currentRound.published}` : 'none';

  useEffect(() => {
    if (!searchedName.trim()) return;
    let cancelled = false;
    request(MY_PAIRING, { eventId: event.id, playerName: searchedName.trim() }).then(
      (data) => {
        if (cancelled) return;
        setFound(data.myPairing);
        setError(null);
      },
      (caught: unknown) => {
        if (!cancelled) setError(errorMessage(caught));
      },
    );
    return () => {
      cancelled = true;
    };
    // A newly published round changes the answer.
  }, [event.id, searchedName, roundKey]);

  const search = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    window.localStorage.setItem(rememberedNameKey(event.id), name.trim());
    setSearchedName(name.trim());
  };

  // The event's live copy of the match carries results as they arrive.
  const liveMatch = found ? (event.currentRound?.matches.find((match) => match.id === found.id) ?? found) : found;

  return (
    <section className="stack">
      <form className="search" onSubmit={search} aria-label="Find my pairing">
        <label>
          <span>Your name as registered</span>
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" data-testid="my-pairing-name" />
        </label>
        <button type="submit" data-testid="my-pairing-submit">
          Find my table
        </button>
      </form>
      {error ? <p className="error" role="alert">{error}</p> : null}
      {searchedName && found === null ? <p data-testid="my-pairing-none">No pairing for “{searchedName}” in the current round.</p> : null}
      {liveMatch ? <MatchCard event={event} match={liveMatch} playerName={searchedName} /> : null}
      {session ? <SignedInPlayer event={event} /> : <SignInForm />}
    </section>
  );
}

function MatchCard({ event, match, playerName }: { event: PublicEvent; match: Match; playerName: string }) {
  const side = match.players.findIndex((player) => player.name.toLowerCase() === playerName.toLowerCase());
  const me = match.players[side] ?? match.players[0];
  const opponent = match.bye ? null : match.players.find((player) => player.id !== me?.id);
  const clock = useRoundClock(event.id, event.currentRound?.id);
  const result = resultFromSide(match, side === 1 ? 1 : 0);
  return (
    <article className="card my-match" data-testid="my-match">
      <p className="muted">Round {match.round}</p>
      <p className="big">{match.bye ? 'Bye' : `Table ${match.table}`}</p>
      <p>
        {me?.name} {opponent ? <>vs <strong>{opponent.name}</strong></> : null}
      </p>
      <p>
        Result: <span data-testid="my-match-result">{result ?? (match.status === 'DISPUTED' ? 'disputed, a judge is coming' : 'not reported')}</span>
      </p>
      <p>
        Clock: <ClockFace view={clock} />
      </p>
    </article>
  );
}

function SignedInPlayer({ event }: { event: PublicEvent }) {
  const entry = useGraphQLQuery(MY_ENTRY, { eventId: event.id });
  const [droppedNow, setDroppedNow] = useState(false);
  const [confirmingDrop, setConfirmingDrop] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState<Match | null>(null);
  const me: PlayerRef | null | undefined = entry.data?.event?.myPlayer;
  const session = getSession();

  if (entry.error) return <p className="error" role="alert">{entry.error.message}</p>;
  if (!entry.data) return null;
  if (!me) {
    return (
      <p className="muted">
        Signed in as {session?.user.displayName}, who is not registered in this event.{' '}
        {session ? <PlayerLink href={`/play/profile/${encodeURIComponent(session.user.id)}`}>My ratings</PlayerLink> : null}{' '}
        <button type="button" className="link-button" onClick={() => setSession(null)}>
          Sign out
        </button>
      </p>
    );
  }

  const published = event.currentRound?.published ? event.currentRound : null;
  const liveMatch = published?.matches.find((match) => match.players.some((player) => player.id === me.id));
  const myMatch = reported && liveMatch && reported.id === liveMatch.id && liveMatch.status === 'PENDING' ? reported : liveMatch;

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
        Signed in as {me.name}.{' '}
        {session ? <PlayerLink href={`/play/profile/${encodeURIComponent(session.user.id)}`}>My ratings</PlayerLink> : null}{' '}
        <button type="button" className="link-button" onClick={() => setSession(null)}>
          Sign out
        </button>
      </p>
      {myMatch && !myMatch.bye && !dropped ? <ReportResultForm match={myMatch} onReported={setReported} /> : null}
      {dropped ? (
        <p data-testid="dropped-notice">You have dropped from this event.</p>
      ) : confirmingDrop ? (
        <div className="row">
          <button type="button" className="danger" onClick={drop} data-testid="drop-confirm">
            Yes, drop me from the event
          </button>
          <button type="button" onClick={() => setConfirmingDrop(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="secondary" onClick={() => setConfirmingDrop(true)} data-testid="drop-button">
          Drop from event
        </button>
      )}
      {error ? <p className="error" role="alert">{error}</p> : null}
    </section>
  );
}
