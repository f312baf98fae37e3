import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRedirect } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DUPLICATE_EVENT } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

const WEEK_MS = 7 * 24 * 3_600_000;

/** A `datetime-local` value (the browser's time zone) for an instant. */
function localInputValue(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Organizer: the same event again (settings and staff, no players), by default a week after this one. */
export function DuplicateEventButton({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const redirect = useRedirect();
  const { run, running } = useRunMutation();
  const [open, setOpen] = useState(false);
  const [startsAt, setStartsAt] = useState('');
  const show = () => {
    setStartsAt(event.startsAt ? localInputValue(new Date(new Date(event.startsAt).getTime() + WEEK_MS)) : '');
    setOpen(true);
  };
  const duplicate = () =>
    void run(() => request(DUPLICATE_EVENT, { eventId: String(event.id), startsAt: startsAt ? new Date(startsAt).toISOString() : null }), t('duplicateEvent.done', { name: event.name })).then((result) => {
      if (!result) return;
      setOpen(false);
      redirect('show', 'events', result.duplicateEvent.id);
    });
  return (
    <>
      <Button onClick={show} data-testid="duplicate-event">
        {t('duplicateEvent.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="duplicate-event-title">
        <DialogTitle id="duplicate-event-title">{t('duplicateEvent.title', { name: event.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('duplicateEvent.explanation')}
          </Typography>
          <TextField type="datetime-local" label={t('duplicateEvent.startsAt')} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'duplicate-starts-at' } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button onClick={duplicate} disabled={running} variant="contained" data-testid="duplicate-confirm">
            {t('duplicateEvent.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
