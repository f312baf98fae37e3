import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { EVENT_CALENDAR } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatDateTime } from '../i18n/locale-format';
import { PlayerLink } from './PlayerLink';

/** The store's calendar (/play/calendar, public): upcoming and current events, soonest first, with a way to join each. */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  const { data, error, loading } = useGraphQLQuery(EVENT_CALENDAR, {});
  return (
    <section>
      <PlayerLink href="/play" className="muted small">
        {t('player.backToEvents')}
      </PlayerLink>
      <h1>{t('calendar.title')}</h1>
      {loading ? <p>{t('common.loading')}</p> : null}
      {error ? <p className="error" role="alert">{errorMessage(error)}</p> : null}
      <ul className="card-list" data-testid="calendar-list">
        {data?.eventCalendar.map((event) => {
          const canJoin = event.registrationState === 'OPEN' || event.registrationState === 'FULL';
          return (
            <li key={event.id} className="card stack" data-testid="calendar-event" data-event-name={event.name}>
              <strong>
                <PlayerLink href={`/play/${event.id}`}>{event.name}</PlayerLink>
              </strong>
              <span data-testid="calendar-when">{event.startsAt ? formatDateTime(event.startsAt, i18n.language) : t('calendar.undated')}</span>
              <span className="muted">
                {t(`calendar.format.${event.format}`)}
                {event.location ? ` · ${event.location}` : ''}
              </span>
              <span data-testid="calendar-registration">{t(`registrationState.${event.registrationState}`)}</span>
              {canJoin ? (
                <PlayerLink href={`/play/join?code=${event.joinCode}`} className="button-link" data-testid="calendar-join">
                  {t(event.registrationState === 'FULL' ? 'calendar.joinWaitlist' : 'calendar.join')}
                </PlayerLink>
              ) : null}
            </li>
          );
        })}
        {data && data.eventCalendar.length === 0 ? <li className="muted">{t('calendar.empty')}</li> : null}
      </ul>
    </section>
  );
}
