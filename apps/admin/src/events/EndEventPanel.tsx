import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRefresh } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { END_EVENT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

/** The explicit last step: End event (confirmed), then a pointer to the final standings. */
export function EndEventPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { run, running } = useRunMutation();
  const refresh = useRefresh();
  if (event.status === 'FINISHED') {
    return event.cancelled ? null : (
      <Alert severity="success" data-testid="event-ended">
        {t('endEvent.ended')}
      </Alert>
    );
  }
  if (event.status === 'REGISTRATION') return null;
  const end = async () => {
    const question = t('endEvent.confirm', { name: event.name });
    if (!window.confirm(question)) return;
    if (await run(() => request(END_EVENT, { eventId: String(event.id) }), t('endEvent.done'))) refresh();
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="secondary" onClick={() => void end()} disabled={running} data-testid="end-event">
        {t('endEvent.button')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('endEvent.hint')}
      </Typography>
    </Stack>
  );
}
