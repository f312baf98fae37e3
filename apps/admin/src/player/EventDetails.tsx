import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../graphql/operations';

/** Where the event is and what players should know, as the organizer wrote it. */
export function EventDetails({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  if (!event.location && !event.description) return null;
  return (
    <div className="stack" data-testid="event-details">
      {event.location ? <p className="muted small" data-testid="event-location">{t('player.location', { location: event.location })}</p> : null}
      {event.description ? <p style={{ whiteSpace: 'pre-line' }} data-testid="event-description">{event.description}</p> : null}
    </div>
  );
}
