import { useState } from 'react';
import { ANNOUNCEMENT_MADE, ANNOUNCEMENTS, type Announcement } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { useLivePatchedState } from '../live/use-live-patched-state';

export interface AnnouncementsState {
  /** Newest first; undefined until loaded. */
  announcements: Announcement[] | undefined;
  /** The id of the latest announcement that arrived live while the page was open (to call attention to it). */
  arrivedId: string | null;
  error: Error | undefined;
}

/** An announcement added to a newest-first list, once. */
export function withAnnouncement(list: readonly Announcement[], announcement: Announcement): Announcement[] {
  return [announcement, ...list.filter((known) => known.id !== announcement.id)];
}

/** The event's announcements, newest first, kept live by `announcementMade`; read again after a reconnection. */
export function useAnnouncements(eventId: string): AnnouncementsState {
  const query = useGraphQLQuery(ANNOUNCEMENTS, { eventId });
  const [announcements, patchAnnouncements] = useLivePatchedState(query, (data): Announcement[] => data.event?.announcements ?? []);
  const [arrivedId, setArrivedId] = useState<string | null>(null);
  useLiveSubscription(ANNOUNCEMENT_MADE, { eventId }, ({ announcementMade }) => {
    patchAnnouncements((current) => withAnnouncement(current, announcementMade));
    setArrivedId(announcementMade.id);
  });
  useOnReconnected(() => void query.refetch());
  return { announcements, arrivedId, error: query.error };
}
