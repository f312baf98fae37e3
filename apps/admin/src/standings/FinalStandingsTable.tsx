import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { FINAL_STANDINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { finishLabel } from '../shared/final-placing';

/** The ended event's final standings: playoff placings first, then Swiss order (finalStandings). */
export function FinalStandingsTable({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(FINAL_STANDINGS, { eventId });
  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const standings = query.data?.finalStandings ?? [];
  return (
    <Stack spacing={1}>
      <Typography variant="h6">{t('screen.finalStandings')}</Typography>
      <Table size="small" data-testid="final-standings" aria-label={t('screen.finalStandings')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('standings.place')}</TableCell>
            <TableCell>{t('standings.player')}</TableCell>
            <TableCell>{t('standings.finish')}</TableCell>
            <TableCell>{t('standings.matchPoints')}</TableCell>
            <TableCell>{t('standings.record')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((standing) => (
            <TableRow key={standing.player.id}>
              <TableCell>{standing.rank}</TableCell>
              <TableCell>{standing.player.name}</TableCell>
              <TableCell>{finishLabel(standing.finish, t)}</TableCell>
              <TableCell>{standing.matchPoints}</TableCell>
              <TableCell>{standing.record}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
