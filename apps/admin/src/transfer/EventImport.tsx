import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Title, useRedirect } from 'react-admin';
import { request } from '../graphql/graphql-client';
import { IMPORT_EVENT, UPLOAD_EVENT_REPORT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

const EVENT_FILE_FORMAT = 'arbiter-event/1';
const EVENT_REPORT_FORMAT = 'arbiter-event-report/1';

/** Imports an event file (from the CLI or another Arbiter) as a new event. */
export function EventImport() {
  const { t } = useTranslation();
  const [fileText, setFileText] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [acceptRecorded, setAcceptRecorded] = useState(false);
  const [isReport, setIsReport] = useState(false);
  const { run, running } = useRunMutation();
  const redirect = useRedirect();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setFileText(null);
    setSummary(null);
    setProblem(null);
    if (!file) return;
    const text = await file.text();
    try {
      const parsed = JSON.parse(text) as { format?: string; name?: string; players?: unknown[]; rounds?: unknown[]; teams?: { format?: string; teams?: unknown[] } };
      if (parsed.format !== EVENT_FILE_FORMAT && parsed.format !== EVENT_REPORT_FORMAT) {
        setProblem(t('transfer.wrongFormat', { format: parsed.format ?? t('transfer.noFormat'), fileFormat: EVENT_FILE_FORMAT, reportFormat: EVENT_REPORT_FORMAT }));
      }
      setIsReport(parsed.format === EVENT_REPORT_FORMAT);
      const teams = parsed.teams ? ` · ${t(parsed.teams.format === 'TWO_HEADED_GIANT' ? 'teamAdmin.importTwoHeadedGiant' : 'teamAdmin.importTrios', { count: parsed.teams.teams?.length ?? 0 })}` : '';
      setSummary(`${t('transfer.summary', { name: parsed.name ?? t('transfer.unnamed'), players: parsed.players?.length ?? 0, rounds: parsed.rounds?.length ?? 0 })}${teams}`);
      setFileText(text);
    } catch {
      setProblem(t('transfer.notJson'));
    }
  };

  const importFile = async () => {
    if (!fileText) return;
    const id = await run(
      async () => (isReport ? (await request(UPLOAD_EVENT_REPORT, { file: fileText, acceptRecorded })).uploadEventReport.id : (await request(IMPORT_EVENT, { file: fileText, acceptRecorded })).importEvent.id),
      t(isReport ? 'transfer.reportRead' : 'transfer.imported'),
    );
    if (id) redirect('show', 'events', id);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Title title={t('transfer.importTitle')} />
      <Typography>
        {t('transfer.importNote')}
      </Typography>
      <input type="file" accept="application/json,.json" onChange={(e) => void choose(e)} data-testid="import-file-input" aria-label={t('transfer.fileInput')} />
      {summary ? <Typography data-testid="import-summary">{summary}</Typography> : null}
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      <FormControlLabel
        control={<Checkbox checked={acceptRecorded} onChange={(e) => setAcceptRecorded(e.target.checked)} data-testid="import-accept-recorded" />}
        label={t('transfer.acceptRecorded')}
      />
      <Button variant="contained" onClick={() => void importFile()} disabled={!fileText || running} data-testid="import-event-button">
        {t('transfer.import')}
      </Button>
    </Stack>
  );
}
