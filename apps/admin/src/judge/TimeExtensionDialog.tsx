import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const [minutes, setMinutes] = useState(kind === 'deckCheck' ? 10 : 3);
  const [reason, setReason] = useState(() => (kind === 'deckCheck' ? '' : t('timeExtension.defaultReason')));
  const { run, running } = useRunMutation();
  const total = kind === 'deckCheck' ? minutes + DECK_CHECK_BONUS_MINUTES : minutes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(
      async (): Promise<unknown> =>
        kind === 'deckCheck'
          ? request(RECORD_DECK_CHECK, { matchId: match.id, minutesTaken: minutes, note: reason.trim() || null })
          : request(ADD_TIME_EXTENSION, { matchId: match.id, minutes: total, reason: reason.trim() }),
      t('timeExtension.added', { table: match.table, minutes: total }),
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
          {t(kind === 'deckCheck' ? 'timeExtension.titleDeckCheck' : 'timeExtension.titleExtension', { table: match.table })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="number"
              label={t(kind === 'deckCheck' ? 'timeExtension.checkMinutes' : 'timeExtension.minutes')}
              value={minutes}
              onChange={(e) => setMinutes(Math.max(0, Number(e.target.value)))}
              autoFocus
              helperText={kind === 'deckCheck' ? t('timeExtension.checkHelp', { total, bonus: DECK_CHECK_BONUS_MINUTES }) : undefined}
            />
            <TextField label={t(kind === 'deckCheck' ? 'timeExtension.notes' : 'timeExtension.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required={kind === 'extension'} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={running || total <= 0}>
            {t('timeExtension.add', { minutes: total })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
