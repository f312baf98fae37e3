import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { EventDetail, StaffRole } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { ADD_STAFF } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { can } from '../admin/event-permissions';
import { useRunMutation } from '../admin/use-run-mutation';

/** Event summary, its public links, and (organizer) adding judges. */
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
      <Typography>Your roles: {event.myRoles.join(', ').toLowerCase() || 'none'}</Typography>
      <Stack direction="row" spacing={1}>
        <Button href={`/play/${id}`} target="_blank">
          Player page
        </Button>
        <Button href={`/screen/${id}`} target="_blank">
          Big screen
        </Button>
      </Stack>
      {can(event.myRoles, 'addStaff') ? <AddStaffForm eventId={String(event.id)} /> : null}
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

function AddStaffForm({ eventId }: { eventId: string }) {
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<StaffRole>('JUDGE');
  const { run, running } = useRunMutation();
  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const done = await run(() => request(ADD_STAFF, { eventId, userId: userId.trim(), role }), 'Staff added');
    if (done) setUserId('');
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-label="Add staff" data-testid="add-staff-form">
      <TextField size="small" label="User id" value={userId} onChange={(e) => setUserId(e.target.value)} required helperText="The judge's account id" />
      <TextField select size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
        <MenuItem value="JUDGE">Judge</MenuItem>
        <MenuItem value="ORGANIZER">Organizer</MenuItem>
      </TextField>
      <Button type="submit" disabled={running || !userId.trim()}>
        Add staff
      </Button>
    </Box>
  );
}
