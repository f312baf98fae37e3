import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { Match } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { ADD_TIME_EXTENSION, RECORD_DECK_CHECK } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

export type ExtensionKind = 'extension' | 'deckCheck';

/** A deck check gives the match the time it took plus 3 minutes (MTR time extensions). */
const DECK_CHECK_BONUS_MINUTES = 3;

interface TimeExtensionDialogProps {
  match: Match;
  kind: ExtensionKind;
  onClose: () => void;
  onAdded: () => void;
}

/** Adds minutes to one table: a plain extension with its reason, or a deck check's time taken + 3. */
export function TimeExtensionDialog({ match, kind, onClose, onAdded }: TimeExtensionDialogProps) {
  const [minutes, setMinutes] = useState(kind === 'deckCheck' ? 10 : 3);
  const [reason, setReason] = useState(kind === 'deckCheck' ? '' : 'Judge call');
  const { run, running } = useRunMutation();
  const total = kind === 'deckCheck' ? minutes + DECK_CHECK_BONUS_MINUTES : minutes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(
      async (): Promise<unknown> =>
        kind === 'deckCheck'
          ? request(RECORD_DECK_CHECK, { matchId: match.id, minutesTaken: minutes, note: reason.trim() || null })
          : request(ADD_TIME_EXTENSION, { matchId: match.id, minutes: total, reason: reason.trim() }),
      `Table ${match.table}: +${total} min`,
    );
    if (done) {
      onAdded();
      onClose();
    }
  };

  return (
    <Dialog open onClose={onClose}>
      <form onSubmit={submit} data-testid={kind === 'deckCheck' ? 'deck-check-form' : 'time-extension-form'}>
        <DialogTitle>
          {kind === 'deckCheck' ? 'Deck check' : 'Time extension'} — table {match.table}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="number"
              label={kind === 'deckCheck' ? 'Minutes the check took' : 'Minutes'}
              value={minutes}
              onChange={(e) => setMinutes(Math.max(0, Number(e.target.value)))}
              autoFocus
              helperText={kind === 'deckCheck' ? `Adds ${total} minutes (time taken + ${DECK_CHECK_BONUS_MINUTES})` : undefined}
            />
            <TextField label={kind === 'deckCheck' ? 'Notes' : 'Reason'} value={reason} onChange={(e) => setReason(e.target.value)} required={kind === 'extension'} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={running || total <= 0}>
            Add {total} min
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
