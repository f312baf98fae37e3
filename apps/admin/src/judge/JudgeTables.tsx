import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock } from '../clock/use-round-clock';
import type { EventDetail, StaffMatch } from '../graphql/api-types';
import { PenaltyCreate } from '../penalties/PenaltyCreate';
import { useJudgeContext } from '../penalties/use-judge-context';
import { matchesByTable } from '../shared/pairing-rows';
import { TimeExtensionDialog, type ExtensionKind } from './TimeExtensionDialog';
import { turnLabel, useTurnTracker } from './turn-tracker';

/** The floor view per table: clock with extensions, time extensions, deck checks, penalties and the time-called turn tracker. */
export function JudgeTables() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const context = useJudgeContext(eventId);
  const round = context.round;
  const clock = useRoundClock(eventId, round?.id);
  const turns = useTurnTracker(round?.id);
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
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <IconButton size="small" aria-label={`Table ${match.table}: previous turn`} onClick={() => turns.previousTurn(match.id)}>
                    −
                  </IconButton>
                  <span data-testid={`turns-${match.table}`}>{turnLabel(turns.counts[match.id]?.turn === -1 ? undefined : turns.counts[match.id])}</span>
                  <Button size="small" variant="outlined" onClick={() => turns.nextTurn(match.id)} aria-label={`Table ${match.table}: next turn`}>
                    {turns.counts[match.id] ? 'Next turn' : 'Time called'}
                  </Button>
                  <Button size="small" onClick={() => turns.addSlowPlayTurns(match.id)} title="Slow Play: +2 additional turns (IPG 3.3)">
                    +2
                  </Button>
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
