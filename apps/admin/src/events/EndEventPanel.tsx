import { Alert, Button, Stack, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { END_EVENT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

/** The explicit last step: End event (confirmed), then a pointer to the final standings. */
export function EndEventPanel({ event }: { event: EventDetail }) {
  const { run, running } = useRunMutation();
  const refresh = useRefresh();
  if (event.status === 'FINISHED') {
    return event.cancelled ? null : (
      <Alert severity="success" data-testid="event-ended">
        This event has ended. The final standings are on the Standings tab, the big screen and the player page.
      </Alert>
    );
  }
  if (event.status === 'REGISTRATION') return null;
  const end = async () => {
    const question = `End "${event.name}" now? No more rounds can be paired; the final standings become official.`;
    if (!window.confirm(question)) return;
    if (await run(() => request(END_EVENT, { eventId: String(event.id) }), 'Event ended: final standings published')) refresh();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="secondary" onClick={() => void end()} disabled={running} data-testid="end-event">
        End event
      </Button>
      <Typography variant="body2" color="text.secondary">
        Once the last round is finished: playoff placings first, then Swiss order.
      </Typography>
    </Stack>
  );
}
