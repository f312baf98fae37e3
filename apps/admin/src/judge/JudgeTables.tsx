import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock } from '../clock/use-round-clock';
import type { EventDetail, StaffMatch } from '../graphql/api-types';
import { PenaltyCreate } from '../penalties/PenaltyCreate';
import { useJudgeContext } from '../penalties/use-judge-context';
import { matchesByTable } from '../shared/pairing-rows';
import { TimeExtensionDialog, type ExtensionKind } from './TimeExtensionDialog';
import { request } from '../graphql/graphql-client';
import { ADVANCE_TURN, START_TURN_TRACKER } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

/** The floor view per table: clock with extensions, time extensions, deck checks, penalties and the time-called turn tracker. */
export function JudgeTables() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const context = useJudgeContext(eventId);
  const round = context.round;
  const clock = useRoundClock(eventId, round?.id);
  const { run } = useRunMutation();
  const [tableFilter, setTableFilter] = useState('');
  const [extension, setExtension] = useState<{ match: StaffMatch; kind: ExtensionKind } | null>(null);
  const [penaltyFor, setPenaltyFor] = useState<{ match: StaffMatch; playerId: string } | null>(null);

  if (context.loading) return <Loading />;
  if (context.error) return <Alert severity="error">{context.error.message}</Alert>;
  if (!round || !eventId) return <Typography>No round in progress.</Typography>;
  const matches = matchesByTable(round.matches).filter((match) => !match.bye);
  const shown = tableFilter.trim() ? matches.filter((match) => String(match.table) === tableFilter.trim()) : matches;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', fontSize: '1.4rem' }}>
        <Typography variant="h6">Round {round.number}</Typography>
        <ClockFace view={clock} />
        <TextField size="small" label="Table" value={tableFilter} onChange={(e) => setTableFilter(e.target.value)} sx={{ width: 120 }} />
      </Box>
      <Table size="small" data-testid="judge-tables" aria-label="Tables">
        <TableHead>
          <TableRow>
            <TableCell>Table</TableCell>
            <TableCell>Players</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Turns after time (MTR 2.4)</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((match) => (
            <TableRow key={match.id} data-testid={`judge-table-${match.table}`}>
              <TableCell>{match.table}</TableCell>
              <TableCell>
                {match.players.map((player) => (
                  <Button key={player.id} size="small" sx={{ textTransform: 'none' }} onClick={() => setPenaltyFor({ match, playerId: player.id })} title={`Penalty for ${player.name}`}>
                    {player.name}
                  </Button>
                ))}
                <Typography variant="caption" sx={{ display: 'block' }}>
                  {match.status.toLowerCase()}
                </Typography>
              </TableCell>
              <TableCell>
                <ClockFace view={clock} extensionMinutes={match.extensionMinutes} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <span data-testid={`turns-${match.table}`}>{match.turnTracker ? match.turnTracker.label : 'Not started'}</span>
                  {match.turnTracker ? (
                    <>
                      <Button size="small" variant="outlined" disabled={match.turnTracker.finished} aria-label={`Table ${match.table}: next turn`}
                        onClick={() => void run(() => request(ADVANCE_TURN, { matchId: match.id, extraTurn: false }), `Table ${match.table}: next turn`).then(() => context.refetchRound())}>
                        Next turn
                      </Button>
                      <Button size="small" disabled={match.turnTracker.finished} title="An extra turn from a card: the same player again, and it counts (MTR 2.4)"
                        onClick={() => void run(() => request(ADVANCE_TURN, { matchId: match.id, extraTurn: true }), `Table ${match.table}: extra turn`).then(() => context.refetchRound())}>
                        Extra turn
                      </Button>
                    </>
                  ) : (
                    match.players.map((player, index) => (
                      <Button key={player.id} size="small" variant="outlined" aria-label={`Table ${match.table}: time called, ${player.name} active`}
                        onClick={() => void run(() => request(START_TURN_TRACKER, { matchId: match.id, activePlayer: index }), `Table ${match.table}: time called`).then(() => context.refetchRound())}>
                        Time: {player.name} active
                      </Button>
                    ))
                  )}
                </Box>
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setExtension({ match, kind: 'extension' })} data-testid={`extend-${match.table}`}>
                  + Time
                </Button>
                <Button size="small" onClick={() => setExtension({ match, kind: 'deckCheck' })} data-testid={`deck-check-${match.table}`}>
                  Deck check
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {extension ? (
        <TimeExtensionDialog match={extension.match} kind={extension.kind} onClose={() => setExtension(null)} onAdded={() => void context.refetchRound()} />
      ) : null}
      {penaltyFor ? (
        <Dialog open onClose={() => setPenaltyFor(null)} maxWidth="md" fullWidth>
          <DialogTitle>Penalty — table {penaltyFor.match.table}</DialogTitle>
          <DialogContent>
            <PenaltyCreate
              eventId={eventId}
              rel={context.rel}
              players={penaltyFor.match.players}
              matches={[penaltyFor.match]}
              initialPlayerId={penaltyFor.playerId}
              initialMatchId={penaltyFor.match.id}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </Stack>
  );
}
