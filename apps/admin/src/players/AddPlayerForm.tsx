import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const lateEntry = status === 'RUNNING';
  const closed = status === 'PLAYOFFS' || status === 'FINISHED';

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const entry = t(lateEntry ? 'registrationDesk.lateEntered' : 'registrationDesk.registered', { name: name.trim() });
    const player = await run(
      () => request(REGISTER_PLAYER, { eventId, name: name.trim(), wizardsId: wizardsId.trim() || null, byes: byes || null, email: email.trim() || null }),
      email.trim() ? t('registrationDesk.invited', { entry, email: email.trim() }) : entry,
    );
    if (!player) return;
    setName('');
    setWizardsId('');
    setEmail('');
    setByes(0);
    onAdded();
    nameField.current?.focus();
  };

  if (closed) return <Typography color="text.secondary">{t('registrationDesk.closed')}</Typography>;

  return (
    <Box component="form" onSubmit={submit} data-testid="add-player-form" aria-label={t(lateEntry ? 'registrationDesk.lateEntry' : 'registrationDesk.addPlayer')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        label={t('registrationDesk.playerName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        inputRef={nameField}
        fullWidth={false}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'add-player-name' } }}
      />
      <TextField
        label={t('registrationDesk.wizardsId')}
        value={wizardsId}
        onChange={(e) => setWizardsId(e.target.value)}
        fullWidth={false}
        size="small"
        slotProps={{ htmlInput: { 'data-testid': 'add-player-wizards-id' } }}
      />
      <TextField
        label={t('registrationDesk.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        fullWidth={false}
        size="small"
        helperText={t('registrationDesk.emailHelp')}
        slotProps={{ htmlInput: { 'data-testid': 'add-player-email' } }}
      />
      <TextField
        select
        label={t('registrationDesk.byes')}
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
        {t(lateEntry ? 'registrationDesk.addLateEntry' : 'registrationDesk.addPlayer')}
      </Button>
      {lateEntry && currentRoundNumber !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('registrationDesk.lateEntryNote', { round: currentRoundNumber + 1 })}
        </Typography>
      ) : null}
    </Box>
  );
}
