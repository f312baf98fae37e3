import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { PENALTY_REPORT } from '../graphql/print-operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { downloadFile } from '../shared/download-file';

const REPORT_FORMATS = ['CSV', 'JSON'] as const;

/** Organizers: the event's penalty report for Wizards (penaltyReport), downloaded as CSV or JSON as the API writes it. */
export function PenaltyReportExport({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation();
  const { run, running } = useRunMutation();
  const save = (format: (typeof REPORT_FORMATS)[number]) =>
    run(async () => {
      const { penaltyReport } = await request(PENALTY_REPORT, { eventId, format });
      const csv = format === 'CSV';
      downloadFile(`${eventName.replace(/[\\/:*?"<>|]+/g, ' ').trim()} — ${t('penaltyReport.fileName')}.${csv ? 'csv' : 'json'}`, penaltyReport, csv ? 'text/csv;charset=utf-8' : 'application/json');
      return true;
    }, t('penaltyReport.downloaded'));
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {REPORT_FORMATS.map((format) => (
        <Button key={format} variant="outlined" size="small" disabled={running} onClick={() => void save(format)} data-testid={`penalty-report-${format.toLowerCase()}`}>
          {t(`penaltyReport.download${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
