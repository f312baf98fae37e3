import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { EventDetail, Player } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DROP_PLAYER, DESK, REMOVE_PLAYER, RENAME_PLAYER, UNDO_DROP } from '../graphql/operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';
import { nameMatches } from '../shared/pairing-rows';
import { AddPlayerForm } from './AddPlayerForm';
import { RosterImport } from './RosterImport';
import { WaitlistPanel } from './WaitlistPanel';
import { byeWeightedAttendance } from '../events/event-structure';

/** Registration desk: add players and late entries, byes, drops, decklist status. */
export function RegistrationDesk() {
  const event = useRecordContext<EventDetail>();
  const eventId = event ? String(event.id) : null;
  const desk = useGraphQLQuery(DESK, eventId ? { eventId } : null);
  const [search, setSearch] = useState('');
  const { run, running } = useRunMutation();
  const { t } = useTranslation();

  if (desk.loading) return <Loading />;
  if (desk.error) return <Typography color="error">{errorMessage(desk.error)}</Typography>;
  const data = desk.data?.event;
  if (!data || !eventId) return null;

  const players = [...data.players].sort((a, b) => a.name.localeCompare(b.name));
  const shown = search.trim() ? players.filter((player) => nameMatches(player.name, search)) : players;
  const active = players.filter((player) => !player.dropped);
  const missingDecklists = active.filter((player) => !player.decklistSubmitted).length;

  const drop = (player: Player) => {
    // A drop cannot be taken back once the next round is paired: ask first.
    if (!window.confirm(t('registrationDesk.confirmDrop', { name: player.name }))) return;
    void run(() => request(DROP_PLAYER, { eventId, playerId: player.id }), t('registrationDesk.dropped', { name: player.name })).then(() => desk.refetch());
  };
  // The API refuses once a round was paired without the player (no re-entry): its message says so.
  const undoDrop = (player: Player) => void run(() => request(UNDO_DROP, { eventId, playerId: player.id }), t('registrationDesk.undone', { name: player.name })).then(() => desk.refetch());
  const rename = (player: Player) => {
    const name = window.prompt(t('registrationDesk.renamePrompt', { name: player.name }), player.name)?.trim();
    if (!name || name === player.name) return;
    void run(() => request(RENAME_PLAYER, { playerId: player.id, name }), t('registrationDesk.renamed', { name: player.name, newName: name })).then(() => desk.refetch());
  };
  const remove = (player: Player) => {
    if (!window.confirm(t('registrationDesk.confirmDelete', { name: player.name }))) return;
    void run(() => request(REMOVE_PLAYER, { eventId, playerId: player.id }), t('registrationDesk.deleted', { name: player.name })).then(() => desk.refetch());
  };

  return (
    <Box>
      <AddPlayerForm eventId={eventId} status={data.status} currentRoundNumber={data.currentRound?.number ?? null} onAdded={() => void desk.refetch()} />
      {data.status === 'REGISTRATION' ? <RosterImport eventId={eventId} onAdded={() => void desk.refetch()} /> : null}
      {data.status === 'REGISTRATION' ? <WaitlistPanel eventId={eventId} refreshKey={players.map((p) => `${p.id}:${p.dropped}`).join()} onPromoted={() => void desk.refetch()} /> : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TextField size="small" label={t('registrationDesk.find')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Typography variant="body2" data-testid="desk-counts">
          {t('registrationDesk.counts', {
            active: active.length,
            dropped: players.length - active.length,
            missing: missingDecklists,
            weighted: byeWeightedAttendance(active.map((p) => p.byes)),
          })}
        </Typography>
      </Box>
      <Table size="small" data-testid="players-table" aria-label={t('registrationDesk.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('registrationDesk.name')}</TableCell>
            <TableCell>{t('registrationDesk.wizardsId')}</TableCell>
            <TableCell>{t('registrationDesk.byes')}</TableCell>
            <TableCell>{t('registrationDesk.decklist')}</TableCell>
            <TableCell>{t('registrationDesk.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((player) => (
            <TableRow key={player.id} data-testid="player-row" data-player-name={player.name}>
              <TableCell>{player.name}</TableCell>
              <TableCell>{player.wizardsId ?? ''}</TableCell>
              <TableCell>{player.byes || ''}</TableCell>
              <TableCell>
                <Chip size="small" color={player.decklistSubmitted ? 'success' : 'warning'} label={t(player.decklistSubmitted ? 'registrationDesk.submitted' : 'registrationDesk.missing')} />
              </TableCell>
              <TableCell>{t(player.dropped ? 'registrationDesk.droppedStatus' : 'registrationDesk.active')}</TableCell>
              <TableCell align="right">
                <Button size="small" disabled={running} onClick={() => rename(player)} aria-label={t('registrationDesk.renameLabel', { name: player.name })}>
                  {t('registrationDesk.rename')}
                </Button>
                {data.status === 'REGISTRATION' ? (
                  <Button size="small" color="error" disabled={running} onClick={() => remove(player)} aria-label={t('registrationDesk.deleteLabel', { name: player.name })}>
                    {t('registrationDesk.delete')}
                  </Button>
                ) : player.dropped ? (
                  <Button size="small" disabled={running} onClick={() => undoDrop(player)} aria-label={t('registrationDesk.undoDropLabel', { name: player.name })}>
                    {t('registrationDesk.undoDrop')}
                  </Button>
                ) : (
                  <Button size="small" color="warning" disabled={running} onClick={() => void drop(player)} aria-label={t('registrationDesk.dropLabel', { name: player.name })}>
                    {t('registrationDesk.drop')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
