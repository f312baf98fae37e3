import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { EVENT_RATINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** The event's players by rating in its category: for seeding and for breaking ties for invitations. */
export function EventRatingsTable() {
  const record = useRecordContext<EventDetail>();
  const query = useGraphQLQuery(EVENT_RATINGS, record ? { eventId: String(record.id) } : null);
  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{query.error.message}</Alert>;
  const rows = query.data?.eventRatings ?? [];
  const category = record?.format === 'LIMITED' ? 'Limited' : 'Constructed';
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Players by their {category} rating (DCI: everyone starts at 1600; only finished sanctioned events count). Use it to seed, or to break ties for invitations.
      </Typography>
      <Table size="small" data-testid="event-ratings-table" aria-label="Ratings">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Player</TableCell>
            <TableCell>Rating</TableCell>
            <TableCell>Rated matches</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.playerId}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.rated ? row.rating.toFixed(1) : 'not rated (1600)'}</TableCell>
              <TableCell>{row.matches}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
