import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PENALTIES } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { PENALTY_LABEL } from './penalty-labels';

/** Penalties recorded in the event, for one player or everyone, newest first. */
export function PenaltyHistory({ eventId, playerId }: { eventId: string; playerId?: string }) {
  const query = useGraphQLQuery(PENALTIES, { eventId, playerId: playerId ?? null });
  if (query.error && !query.data) return <Alert severity="error">{query.error.message}</Alert>;
  const records = [...(query.data?.penalties ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (query.data && records.length === 0) return <Typography color="text.secondary">No penalties recorded.</Typography>;
  return (
    <Table size="small" data-testid="penalty-history" aria-label="Penalty history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Player</TableCell>
          <TableCell>Match</TableCell>
          <TableCell>Infraction</TableCell>
          <TableCell>Penalty</TableCell>
          <TableCell>Explanation</TableCell>
          <TableCell>Description</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell>{new Date(record.createdAt).toLocaleTimeString()}</TableCell>
            <TableCell>{record.player.name}</TableCell>
            <TableCell>{record.match ? `R${record.match.round} T${record.match.table}` : ''}</TableCell>
            <TableCell>{record.infractionName}</TableCell>
            <TableCell>
              {PENALTY_LABEL[record.penalty]}
              {record.upgraded ? ' (upgraded)' : ''}
              {record.deviationReason ? ` — deviation: ${record.deviationReason}` : ''}
            </TableCell>
            <TableCell>{record.explanation}</TableCell>
            <TableCell>{record.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
