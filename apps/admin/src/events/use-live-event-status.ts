import { useRefresh } from 'react-admin';
import { request } from '../graphql/graphql-client';
import { EVENT_STATUS } from '../graphql/operations';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';

/**
 * Keeps the event page's status current without a reload: the final's result ends the event
 * and the first playoff pairings start the playoffs on the server, so after live changes the
 * status is read again (one small query) and the page reloads its record only when it moved.
 */
export function useLiveEventStatus(eventId: string | undefined, status: string | undefined): void {
  const refresh = useRefresh();
  useEventLiveRefresh(eventId && status !== 'FINISHED' ? eventId : undefined, ['matches', 'pairings', 'standings'], () => {
    if (!eventId) return;
    request(EVENT_STATUS, { eventId }).then(
      (data) => {
        if (data.event && data.event.status !== status) refresh();
      },
      // A failed check changes nothing: the next live change checks again.
      () => undefined,
    );
  });
}
