import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail, Player } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DROP_PLAYER, DESK, REMOVE_PLAYER, RENAME_PLAYER, UNDO_DROP } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';
import { nameMatches } from '../shared/pairing-rows';
import { AddPlayerForm } from './AddPlayerForm';
import { RosterImport } from './RosterImport';
import { byeWeightedAttendance } from '../events/event-structure';

/** Registration desk: add players and late entries, byes, drops, decklist status. */
export function RegistrationDesk() {
  const event = useRecordContext<EventDetail>();
  const eventId = event ? String(event.id) : null;
  const desk = useGraphQLQuery(DESK, eventId ? { eventId } : null);
  const [search, setSearch] = useState('');
  const { run, running } = useRunMutation();

  if (desk.loading) return <Loading />;
  if (desk.error) return <Typography color="error">{desk.error.message}</Typography>;
  const data = desk.data?.event;
  if (!data || !eventId) return null;

  const players = [...data.players].sort((a, b) => a.name.localeCompare(b.name));
  const shown = search.trim() ? players.filter((player) => nameMatches(player.name, search)) : players;
  const active = players.filter((player) => !player.dropped);
  const missingDecklists = active.filter((player) => !player.decklistSubmitted).length;

  const drop = (player: Player) => {
    // A drop cannot be taken back once the next round is paired: ask first.
    if (!window.confirm(`Drop ${player.name}? They will not be paired again.`)) return;
    void run(() => request(DROP_PLAYER, { eventId, playerId: player.id }), `${player.name} dropped`).then(() => desk.refetch());
  };
  // The API refuses once a round was paired without the player (no re-entry): its message says so.
  const undoDrop = (player: Player) => void run(() => request(UNDO_DROP, { eventId, playerId: player.id }), `${player.name} is back in the event`).then(() => desk.refetch());
  const rename = (player: Player) => {
    const name = window.prompt(`New name for ${player.name}`, player.name)?.trim();
    if (!name || name === player.name) return;
    void run(() => request(RENAME_PLAYER, { playerId: player.id, name }), `${player.name} is now ${name}`).then(() => desk.refetch());
  };
  const remove = (player: Player) => {
    if (!window.confirm(`Delete the entry of ${player.name}? It is removed from the event.`)) return;
    void run(() => request(REMOVE_PLAYER, { eventId, playerId: player.id }), `${player.name} deleted`).then(() => desk.refetch());
  };

  return (
    <Box>
      <AddPlayerForm eventId={eventId} status={data.status} currentRoundNumber={data.currentRound?.number ?? null} onAdded={() => void desk.refetch()} />
      {data.status === 'REGISTRATION' ? <RosterImport eventId={eventId} onAdded={() => void desk.refetch()} /> : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TextField size="small" label="Find player" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Typography variant="body2" data-testid="desk-counts">
          {active.length} active · {players.length - active.length} dropped · {missingDecklists} without decklist · sizes as {byeWeightedAttendance(active.map((p) => p.byes))} players
          (MTR App. E)
        </Typography>
      </Box>
      <Table size="small" data-testid="players-table" aria-label="Registered players">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Wizards ID</TableCell>
            <TableCell>Byes</TableCell>
            <TableCell>Decklist</TableCell>
            <TableCell>Status</TableCell>
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
                <Chip size="small" color={player.decklistSubmitted ? 'success' : 'warning'} label={player.decklistSubmitted ? 'Submitted' : 'Missing'} />
              </TableCell>
              <TableCell>{player.dropped ? 'Dropped' : 'Active'}</TableCell>
              <TableCell align="right">
                <Button size="small" disabled={running} onClick={() => rename(player)} aria-label={`Rename ${player.name}`}>
                  Rename
                </Button>
                {data.status === 'REGISTRATION' ? (
                  <Button size="small" color="error" disabled={running} onClick={() => remove(player)} aria-label={`Delete ${player.name}`}>
                    Delete
                  </Button>
                ) : player.dropped ? (
                  <Button size="small" disabled={running} onClick={() => undoDrop(player)} aria-label={`Undo the drop of ${player.name}`}>
                    Undo drop
                  </Button>
                ) : (
                  <Button size="small" color="warning" disabled={running} onClick={() => void drop(player)} aria-label={`Drop ${player.name}`}>
                    Drop
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
