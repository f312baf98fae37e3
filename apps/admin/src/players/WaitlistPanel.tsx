import { Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { PROMOTE_WAITLISTED, REMOVE_WAITLISTED, WAITLIST } from '../graphql/operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';

/**
 * Players waiting for a seat in a full event, first in line first: the organizer registers one
 * now (beyond the capacity) or takes them off the list. A new `refreshKey` (the desk's players
 * changed: deleting an entry seats the first in line) reloads it.
 */
export function WaitlistPanel({ eventId, refreshKey, onPromoted }: { eventId: string; refreshKey: string; onPromoted: () => void }) {
  const { t } = useTranslation();
  const waitlist = useGraphQLQuery(WAITLIST, { eventId });
  const { run, running } = useRunMutation();
  const { refetch } = waitlist;
  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);
  if (waitlist.error) return <Typography color="error">{errorMessage(waitlist.error)}</Typography>;
  const entries = waitlist.data?.event?.waitlist ?? [];
  if (entries.length === 0) return null;
  const promote = (entry: (typeof entries)[number]) =>
    void run(() => request(PROMOTE_WAITLISTED, { entryId: entry.id }), t('waitlist.promoted', { name: entry.name })).then(() => {
      void waitlist.refetch();
      onPromoted();
    });
  const remove = (entry: (typeof entries)[number]) => {
    if (!window.confirm(t('waitlist.confirmRemove', { name: entry.name }))) return;
    void run(() => request(REMOVE_WAITLISTED, { entryId: entry.id }), t('waitlist.removed', { name: entry.name })).then(() => void waitlist.refetch());
  };
  return (
    <Box sx={{ my: 2 }} data-testid="waitlist">
      <Typography variant="h6">{t('waitlist.title', { waiting: entries.length })}</Typography>
      <Table size="small" aria-label={t('waitlist.title', { waiting: entries.length })}>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="waitlist-row" data-player-name={entry.name}>
              <TableCell>{entry.position}</TableCell>
              <TableCell>{entry.name}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => promote(entry)} disabled={running} data-testid="waitlist-promote">
                  {t('waitlist.promote')}
                </Button>
                <Button size="small" color="error" onClick={() => remove(entry)} disabled={running} data-testid="waitlist-remove">
                  {t('waitlist.remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
