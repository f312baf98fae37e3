import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../graphql/api-types';
import { EVENT_RATINGS } from '../graphql/operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatNumber } from '../i18n/locale-format';

/** The event's players by rating in its category: for seeding and for breaking ties for invitations. */
export function EventRatingsTable() {
  const record = useRecordContext<EventDetail>();
  const { t, i18n } = useTranslation();
  const query = useGraphQLQuery(EVENT_RATINGS, record ? { eventId: String(record.id) } : null);
  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const rows = query.data?.eventRatings ?? [];
  const category = t(`profile.category.${record?.format === 'LIMITED' ? 'LIMITED' : 'CONSTRUCTED'}`);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        {t('ratings.note', { category })}
      </Typography>
      <Table size="small" data-testid="event-ratings-table" aria-label={t('ratings.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('ratings.player')}</TableCell>
            <TableCell>{t('ratings.rating')}</TableCell>
            <TableCell>{t('ratings.matches')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.playerId}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{row.name}</TableCell>
              <TableCell>{row.rated ? formatNumber(row.rating, i18n.language, 1) : t('ratings.notRated')}</TableCell>
              <TableCell>{row.matches}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
