import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useRecordContext, useRefresh } from 'react-admin';
import type { EventDetail, StaffMatch } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { PAIR_NEXT_ROUND, PUBLISH_ROUND, REPAIR_ROUND, ROUND_CONTROL, START_EVENT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { can } from '../admin/event-permissions';
import { useRunMutation } from '../admin/use-run-mutation';
import { matchesByTable } from '../shared/pairing-rows';
import { ClockControl } from './ClockControl';
import { LimitedClockControl } from './LimitedClockControl';
import { MatchResultText } from '../results/MatchResultText';
import { PlayoffCutNotice } from '../playoffs/PlayoffCutNotice';

/** Round control: start the event, pair, re-pair, publish, print, and run the clock. */
export function RoundControl() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(ROUND_CONTROL, eventId ? { eventId } : null);
  const refreshShow = useRefresh();
  const { run, running } = useRunMutation();
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{query.error.message}</Alert>;
  const event = query.data?.event;
  if (!event || !eventId) return null;

  const roles = event.myRoles;
  const mayPair = can(roles, 'pairRounds');
  const round = event.currentRound;
  const matches = round ? matchesByTable(round.matches) : [];
  const unfinished = matches.filter((match) => match.status !== 'FINAL').length;
  const disputed = matches.filter((match) => match.status === 'DISPUTED').length;
  const started = matches.some((match) => !match.bye && match.status !== 'PENDING');
  const swissLeft = event.swissRounds - event.rounds.filter((r) => r.kind === 'SWISS').length;

  const act = async (action: () => Promise<unknown>, message: string) => {
    const done = await run(action, message);
    if (done !== undefined) {
      await query.refetch();
      refreshShow();
    }
  };

  return (
    <Stack spacing={2}>
      {mayPair ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {event.status === 'REGISTRATION' ? (
            <Button variant="contained" disabled={running} onClick={() => void act(() => request(START_EVENT, { eventId }), 'Event started')} data-testid="start-event-button">
              Start event
            </Button>
          ) : null}
          {event.status === 'RUNNING' || event.status === 'PLAYOFFS' ? (
            <Button
              variant="contained"
              disabled={running}
              onClick={() => void act(() => request(PAIR_NEXT_ROUND, { eventId }), 'Round paired')}
              data-testid="pair-round-button"
            >
              {swissLeft > 0 ? `Pair round ${(round?.number ?? 0) + 1}` : event.topCut > 0 ? 'Pair playoff round' : 'Pair next round'}
            </Button>
          ) : null}
          {round && !started ? (
            <Button disabled={running} onClick={() => void act(() => request(REPAIR_ROUND, { eventId }), `Round ${round.number} re-paired`)} data-testid="repair-round-button">
              Re-pair round {round.number}
            </Button>
          ) : null}
          {round && !round.published ? (
            <Button
              variant="contained"
              color="secondary"
              disabled={running}
              onClick={() => void act(() => request(PUBLISH_ROUND, { roundId: round.id }), `Round ${round.number} published`)}
              data-testid="publish-round-button"
            >
              Publish round {round.number}
            </Button>
          ) : null}
        </Stack>
      ) : null}

      {event.rounds.some((r) => r.kind === 'PLAYOFF') ? (
        <PlayoffCutNotice
          eventId={eventId}
          canRecut={mayPair}
          onRecut={() => {
            void query.refetch();
            refreshShow();
          }}
        />
      ) : null}

      {event.format === 'LIMITED' && event.rounds.length === 0 ? <LimitedClockControl eventId={eventId} rel={event.rel} canControl={can(roles, 'controlClock')} /> : null}

      {round ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6">
              Round {round.number} {round.kind === 'PLAYOFF' ? '(playoff)' : ''}
            </Typography>
            <Chip label={round.published ? 'Published' : 'Not published'} color={round.published ? 'success' : 'default'} />
            <Typography data-testid="round-progress">
              {matches.length - unfinished}/{matches.length} final{disputed ? ` · ${disputed} disputed` : ''}
            </Typography>
            <ClockControl eventId={eventId} roundId={round.id} canControl={can(roles, 'controlClock')} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button href={`#/events/${encodeURIComponent(eventId)}/print/name`} target="_blank" data-testid="print-by-name">
              Print pairings by name
            </Button>
            <Button href={`#/events/${encodeURIComponent(eventId)}/print/table`} target="_blank" data-testid="print-by-table">
              Print pairings by table
            </Button>
            <Button href={`/screen/${encodeURIComponent(eventId)}`} target="_blank">
              Open big screen
            </Button>
          </Stack>
          <Table size="small" data-testid="round-matches" aria-label={`Round ${round.number} matches`}>
            <TableHead>
              <TableRow>
                <TableCell>Table</TableCell>
                <TableCell>Player</TableCell>
                <TableCell>Opponent</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Extension</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matches.map((match: StaffMatch) => (
                <TableRow key={match.id}>
                  <TableCell>{match.bye ? '' : match.table}</TableCell>
                  <TableCell>{match.players[0]?.name}</TableCell>
                  <TableCell>{match.bye ? 'BYE' : match.players[1]?.name}</TableCell>
                  <TableCell>
                    <MatchResultText match={match} />
                  </TableCell>
                  <TableCell>{match.status}</TableCell>
                  <TableCell>{match.extensionMinutes ? `+${match.extensionMinutes} min` : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <Box>
          <Typography color="text.secondary">No round yet. {event.status === 'REGISTRATION' ? 'Start the event, then pair round 1.' : ''}</Typography>
        </Box>
      )}
    </Stack>
  );
}
