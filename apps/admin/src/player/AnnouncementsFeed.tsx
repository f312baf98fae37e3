import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../announcements';
import { formatTime } from '../i18n/locale-format';

/** The staff's announcements on every event page: the latest in view (called out when it just arrived), earlier ones folded. */
export function AnnouncementsFeed({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const { announcements, arrivedId } = useAnnouncements(eventId);
  if (!announcements || announcements.length === 0) return null;
  const [latest, ...earlier] = announcements;
  return (
    <section className="announcements" aria-label={t('announcements.title')} data-testid="announcements">
      <p className={latest.id === arrivedId ? 'announcement latest arrived' : 'announcement latest'} role="status" data-testid="latest-announcement">
        <strong>{latest.id === arrivedId ? t('announcements.new') : t('announcements.fromOrganizer')}</strong> {latest.text}{' '}
        <span className="muted small">{formatTime(latest.sentAt, i18n.language)}</span>
      </p>
      {earlier.length > 0 ? (
        <details>
          <summary className="small">{t('announcements.earlier', { number: earlier.length })}</summary>
          <ul className="announcement-list" data-testid="earlier-announcements">
            {earlier.map((announcement) => (
              <li key={announcement.id} className="announcement">
                {announcement.text} <span className="muted small">{formatTime(announcement.sentAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
