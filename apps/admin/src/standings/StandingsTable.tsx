import { Alert, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { STANDINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { floorNote, formatPercent } from '../shared/format';
import { FinalStandingsTable } from './FinalStandingsTable';

/** Standings after any round; ordered by points, OMW%, GW%, OGW% (MTR App. C) by the API. */
export function StandingsTable() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const [afterRound, setAfterRound] = useState<number | null>(null);
  const query = useGraphQLQuery(STANDINGS, eventId ? { eventId, afterRound } : null);
  useEventLiveRefresh(eventId, afterRound === null ? ['standings'] : [], () => void query.refetch());

  if (query.loading) return <Loading />;
  const ended = record?.status === 'FINISHED' && !record.cancelled;
  if (query.error && !query.data) return <Alert severity="error">{query.error.message}</Alert>;
  const standings = query.data?.standings ?? [];
  const rounds = Math.max(record?.swissRounds ?? 0, 1);
  return (
    <Stack spacing={2}>
      {ended && eventId ? <FinalStandingsTable eventId={eventId} /> : null}
      {ended ? <Typography variant="h6">Swiss standings</Typography> : null}
      <TextField
        select
        size="small"
        label="After round"
        value={afterRound ?? 'latest'}
        onChange={(e) => setAfterRound(e.target.value === 'latest' ? null : Number(e.target.value))}
        sx={{ maxWidth: 200 }}
      >
        <MenuItem value="latest">Latest</MenuItem>
        {Array.from({ length: rounds }, (_, index) => (
          <MenuItem key={index + 1} value={index + 1}>
            Round {index + 1}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" data-testid="standings-floor">
        {floorNote(standings[0]?.percentageFloor ?? record?.percentageFloor)}
      </Typography>
      <Table size="small" data-testid="standings-table" aria-label="Standings">
        <TableHead>
          <TableRow>
            <TableCell>Rank</TableCell>
            <TableCell>Player</TableCell>
            <TableCell>Points</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>OMW%</TableCell>
            <TableCell>GW%</TableCell>
            <TableCell>OGW%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((standing) => (
            <TableRow key={standing.player.id} sx={standing.player.dropped ? { opacity: 0.6 } : undefined}>
              <TableCell>{standing.rank}</TableCell>
              <TableCell>
                {standing.player.name}
                {standing.player.dropped ? ' (dropped)' : ''}
              </TableCell>
              <TableCell>{standing.matchPoints}</TableCell>
              <TableCell>{standing.record}</TableCell>
              <TableCell>{formatPercent(standing.omw)}</TableCell>
              <TableCell>{formatPercent(standing.gw)}</TableCell>
              <TableCell>{formatPercent(standing.ogw)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
