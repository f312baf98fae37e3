import { Box, Button, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { REGISTER_PLAYERS } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { parseRoster } from './roster-text';

/** Bulk registration before the start: paste a list or open a CSV roster, check the count, register all (or none). */
export function RosterImport({ eventId, onAdded }: { eventId: string; onAdded: () => void }) {
  const [text, setText] = useState('');
  const roster = useMemo(() => parseRoster(text), [text]);
  const { run, running } = useRunMutation();
  const { t } = useTranslation();

  const openFile = async (changeEvent: ChangeEvent<HTMLInputElement>) => {
    const file = changeEvent.target.files?.[0];
    if (file) setText(await file.text());
    changeEvent.target.value = '';
  };
  const registerAll = async () => {
    const done = await run(() => request(REGISTER_PLAYERS, { eventId, players: roster }), t('registrationDesk.rosterRegistered', { players: roster.length }));
    if (!done) return;
    setText('');
    onAdded();
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="roster-import" aria-label={t('registrationDesk.rosterLabel')}>
      <Typography variant="subtitle1">{t('registrationDesk.rosterTitle')}</Typography>
      <TextField
        multiline
        minRows={3}
        fullWidth
        size="small"
        label={t('registrationDesk.rosterText')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'roster-text' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small">
          {t('registrationDesk.openCsv')}
          <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void openFile(e)} data-testid="roster-file" />
        </Button>
        <Button variant="contained" size="small" disabled={running || roster.length === 0} onClick={() => void registerAll()} data-testid="roster-submit">
          {roster.length === 1 ? t('registrationDesk.registerOne') : t('registrationDesk.registerMany', { players: roster.length })}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('registrationDesk.rosterRule')}
        </Typography>
      </Box>
    </Box>
  );
}
