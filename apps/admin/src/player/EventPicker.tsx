import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { EVENTS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatDateTime } from '../i18n/locale-format';
import { PlayerLink } from './PlayerLink';

/** The public list of events, newest first. */
export function EventPicker() {
  const { t, i18n } = useTranslation();
  const { data, error, loading } = useGraphQLQuery(EVENTS, {});
  return (
    <section>
      <h1>{t('player.events')}</h1>
      <p>
        <PlayerLink href="/play/join" className="button-link" data-testid="join-with-code">
          {t('player.joinWithCode')}
        </PlayerLink>
      </p>
      <p>
        <PlayerLink href="/play/mine" data-testid="my-events-link">
          {t('player.myEventsLink')}
        </PlayerLink>
        {' · '}
        <PlayerLink href="/play/calendar" data-testid="calendar-link">
          {t('calendar.link')}
        </PlayerLink>
      </p>
      {loading ? <p>{t('common.loading')}</p> : null}
      {error ? <p className="error" role="alert">{errorMessage(error)}</p> : null}
      <ul className="card-list" data-testid="public-event-list">
        {data?.events.map((event) => (
          <li key={event.id} className="card">
            <PlayerLink href={`/play/${event.id}`}>
              <strong>{event.name}</strong>
              <span className="muted">
                {' '}
                {t(`event.status.${event.status}`)}
                {event.startsAt ? ` · ${formatDateTime(event.startsAt, i18n.language)}` : ''}
              </span>
            </PlayerLink>
          </li>
        ))}
        {data && data.events.length === 0 ? <li className="muted">{t('player.noEvents')}</li> : null}
      </ul>
      <p className="muted">
        {t('player.staffPrompt')} <a href="/#/">{t('player.staffSignIn')}</a>
      </p>
    </section>
  );
}
