import { DESK, ROUND_CONTROL } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';

/** Players and the current round's matches: what the judge screens pick from. */
export function useJudgeContext(eventId: string | undefined) {
  const desk = useGraphQLQuery(DESK, eventId ? { eventId } : null);
  const rounds = useGraphQLQuery(ROUND_CONTROL, eventId ? { eventId } : null);
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void rounds.refetch());
  return {
    loading: desk.loading || rounds.loading,
    error: desk.error ?? rounds.error,
    players: desk.data?.event?.players ?? [],
    rel: desk.data?.event?.rel ?? 'REGULAR',
    round: rounds.data?.event?.currentRound ?? null,
    refetchRound: rounds.refetch,
  };
}
