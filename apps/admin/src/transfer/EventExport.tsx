import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useRefresh } from 'react-admin';
import { Trans, useTranslation } from 'react-i18next';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { CANCEL_EVENT, EVENT_REPORT, EXPORT_EVENT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { downloadFile } from '../shared/download-file';

// The CLI's commands, typed as they are in any language.
const STANDINGS_COMMAND = 'npx arbiter standings --event file.json';
const PAIR_COMMAND = 'npx arbiter pair';

/** Downloads the event file (event-files.md): the same JSON the `arbiter` CLI reads. */
export function EventExport() {
  const event = useRecordContext<EventDetail>();
  const { run, running } = useRunMutation();
  const refresh = useRefresh();
  const { t } = useTranslation();
  if (!event) return null;
  const exportFile = () =>
    run(async () => {
      const { exportEvent } = await request(EXPORT_EVENT, { eventId: String(event.id) });
      downloadFile(`${event.name.replace(/[^\w.-]+/g, '-')}.json`, exportEvent, 'application/json');
    }, t('transfer.fileDownloaded'));
  const exportReport = () =>
    run(async () => {
      const { eventReport } = await request(EVENT_REPORT, { eventId: String(event.id) });
      downloadFile(`${event.name.replace(/[^\w.-]+/g, '-')}-report.json`, eventReport, 'application/json');
    }, t('transfer.reportDownloaded'));
  const cancel = () =>
    run(async () => {
      if (!window.confirm(t('transfer.confirmCancel', { name: event.name }))) return;
      await request(CANCEL_EVENT, { eventId: String(event.id) });
      refresh();
    }, t('transfer.cancelled'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        <Trans
          t={t}
          i18nKey="transfer.fileNote"
          values={{ standingsCommand: STANDINGS_COMMAND, pairCommand: PAIR_COMMAND }}
          components={{ standings: <code />, pair: <code /> }}
        />
      </Typography>
      <Button variant="contained" onClick={() => void exportFile()} disabled={running} data-testid="export-event-button">
        {t('transfer.downloadFile')}
      </Button>
      <Typography>
        {t('transfer.reportNote')}
      </Typography>
      <Button variant="outlined" onClick={() => void exportReport()} disabled={running || event.status !== 'FINISHED'} data-testid="export-report-button">
        {t('transfer.downloadReport')}
      </Button>
      {event.status !== 'FINISHED' ? (
        <Button color="error" onClick={() => void cancel()} disabled={running} data-testid="cancel-event-button">
          {t('transfer.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
