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
        setProblem(`This file says format “${parsed.format ?? 'none'}”, expected an event file (${EVENT_FILE_FORMAT}) or an event report (${EVENT_REPORT_FORMAT}). The server will check it.`);
      }
      setIsReport(parsed.format === EVENT_REPORT_FORMAT);
      const teams = parsed.teams ? ` · ${t(parsed.teams.format === 'TWO_HEADED_GIANT' ? 'teamAdmin.importTwoHeadedGiant' : 'teamAdmin.importTrios', { count: parsed.teams.teams?.length ?? 0 })}` : '';
      setSummary(`${parsed.name ?? 'Unnamed event'}: ${parsed.players?.length ?? 0} players, ${parsed.rounds?.length ?? 0} rounds${teams}`);
      setFileText(text);
    } catch {
      setProblem('This file is not JSON: export an event file from Arbiter or the arbiter CLI.');
    }
  };

  const importFile = async () => {
    if (!fileText) return;
    const id = await run(
      async () => (isReport ? (await request(UPLOAD_EVENT_REPORT, { file: fileText, acceptRecorded })).uploadEventReport.id : (await request(IMPORT_EVENT, { file: fileText, acceptRecorded })).importEvent.id),
      isReport ? 'Event report read in' : 'Event imported',
    );
    if (id) redirect('show', 'events', id);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      <Title title="Import event" />
      <Typography>
        Choose an event file (from Arbiter or the arbiter CLI) or an event report for sanctioning. It becomes a new event you organize.
      </Typography>
      <input type="file" accept="application/json,.json" onChange={(e) => void choose(e)} data-testid="import-file-input" aria-label="Event file" />
      {summary ? <Typography data-testid="import-summary">{summary}</Typography> : null}
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      <FormControlLabel
        control={<Checkbox checked={acceptRecorded} onChange={(e) => setAcceptRecorded(e.target.checked)} data-testid="import-accept-recorded" />}
        label="Keep results as the other software recorded them, even ones the match length does not allow (e.g. 3-0 in a best of three); the event page lists them"
      />
      <Button variant="contained" onClick={() => void importFile()} disabled={!fileText || running} data-testid="import-event-button">
        Import
      </Button>
    </Stack>
  );
}
