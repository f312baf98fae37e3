import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useRecordContext, useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import type { EventDetail, StaffMatch } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { PAIR_NEXT_ROUND, PUBLISH_ROUND, REPAIR_ROUND, ROUND_CONTROL, START_EVENT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { can } from '../admin/event-permissions';
import { useRunMutation } from '../admin/use-run-mutation';
import { matchesByTable } from '../shared/pairing-rows';
import { ClockControl } from './ClockControl';
import { DraftPodsControl } from './DraftPodsControl';
import { LimitedClockControl } from './LimitedClockControl';
import { MatchResultText } from '../results/MatchResultText';
import { PlayoffCutNotice } from '../playoffs/PlayoffCutNotice';
import { TeamMatchCell } from '../teams/TeamMatchCell';

/** Round control: start the event, pair, re-pair, publish, print, and run the clock. */
export function RoundControl() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(ROUND_CONTROL, eventId ? { eventId } : null);
  const refreshShow = useRefresh();
  const { run, running } = useRunMutation();
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const event = query.data?.event;
  if (!event || !eventId) return null;

  const roles = event.myRoles;
  const mayPair = can(roles, 'pairRounds');
  const round = event.currentRound;
  const matches = round ? matchesByTable(round.matches) : [];
  // Team events: a seat of a decided team match may stay unplayed (MTR), so it does not hold the round open.
  const unfinished = matches.filter((match) => match.status !== 'FINAL' && !match.teamMatch?.decided).length;
  const teamEvent = matches.some((match) => match.teamMatch);
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
            <Button variant="contained" disabled={running} onClick={() => void act(() => request(START_EVENT, { eventId }), t('admin.round.eventStarted'))} data-testid="start-event-button">
              {t('admin.round.startEvent')}
            </Button>
          ) : null}
          {event.status === 'RUNNING' || event.status === 'PLAYOFFS' ? (
            <Button
              variant="contained"
              disabled={running}
              onClick={() => void act(() => request(PAIR_NEXT_ROUND, { eventId }), t('admin.round.paired'))}
              data-testid="pair-round-button"
            >
              {swissLeft > 0 ? t('admin.round.pairRound', { number: (round?.number ?? 0) + 1 }) : event.topCut > 0 ? t('admin.round.pairPlayoff') : t('admin.round.pairNext')}
            </Button>
          ) : null}
          {round && !started ? (
            <Button disabled={running} onClick={() => void act(() => request(REPAIR_ROUND, { eventId }), t('admin.round.repaired', { number: round.number }))} data-testid="repair-round-button">
              {t('admin.round.repair', { number: round.number })}
            </Button>
          ) : null}
          {round && !round.published ? (
            <Button
              variant="contained"
              color="secondary"
              disabled={running}
              onClick={() => void act(() => request(PUBLISH_ROUND, { roundId: round.id }), t('admin.round.publishedNotice', { number: round.number }))}
              data-testid="publish-round-button"
            >
              {t('admin.round.publish', { number: round.number })}
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

      {event.format === 'LIMITED' && !event.digital && event.rounds.length === 0 ? <DraftPodsControl eventId={eventId} canAssign={can(roles, 'assignDraftPods')} /> : null}

      {round ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6">
              {t(round.kind === 'PLAYOFF' ? 'admin.round.playoffTitle' : 'player.round', { number: round.number })}
            </Typography>
            <Chip label={round.published ? t('admin.round.published') : t('admin.round.notPublished')} color={round.published ? 'success' : 'default'} />
            <Typography data-testid="round-progress">
              {t('admin.round.progress', { final: matches.length - unfinished, matches: matches.length })}
              {disputed ? ` · ${t('admin.round.disputed', { disputed })}` : ''}
            </Typography>
            <ClockControl eventId={eventId} roundId={round.id} canControl={can(roles, 'controlClock')} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button href={`#/events/${encodeURIComponent(eventId)}/print/name`} target="_blank" data-testid="print-by-name">
              {t('admin.round.printByName')}
            </Button>
            <Button href={`#/events/${encodeURIComponent(eventId)}/print/table`} target="_blank" data-testid="print-by-table">
              {t('admin.round.printByTable')}
            </Button>
            {teamEvent ? (
              <Button href={`#/events/${encodeURIComponent(eventId)}/print/slips`} target="_blank" data-testid="print-team-slips">
                {t('teamAdmin.printSlips')}
              </Button>
            ) : (
              <Button href={`#/events/${encodeURIComponent(eventId)}/print/slips`} target="_blank" data-testid="print-result-slips">
                {t('storePrint.printSlips')}
              </Button>
            )}
            {event.format === 'LIMITED' ? (
              <Button href={`#/events/${encodeURIComponent(eventId)}/print/pods`} target="_blank" data-testid="print-draft-pods">
                {t('pods.print')}
              </Button>
            ) : null}
            <Button href={`/screen/${encodeURIComponent(eventId)}`} target="_blank">
              {t('admin.round.bigScreen')}
            </Button>
          </Stack>
          <Table size="small" data-testid="round-matches" aria-label={t('admin.round.matchesLabel', { number: round.number })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('player.pairings.table')}</TableCell>
                {teamEvent ? <TableCell>{t('teamAdmin.teamMatch')}</TableCell> : null}
                <TableCell>{t('player.pairings.player')}</TableCell>
                <TableCell>{t('player.pairings.opponent')}</TableCell>
                <TableCell>{t('player.pairings.result')}</TableCell>
                <TableCell>{t('admin.round.status')}</TableCell>
                <TableCell>{t('admin.round.extension')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matches.map((match: StaffMatch) => (
                <TableRow key={match.id}>
                  <TableCell>{match.bye ? '' : match.table}</TableCell>
                  {teamEvent ? <TableCell><TeamMatchCell match={match} /></TableCell> : null}
                  <TableCell>{match.players[0]?.name}</TableCell>
                  <TableCell>{match.bye ? t('screen.bye') : match.players[1]?.name}</TableCell>
                  <TableCell>
                    <MatchResultText match={match} />
                  </TableCell>
                  <TableCell>{t(`admin.matchStatus.${match.status}`)}</TableCell>
                  <TableCell>{match.extensionMinutes ? t('admin.round.extensionMinutes', { minutes: match.extensionMinutes }) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <Box>
          <Typography color="text.secondary">
            {t('admin.round.none')} {event.status === 'REGISTRATION' ? t('admin.round.startThenPair') : ''}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
