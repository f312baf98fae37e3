import { useEffect } from 'react';
import { MATCH_UPDATED, PAIRINGS_PUBLISHED, PUBLIC_EVENT, STANDINGS_UPDATED, type PublicEvent } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { useLivePatchedState } from '../live/use-live-patched-state';
import { withUpdatedMatch } from '../shared/pairing-rows';
import { roundIsOver } from '../shared/round-over';

export interface PublicEventState {
  event: PublicEvent | null | undefined;
  error: Error | undefined;
  loading: boolean;
  refetch: () => Promise<void>;
}

/**
 * The public view of an event, kept live: new pairings and results arrive through
 * subscriptions and are merged in place (no reload per result for every phone in the
 * venue), and a refetch answered from before one of them does not undo it; after a dropped
 * connection the whole event is loaded again.
 */
export function usePublicEvent(eventId: string): PublicEventState {
  const query = useGraphQLQuery(PUBLIC_EVENT, { eventId });
  const [event, patchEvent] = useLivePatchedState(query, (data) => data.event);

  useLiveSubscription(PAIRINGS_PUBLISHED, { eventId }, ({ pairingsPublished }) => {
    // Published pairings mean the event has started; the first playoff round's mean the playoffs have begun.
    // Round numbers only grow: an answer already past this round keeps its own.
    patchEvent((current) =>
      current && (current.currentRound?.number ?? 0) <= pairingsPublished.number
        ? { ...current, currentRound: pairingsPublished, status: statusAfterPairings(current.status, pairingsPublished.kind) }
        : current,
    );
  });
  useLiveSubscription(MATCH_UPDATED, { eventId }, ({ matchUpdated }) => {
    patchEvent((current) => {
      if (!current?.currentRound || current.currentRound.number !== matchUpdated.round) return current;
      return { ...current, currentRound: { ...current.currentRound, matches: withUpdatedMatch(current.currentRound.matches, matchUpdated) } };
    });
  });
  useOnReconnected(() => void query.refetch());
  // The final's result ends the event on the server: once a playoff round is over, read the status again.
  const { refetch } = query;
  const overPlayoffRound = event && event.status !== 'FINISHED' && event.currentRound?.kind === 'PLAYOFF' && roundIsOver(event.currentRound.matches) ? event.currentRound.id : null;
  useEffect(() => {
    if (overPlayoffRound) void refetch();
  }, [overPlayoffRound, refetch]);
  // Once the last round is over the organizer may end the event (End event announces the final standings): read the status again then.
  const mayEnd = !!event && event.status !== 'FINISHED' && event.status !== 'REGISTRATION' && !!event.currentRound && roundIsOver(event.currentRound.matches);
  useLiveSubscription(STANDINGS_UPDATED, mayEnd ? { eventId } : null, () => void refetch());

  return { event, error: query.error, loading: query.loading, refetch: query.refetch };
}

function statusAfterPairings(status: PublicEvent['status'], kind: NonNullable<PublicEvent['currentRound']>['kind']): PublicEvent['status'] {
  if (kind === 'PLAYOFF' && (status === 'RUNNING' || status === 'REGISTRATION')) return 'PLAYOFFS';
  return status === 'REGISTRATION' ? 'RUNNING' : status;
}
