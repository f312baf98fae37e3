import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { ADD_TIME_EXTENSION, RECORD_DECK_CHECK } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

export type ExtensionKind = 'extension' | 'deckCheck';

/** A deck check gives the match the time it took plus 3 minutes (MTR time extensions). */
const DECK_CHECK_BONUS_MINUTES = 3;
/** Extensions for rulings are usually a few minutes (MTR time extensions, IPG): a longer one is confirmed first. */
const LONG_EXTENSION_MINUTES = 10;

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
  const long = kind === 'extension' && total > LONG_EXTENSION_MINUTES;
  const [longConfirmed, setLongConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (long && !longConfirmed) {
      setLongConfirmed(true);
      return;
    }
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
              onChange={(e) => {
                setMinutes(Math.max(0, Number(e.target.value)));
                setLongConfirmed(false);
              }}
              autoFocus
              helperText={kind === 'deckCheck' ? t('timeExtension.checkHelp', { total, bonus: DECK_CHECK_BONUS_MINUTES }) : undefined}
            />
            {long ? (
              <Alert severity="warning" data-testid="long-extension-warning">
                {t(longConfirmed ? 'timeExtension.longConfirm' : 'timeExtension.longWarning', { minutes: total, usual: LONG_EXTENSION_MINUTES })}
              </Alert>
            ) : null}
            <TextField label={t(kind === 'deckCheck' ? 'timeExtension.notes' : 'timeExtension.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required={kind === 'extension'} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" color={long ? 'warning' : 'primary'} disabled={running || total <= 0} data-testid="time-extension-submit">
            {t(long && longConfirmed ? 'timeExtension.addAnyway' : 'timeExtension.add', { minutes: total })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
