import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { CANCEL_EVENT, EVENT_REPORT, EXPORT_EVENT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the event file (event-files.md): the same JSON the `arbiter` CLI reads. */
export function EventExport() {
  const event = useRecordContext<EventDetail>();
  const { run, running } = useRunMutation();
  const refresh = useRefresh();
  if (!event) return null;
  const exportFile = () =>
    run(async () => {
      const { exportEvent } = await request(EXPORT_EVENT, { eventId: String(event.id) });
      download(`${event.name.replace(/[^\w.-]+/g, '-')}.json`, exportEvent);
    }, 'Event file downloaded');
  const exportReport = () =>
    run(async () => {
      const { eventReport } = await request(EVENT_REPORT, { eventId: String(event.id) });
      download(`${event.name.replace(/[^\w.-]+/g, '-')}-report.json`, eventReport);
    }, 'Event report downloaded');
  const cancel = () =>
    run(async () => {
      if (!window.confirm(`Cancel "${event.name}"? It ends now, is not rated, and its report says it was cancelled.`)) return;
      await request(CANCEL_EVENT, { eventId: String(event.id) });
      refresh();
    }, 'Event cancelled');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        The event file holds players, rounds, results, drops and late entries. Check standings offline with <code>npx arbiter standings --event file.json</code>, or
        pair a round when the network is down with <code>npx arbiter pair</code>.
      </Typography>
      <Button variant="contained" onClick={() => void exportFile()} disabled={running} data-testid="export-event-button">
        Download event file
      </Button>
      <Typography>
        The event report is what you send for sanctioning: players with their Wizards ids, staff, every round and result, penalties, structure, REL and whether the event
        was sanctioned. It is ready once the event is finished or cancelled.
      </Typography>
      <Button variant="outlined" onClick={() => void exportReport()} disabled={running || event.status !== 'FINISHED'} data-testid="export-report-button">
        Download event report
      </Button>
      {event.status !== 'FINISHED' ? (
        <Button color="error" onClick={() => void cancel()} disabled={running} data-testid="cancel-event-button">
          Cancel this event
        </Button>
      ) : null}
    </Stack>
  );
}
