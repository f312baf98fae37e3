import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { errorMessage } from '../graphql/graphql-error';
import { ADVANCE_TURN, START_TURN_TRACKER } from '../graphql/operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { useApiWording } from '../i18n/api-wording';

/** Calling time with more than this left asks first: a misplaced tap must not start the end-of-match procedure. */
const EARLY_TIME_CALL_SECONDS = 5 * 60;

/** Seconds this table has left (round clock plus its extensions); null when the clock is not counting. */
function tableSecondsLeft(clock: RoundClockView, match: StaffMatch): number | null {
  if (clock.remainingSeconds === null || !clock.clock || clock.clock.status === 'UNTIMED') return null;
  return clock.remainingSeconds + match.extensionMinutes * 60;
}

/** The floor view per table: clock with extensions, time extensions, deck checks, penalties and the time-called turn tracker; cards on a phone. */
export function JudgeTables() {
  const { t } = useTranslation();
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
  if (context.error) return <Alert severity="error">{errorMessage(context.error)}</Alert>;
  if (!round || !eventId) return <Typography>{t('judgeTables.noRound')}</Typography>;
  const matches = matchesByTable(round.matches).filter((match) => !match.bye);
  const shown = tableFilter.trim() ? matches.filter((match) => String(match.table) === tableFilter.trim()) : matches;
  const roundOver = roundIsOver(round.matches);

  const callTime = (match: StaffMatch, index: number) => {
    const left = tableSecondsLeft(clock, match);
    const player = match.players[index];
    if (left !== null && left > EARLY_TIME_CALL_SECONDS && !window.confirm(t('judgeTables.earlyCall', { table: match.table, minutes: Math.ceil(left / 60), name: player?.name ?? '' }))) return;
    void run(() => request(START_TURN_TRACKER, { matchId: match.id, activePlayer: index }), t('judgeTables.timeCalled', { table: match.table })).then(() => context.refetchRound());
  };
  const advance = (match: StaffMatch, extraTurn: boolean) =>
    void run(() => request(ADVANCE_TURN, { matchId: match.id, extraTurn }), t(extraTurn ? 'judgeTables.extraTurnDone' : 'judgeTables.nextTurnDone', { table: match.table })).then(() => context.refetchRound());

  const pieces = (match: StaffMatch) => ({
    players: (
      <>
        {match.players.map((player) => (
          <Button key={player.id} size="small" sx={{ textTransform: 'none' }} onClick={() => setPenaltyFor({ match, playerId: player.id })} title={t('judgeTables.penaltyFor', { name: player.name })}>
            {player.name}
          </Button>
        ))}
        <Typography variant="caption" sx={{ display: 'block' }}>
          {t(`matchState.${match.status}`)}
        </Typography>
      </>
    ),
    time: <ClockFace view={clock} extensionMinutes={match.extensionMinutes} stopped={roundOver ? 'ROUND_OVER' : match.status === 'FINAL' ? 'MATCH_OVER' : null} />,
    turns: <TurnControls match={match} onCallTime={(index) => callTime(match, index)} onAdvance={(extraTurn) => advance(match, extraTurn)} />,
    actions: (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant={phone ? 'outlined' : 'text'} onClick={() => setExtension({ match, kind: 'extension' })} data-testid={`extend-${match.table}`}>
          {t('judgeTables.addTime')}
        </Button>
        <Button size="small" variant={phone ? 'outlined' : 'text'} onClick={() => setExtension({ match, kind: 'deckCheck' })} data-testid={`deck-check-${match.table}`}>
          {t('judgeTables.deckCheck')}
        </Button>
      </Box>
    ),
  });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: phone ? 1.5 : 3, alignItems: 'center', fontSize: phone ? '1.1rem' : '1.4rem', flexWrap: 'wrap' }}>
        <Typography variant="h6">{t('judgeTables.round', { number: round.number })}</Typography>
        <ClockFace view={clock} stopped={roundOver ? 'ROUND_OVER' : null} />
        <TextField size="small" label={t('judgeTables.table')} value={tableFilter} onChange={(e) => setTableFilter(e.target.value)} sx={{ width: 120 }} />
      </Box>
      {phone ? (
        <Stack spacing={1.5} data-testid="judge-tables" aria-label={t('judgeTables.tables')}>
          {shown.map((match) => {
            const piece = pieces(match);
            return (
              <Paper key={match.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`judge-table-${match.table}`}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                  <Typography variant="subtitle1">{t('judgeTables.tableNumber', { table: match.table })}</Typography>
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
        <Table size="small" data-testid="judge-tables" aria-label={t('judgeTables.tables')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('judgeTables.table')}</TableCell>
              <TableCell>{t('judgeTables.players')}</TableCell>
              <TableCell>{t('judgeTables.time')}</TableCell>
              <TableCell>{t('judgeTables.turnsAfterTime')}</TableCell>
              <TableCell>{t('judgeTables.actions')}</TableCell>
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
          <DialogTitle>{t('judgeTables.penaltyTitle', { table: penaltyFor.match.table })}</DialogTitle>
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
  const { t } = useTranslation();
  const apiWording = useApiWording();
  const tracker = match.turnTracker;
  if (!tracker && match.status === 'FINAL') return <span data-testid={`turns-${match.table}`}>{t('judgeTables.matchOver')}</span>;
  if (!tracker) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <span data-testid={`turns-${match.table}`}>{t('judgeTables.notStarted')}</span>
        {match.players.map((player, index) => (
          <Button key={player.id} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap', textTransform: 'none' }} aria-label={t('judgeTables.callTimeLabel', { table: match.table, name: player.name })} onClick={() => onCallTime(index)}>
            {t('judgeTables.callTime', { name: player.name.split(' ')[0] })}
          </Button>
        ))}
      </Box>
    );
  }
  const active = match.players[tracker.activePlayer];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span data-testid={`turns-${match.table}`}>
        {apiWording(tracker.label, () => t(`judgeTables.tracker.${tracker.phase}`, { turn: tracker.turn, of: tracker.of }))}
        {tracker.finished || !active ? '' : t('judgeTables.activeTurn', { name: active.name })}
      </span>
      <Button size="small" variant="outlined" disabled={tracker.finished} aria-label={t('judgeTables.nextTurnDone', { table: match.table })} onClick={() => onAdvance(false)}>
        {t('judgeTables.nextTurn')}
      </Button>
      <Button size="small" disabled={tracker.finished} title={t('judgeTables.extraTurnHelp')} onClick={() => onAdvance(true)}>
        {t('judgeTables.extraTurn')}
      </Button>
    </Box>
  );
}
