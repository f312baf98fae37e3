import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import { ClockFace } from '../clock/ClockFace';
import { useRoundClock, type RoundClockView } from '../clock/use-round-clock';
import type { EventDetail, StaffMatch } from '../graphql/api-types';
import { PenaltyCreate } from '../penalties/PenaltyCreate';
import { useJudgeContext } from '../penalties/use-judge-context';
import { matchesByTable } from '../shared/pairing-rows';
import { roundIsOver } from '../shared/round-over';
import { TimeExtensionDialog, type ExtensionKind } from './TimeExtensionDialog';
import { request } from '../graphql/graphql-client';
import { ADVANCE_TURN, START_TURN_TRACKER } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';

/** Calling time with more than this left asks first: a misplaced tap must not start the end-of-match procedure. */
const EARLY_TIME_CALL_SECONDS = 5 * 60;

/** Seconds this table has left (round clock plus its extensions); null when the clock is not counting. */
function tableSecondsLeft(clock: RoundClockView, match: StaffMatch): number | null {
  if (clock.remainingSeconds === null || !clock.clock || clock.clock.status === 'UNTIMED') return null;
  return clock.remainingSeconds + match.extensionMinutes * 60;
}

/** The floor view per table: clock with extensions, time extensions, deck checks, penalties and the time-called turn tracker; cards on a phone. */
export function JudgeTables() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const context = useJudgeContext(eventId);
  const round = context.round;
  const clock = useRoundClock(eventId, round?.id);
  const { run } = useRunMutation();
  const phone = useMediaQuery('(max-width:599.95px)');
  const [tableFilter, setTableFilter] = useState('');
  const [extension, setExtension] = useState<{ match: StaffMatch; kind: ExtensionKind } | null>(null);
  const [penaltyFor, setPenaltyFor] = useState<{ match: StaffMatch; playerId: string } | null>(null);

  if (context.loading) return <Loading />;
  if (context.error) return <Alert severity="error">{context.error.message}</Alert>;
  if (!round || !eventId) return <Typography>No round in progress.</Typography>;
  const matches = matchesByTable(round.matches).filter((match) => !match.bye);
  const shown = tableFilter.trim() ? matches.filter((match) => String(match.table) === tableFilter.trim()) : matches;
  const roundOver = roundIsOver(round.matches);

  const callTime = (match: StaffMatch, index: number) => {
    const left = tableSecondsLeft(clock, match);
    const player = match.players[index];
    if (left !== null && left > EARLY_TIME_CALL_SECONDS && !window.confirm(`Table ${match.table} still has ${Math.ceil(left / 60)} minutes. Call time now, with ${player?.name} active?`)) return;
    void run(() => request(START_TURN_TRACKER, { matchId: match.id, activePlayer: index }), `Table ${match.table}: time called`).then(() => context.refetchRound());
  };
  const advance = (match: StaffMatch, extraTurn: boolean) =>
    void run(() => request(ADVANCE_TURN, { matchId: match.id, extraTurn }), `Table ${match.table}: ${extraTurn ? 'extra turn' : 'next turn'}`).then(() => context.refetchRound());

  const pieces = (match: StaffMatch) => ({
    players: (
      <>
        {match.players.map((player) => (
          <Button key={player.id} size="small" sx={{ textTransform: 'none' }} onClick={() => setPenaltyFor({ match, playerId: player.id })} title={`Penalty for ${player.name}`}>
            {player.name}
          </Button>
        ))}
        <Typography variant="caption" sx={{ display: 'block' }}>
          {match.status.toLowerCase()}
        </Typography>
      </>
    ),
    time: <ClockFace view={clock} extensionMinutes={match.extensionMinutes} stopped={roundOver ? 'ROUND_OVER' : match.status === 'FINAL' ? 'MATCH_OVER' : null} />,
    turns: <TurnControls match={match} onCallTime={(index) => callTime(match, index)} onAdvance={(extraTurn) => advance(match, extraTurn)} />,
    actions: (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant={phone ? 'outlined' : 'text'} onClick={() => setExtension({ match, kind: 'extension' })} data-testid={`extend-${match.table}`}>
          + Time
        </Button>
        <Button size="small" variant={phone ? 'outlined' : 'text'} onClick={() => setExtension({ match, kind: 'deckCheck' })} data-testid={`deck-check-${match.table}`}>
          Deck check
        </Button>
      </Box>
    ),
  });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: phone ? 1.5 : 3, alignItems: 'center', fontSize: phone ? '1.1rem' : '1.4rem', flexWrap: 'wrap' }}>
        <Typography variant="h6">Round {round.number}</Typography>
        <ClockFace view={clock} stopped={roundOver ? 'ROUND_OVER' : null} />
        <TextField size="small" label="Table" value={tableFilter} onChange={(e) => setTableFilter(e.target.value)} sx={{ width: 120 }} />
      </Box>
      {phone ? (
        <Stack spacing={1.5} data-testid="judge-tables" aria-label="Tables">
          {shown.map((match) => {
            const piece = pieces(match);
            return (
              <Paper key={match.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`judge-table-${match.table}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                  <Typography variant="subtitle1">Table {match.table}</Typography>
                  {piece.time}
                </Box>
                {piece.players}
                <Box sx={{ my: 1 }}>{piece.turns}</Box>
                {piece.actions}
              </Paper>
            );
          })}
        </Stack>
      ) : (
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
            {shown.map((match) => {
              const piece = pieces(match);
              return (
                <TableRow key={match.id} data-testid={`judge-table-${match.table}`}>
                  <TableCell>{match.table}</TableCell>
                  <TableCell>{piece.players}</TableCell>
                  <TableCell>{piece.time}</TableCell>
                  <TableCell>{piece.turns}</TableCell>
                  <TableCell>{piece.actions}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
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

/** MTR 2.4 turn tracker: who is active and which turn, or the buttons that call time with the active player named. */
function TurnControls({ match, onCallTime, onAdvance }: { match: StaffMatch; onCallTime: (activePlayer: number) => void; onAdvance: (extraTurn: boolean) => void }) {
  const tracker = match.turnTracker;
  if (!tracker && match.status === 'FINAL') return <span data-testid={`turns-${match.table}`}>Match over</span>;
  if (!tracker) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <span data-testid={`turns-${match.table}`}>Not started</span>
        {match.players.map((player, index) => (
          <Button key={player.id} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap', textTransform: 'none' }} aria-label={`Table ${match.table}: time called, ${player.name} active`} onClick={() => onCallTime(index)}>
            Time · {player.name.split(' ')[0]} active
          </Button>
        ))}
      </Box>
    );
  }
  const active = match.players[tracker.activePlayer];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span data-testid={`turns-${match.table}`}>
        {tracker.label}
        {tracker.finished || !active ? '' : ` · ${active.name}'s turn`}
      </span>
      <Button size="small" variant="outlined" disabled={tracker.finished} aria-label={`Table ${match.table}: next turn`} onClick={() => onAdvance(false)}>
        Next turn
      </Button>
      <Button size="small" disabled={tracker.finished} title="An extra turn from a card: the same player again, and it counts (MTR 2.4)" onClick={() => onAdvance(true)}>
        Extra turn
      </Button>
    </Box>
  );
}
