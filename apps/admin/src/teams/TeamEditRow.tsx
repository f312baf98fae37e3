import { Button, MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunMutation } from '../admin/use-run-mutation';
import type { PlayerRef } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { UPDATE_TEAM, type Team } from '../graphql/team-operations';

const SEATS = ['A', 'B', 'C'];

/** Edits one team in the Teams tab: its name at any time, its seats while registration is open. */
export function TeamEditRow({ eventId, team, free, seatsEditable, onDone }: { eventId: string; team: Team; free: readonly PlayerRef[]; seatsEditable: boolean; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { run, running } = useRunMutation();
  const [name, setName] = useState(team.name);
  const [seats, setSeats] = useState(team.players.map((p) => p.id));
  const candidates = [...team.players, ...free];
  const save = async () => {
    const changedSeats = seatsEditable && seats.some((id, i) => id !== team.players[i]?.id);
    const saved = await run(() => request(UPDATE_TEAM, { eventId, teamId: team.id, name: name.trim() !== team.name ? name.trim() : null, playerIds: changedSeats ? seats : null }), t('teamAdmin.saved', { team: name.trim() }));
    if (saved) onDone(true);
  };
  return (
    <TableRow data-testid="team-edit-row">
      <TableCell>
        <TextField size="small" value={name} onChange={(e) => setName(e.target.value)} label={t('teamAdmin.name')} slotProps={{ htmlInput: { 'data-testid': 'team-edit-name' } }} />
      </TableCell>
      {seats.map((seatPlayer, index) => (
        <TableCell key={SEATS[index]}>
          {seatsEditable ? (
            <TextField select size="small" sx={{ minWidth: 160 }} label={t('team.seat', { seat: SEATS[index] })} value={seatPlayer} onChange={(e) => setSeats(seats.map((s, i) => (i === index ? e.target.value : s)))} slotProps={{ htmlInput: { 'data-testid': `team-edit-seat-${SEATS[index]}` } }}>
              {candidates
                .filter((p) => p.id === seatPlayer || !seats.includes(p.id))
                .map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
            </TextField>
          ) : (
            team.players[index]?.name
          )}
        </TableCell>
      ))}
      <TableCell>
        <Button size="small" variant="contained" disabled={running || !name.trim()} onClick={() => void save()} data-testid="team-edit-save">
          {t('teamAdmin.save')}
        </Button>
        <Button size="small" onClick={() => onDone(false)}>
          {t('teamAdmin.cancel')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
