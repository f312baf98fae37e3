import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRecordContext } from 'react-admin';
import { isEventRole, type EventDetail } from '../graphql/api-types';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { useApiWording } from '../i18n/api-wording';
import { formatDateTime } from '../i18n/locale-format';
import { can } from '../admin/event-permissions';
import { StaffPanel } from '../staff';
import { AnnouncementsPanel } from '../announcements';
import { EndEventPanel } from './EndEventPanel';
import { DuplicateEventButton } from './DuplicateEventButton';

/** Event summary, its join code and public links, the End event step, and the staff. */
export function EventOverview() {
  const { t, i18n } = useTranslation();
  const wording = useApiWording();
  const event = useRecordContext<EventDetail>();
  // react-admin first shows the events list's row (no detail fields) while the event loads.
  if (!event?.sanctioning) return null;
  const id = encodeURIComponent(String(event.id));
  return (
    <Stack spacing={2}>
      <Typography data-testid="event-summary">
        {t('overview.summary', { format: t(`overview.format.${event.format}`), rel: t(`event.rel.${event.rel}`), status: t(`event.status.${event.status}`) })}
        {event.startsAt ? t('overview.starts', { at: formatDateTime(event.startsAt, i18n.language) }) : ''}
      </Typography>
      <Typography>
        {t('overview.structure', {
          rounds: event.swissRounds,
          cut: event.topCut ? t('overview.topCut', { cut: event.topCut }) : t('overview.noPlayoff'),
          games: event.gamesPerMatch,
          finals: event.finalsGamesPerMatch,
          minutes: event.roundMinutes,
        })}
      </Typography>
      <DecklistSummary event={event} />
      {event.cancelled ? (
        <Alert severity="error" data-testid="cancelled-notice">
          {t('overview.cancelled')}
        </Alert>
      ) : null}
      <SanctioningNotice event={event} />
      {event.importWarnings.length > 0 ? (
        <Alert severity="warning" data-testid="import-warnings">
          {t(event.importWarnings.length === 1 ? 'overview.importOne' : 'overview.importMany', { results: event.importWarnings.length, list: event.importWarnings.join(t('overview.listSeparator')) })}
        </Alert>
      ) : null}
      {event.structureWarningDetails.map((warning) => (
        <Alert key={warning.code} severity="warning" data-testid="structure-warning">
          {wording(warning.message, () =>
            t(`overview.structureWarning.${warning.code}`, { roundMinutes: warning.roundMinutes, recommendedMinutes: warning.recommendedMinutes, minimumMinutes: warning.minimumMinutes }),
          )}
        </Alert>
      ))}
      <Typography data-testid="join-code">
        {t('overview.joinCode')} <strong style={{ letterSpacing: '0.15em' }}>{event.joinCode}</strong>
        {t('overview.joinAt', { url: `${window.location.host}/play/join` })}
        {event.capacity ? t('overview.capacity', { capacity: event.capacity }) : ''}
      </Typography>
      <Typography data-testid="registration-summary">
        {t(`registrationState.${event.registrationState}`)}
        {event.registrationOpensAt ? t('overview.registrationOpens', { at: formatDateTime(event.registrationOpensAt, i18n.language) }) : ''}
        {event.registrationClosesAt ? t('overview.registrationCloses', { at: formatDateTime(event.registrationClosesAt, i18n.language) }) : ''}
        {event.location ? t('overview.location', { location: event.location }) : ''}
      </Typography>
      {event.description ? (
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="event-description">
          {event.description}
        </Typography>
      ) : null}
      <Typography>
        {t('overview.roles', {
          roles:
            event.myRoles
              .filter(isEventRole)
              .map((role) => t(`role.${role}`))
              .join(t('overview.roleSeparator')) || t('overview.noRoles'),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button href={`/play/${id}`} target="_blank">
          {t('overview.playerPage')}
        </Button>
        <Button href={`/screen/${id}`} target="_blank">
          {t('overview.bigScreen')}
        </Button>
        {can(event.myRoles, 'editEvent') ? <DuplicateEventButton event={event} /> : null}
      </Stack>
      {can(event.myRoles, 'endEvent') ? <EndEventPanel event={event} /> : null}
      {can(event.myRoles, 'sendAnnouncements') ? <AnnouncementsPanel eventId={String(event.id)} /> : null}
      {can(event.myRoles, 'viewStaff') ? <StaffPanel eventId={String(event.id)} canManage={can(event.myRoles, 'addStaff')} /> : null}
    </Stack>
  );
}

/** What decklists are checked against, with the card data's date (legality is as of that day). */
function DecklistSummary({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const database = useGraphQLQuery(CARD_DATABASE, {});
  return (
    <Typography data-testid="event-decklist-summary">
      {t('overview.decklists', { format: event.decklistFormat })}
      {database.data ? t('overview.cardData', { date: database.data.cardDatabase.dataDate }) : ''}
      {event.decklistDeadline ? t('overview.deadline', { at: formatDateTime(event.decklistDeadline, i18n.language) }) : ''}
      {event.decklistsPublished ? t('decklistsPanel.published') : ''}
    </Typography>
  );
}

/** Sanctioned or not, in words: a warning while registrations are below the minimum. */
function SanctioningNotice({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const apiWording = useApiWording();
  const { sanctioning } = event;
  const severity = sanctioning.sanctioned ? 'success' : sanctioning.reason === 'BELOW_MINIMUM' ? 'warning' : 'info';
  const title = t(sanctioning.sanctioned ? 'overview.sanctioned' : 'overview.unsanctioned');
  const edition = t(`overview.edition.${event.rulesEdition === 'SEED_FLOOR_RULES' ? 'SEED_FLOOR_RULES' : 'CURRENT'}`);
  const explanation = apiWording(sanctioning.explanation, () => t(`overview.sanctioning.${sanctioning.sanctioned ? 'SANCTIONED' : (sanctioning.reason ?? 'ORGANIZER_CHOICE')}`, { minimum: sanctioning.minimum }));
  return (
    <Alert severity={severity} data-testid="sanctioning-notice">
      <strong>{title}</strong>
      {t('overview.under', { edition })} {explanation}
      {sanctioning.requested && !sanctioning.decided ? t('overview.staffCannotPlay') : ''}
    </Alert>
  );
}
