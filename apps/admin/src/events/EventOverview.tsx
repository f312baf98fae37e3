import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { can } from '../admin/event-permissions';
import { StaffPanel } from '../staff';
import { EndEventPanel } from './EndEventPanel';

/** Event summary, its join code and public links, the End event step, and the staff. */
export function EventOverview() {
  const event = useRecordContext<EventDetail>();
  // react-admin first shows the events list's row (no detail fields) while the event loads.
  if (!event?.sanctioning) return null;
  const id = encodeURIComponent(String(event.id));
  return (
    <Stack spacing={2}>
      <Typography data-testid="event-summary">
        {event.format.toLowerCase()} · {event.rel.toLowerCase()} REL · {event.status.toLowerCase()}
        {event.startsAt ? ` · starts ${new Date(event.startsAt).toLocaleString()}` : ''}
      </Typography>
      <Typography>
        {event.swissRounds} Swiss rounds · {event.topCut ? `Top ${event.topCut}` : 'no playoff'} · best of {event.gamesPerMatch} (finals best of {event.finalsGamesPerMatch}) ·{' '}
        {event.roundMinutes}-minute rounds
      </Typography>
      <DecklistSummary event={event} />
      {event.cancelled ? (
        <Alert severity="error" data-testid="cancelled-notice">
          This event was cancelled: it is not rated, and its event report says so.
        </Alert>
      ) : null}
      <SanctioningNotice event={event} />
      {event.importWarnings.length > 0 ? (
        <Alert severity="warning" data-testid="import-warnings">
          This event was imported with {event.importWarnings.length} result{event.importWarnings.length === 1 ? '' : 's'} the match length does not allow, kept as the other software
          recorded them: {event.importWarnings.join('; ')}
        </Alert>
      ) : null}
      {event.structureWarnings.map((warning) => (
        <Alert key={warning} severity="warning" data-testid="structure-warning">
          {warning}
        </Alert>
      ))}
      <Typography data-testid="join-code">
        Event code <strong style={{ letterSpacing: '0.15em' }}>{event.joinCode}</strong> · players join at {window.location.host}/play/join
        {event.capacity ? ` · up to ${event.capacity} players sign up themselves` : ''}
      </Typography>
      <Typography>Your roles: {event.myRoles.join(', ').toLowerCase() || 'none'}</Typography>
      <Stack direction="row" spacing={1}>
        <Button href={`/play/${id}`} target="_blank">
          Player page
        </Button>
        <Button href={`/screen/${id}`} target="_blank">
          Big screen
        </Button>
      </Stack>
      {can(event.myRoles, 'endEvent') ? <EndEventPanel event={event} /> : null}
      {can(event.myRoles, 'viewStaff') ? <StaffPanel eventId={String(event.id)} canManage={can(event.myRoles, 'addStaff')} /> : null}
    </Stack>
  );
}

/** What decklists are checked against, with the card data's date (legality is as of that day). */
function DecklistSummary({ event }: { event: EventDetail }) {
  const database = useGraphQLQuery(CARD_DATABASE, {});
  return (
    <Typography data-testid="event-decklist-summary">
      Decklists checked against {event.decklistFormat}
      {database.data ? ` (card data of ${database.data.cardDatabase.dataDate})` : ''}
      {event.decklistDeadline ? ` · deadline ${new Date(event.decklistDeadline).toLocaleString()}` : ''}
      {event.decklistsPublished ? ' · published after the event' : ''}
    </Typography>
  );
}

/** Sanctioned or not, in words: a warning while registrations are below the minimum. */
function SanctioningNotice({ event }: { event: EventDetail }) {
  const { sanctioning } = event;
  const severity = sanctioning.sanctioned ? 'success' : sanctioning.reason === 'BELOW_MINIMUM' ? 'warning' : 'info';
  const title = sanctioning.sanctioned ? 'Sanctioned event' : 'Unsanctioned event';
  const edition = event.rulesEdition === 'SEED_FLOOR_RULES' ? 'DCI Floor Rules (older edition)' : "today's tournament rules";
  return (
    <Alert severity={severity} data-testid="sanctioning-notice">
      <strong>{title}</strong> under {edition}. {sanctioning.explanation}
      {sanctioning.requested && !sanctioning.decided ? ' Its organizer and judges cannot also play in it.' : ''}
    </Alert>
  );
}
