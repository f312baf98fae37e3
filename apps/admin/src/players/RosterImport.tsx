import { Box, Button, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ChangeEvent } from 'react';
import { request } from '../graphql/graphql-client';
import { REGISTER_PLAYERS } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { parseRoster } from './roster-text';

/** Bulk registration before the start: paste a list or open a CSV roster, check the count, register all (or none). */
export function RosterImport({ eventId, onAdded }: { eventId: string; onAdded: () => void }) {
  const [text, setText] = useState('');
  const roster = useMemo(() => parseRoster(text), [text]);
  const { run, running } = useRunMutation();

  const openFile = async (changeEvent: ChangeEvent<HTMLInputElement>) => {
    const file = changeEvent.target.files?.[0];
    if (file) setText(await file.text());
    changeEvent.target.value = '';
  };
  const registerAll = async () => {
    const done = await run(() => request(REGISTER_PLAYERS, { eventId, players: roster }), `Registered ${roster.length} players`);
    if (!done) return;
    setText('');
    onAdded();
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="roster-import" aria-label="Register a list of players">
      <Typography variant="subtitle1">Register a list</Typography>
      <TextField
        multiline
        minRows={3}
        fullWidth
        size="small"
        label="One player a line: name, then optionally Wizards ID and email (paste from a spreadsheet or a CSV)"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'roster-text' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" size="small">
          Open CSV file
          <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={(e) => void openFile(e)} data-testid="roster-file" />
        </Button>
        <Button variant="contained" size="small" disabled={running || roster.length === 0} onClick={() => void registerAll()} data-testid="roster-submit">
          Register {roster.length} player{roster.length === 1 ? '' : 's'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          All lines or none: a repeated or already registered name is refused with its line number.
        </Typography>
      </Box>
    </Box>
  );
}
