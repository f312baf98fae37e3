import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import type { EventStatus } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { REGISTER_PLAYER } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

interface AddPlayerFormProps {
  eventId: string;
  status: EventStatus;
  currentRoundNumber: number | null;
  onAdded: () => void;
}

/** The desk's add-player form; while the event runs it is a late entry. Enter submits, focus returns to the name. */
export function AddPlayerForm({ eventId, status, currentRoundNumber, onAdded }: AddPlayerFormProps) {
  const [name, setName] = useState('');
  const [wizardsId, setWizardsId] = useState('');
  const [email, setEmail] = useState('');
  const [byes, setByes] = useState(0);
  const nameField = useRef<HTMLInputElement>(null);
  const { run, running } = useRunMutation();
  const lateEntry = status === 'RUNNING';
  const closed = status === 'PLAYOFFS' || status === 'FINISHED';

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const player = await run(
      () => request(REGISTER_PLAYER, { eventId, name: name.trim(), wizardsId: wizardsId.trim() || null, byes: byes || null, email: email.trim() || null }),
      `${lateEntry ? 'Late entry' : 'Registered'}: ${name.trim()}${email.trim() ? ` (invitation for ${email.trim()}: they accept it from My events or by joining with the event code)` : ''}`,
    );
    if (!player) return;
    setName('');
    setWizardsId('');
    setEmail('');
    setByes(0);
    onAdded();
    nameField.current?.focus();
  };

  if (closed) return <Typography color="text.secondary">Registration is closed: re-entry is never allowed after the cut.</Typography>;

  return (
    <Box component="form" onSubmit={submit} data-testid="add-player-form" aria-label={lateEntry ? 'Late entry' : 'Add player'} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        label="Player name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        inputRef={nameField}
        fullWidth={false}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'add-player-name' } }}
      />
      <TextField
        label="Wizards ID"
        value={wizardsId}
        onChange={(e) => setWizardsId(e.target.value)}
        fullWidth={false}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'add-player-wizards-id' } }}
      />
      <TextField
        label="Email (invite)"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        fullWidth={false}
        size="small"
        helperText="Optional: the player's account links itself to this entry"
        slotProps={{ htmlInput: { 'data-testid': 'add-player-email' } }}
      />
      <TextField
        select
        label="Byes"
        value={byes}
        onChange={(e) => setByes(Number(e.target.value))}
        fullWidth={false}
        size="small"
        sx={{ minWidth: 100 }}
        slotProps={{ htmlInput: { 'data-testid': 'add-player-byes' } }}
      >
        {[0, 1, 2, 3].map((count) => (
          <MenuItem key={count} value={count}>
            {count}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={running || !name.trim()} data-testid="add-player-submit">
        {lateEntry ? 'Add late entry' : 'Add player'}
      </Button>
      {lateEntry && currentRoundNumber !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          Late entry joins from round {currentRoundNumber + 1}; each missed round counts as a match loss unless given byes.
        </Typography>
      ) : null}
    </Box>
  );
}
