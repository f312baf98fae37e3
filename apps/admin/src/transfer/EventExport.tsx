import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { EXPORT_EVENT } from '../graphql/operations';
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
  if (!event) return null;
  const exportFile = () =>
    run(async () => {
      const { exportEvent } = await request(EXPORT_EVENT, { eventId: String(event.id) });
      download(`${event.name.replace(/[^\w.-]+/g, '-')}.json`, exportEvent);
    }, 'Event file downloaded');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        The event file holds players, rounds, results, drops and late entries. Check standings offline with <code>npx arbiter standings --event file.json</code>, or
        pair a round when the network is down with <code>npx arbiter pair</code>.
      </Typography>
      <Button variant="contained" onClick={() => void exportFile()} disabled={running} data-testid="export-event-button">
        Download event file
      </Button>
    </Stack>
  );
}
