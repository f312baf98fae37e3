import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { PENALTIES } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useApiWording } from '../i18n/api-wording';
import { formatTime } from '../i18n/locale-format';
import { infractionName, penaltyName, recordWording } from './penalty-labels';

/** Penalties recorded in the event, for one player or everyone, newest first. */
export function PenaltyHistory({ eventId, playerId }: { eventId: string; playerId?: string }) {
  const { t, i18n } = useTranslation();
  const apiWording = useApiWording();
  const query = useGraphQLQuery(PENALTIES, { eventId, playerId: playerId ?? null });
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const records = [...(query.data?.penalties ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (query.data && records.length === 0) return <Typography color="text.secondary">{t('penaltyHistory.none')}</Typography>;
  return (
    <Table size="small" data-testid="penalty-history" aria-label={t('penaltyHistory.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('penaltyHistory.when')}</TableCell>
          <TableCell>{t('penaltyHistory.player')}</TableCell>
          <TableCell>{t('penaltyHistory.match')}</TableCell>
          <TableCell>{t('penaltyHistory.infraction')}</TableCell>
          <TableCell>{t('penaltyHistory.penalty')}</TableCell>
          <TableCell>{t('penaltyHistory.explanation')}</TableCell>
          <TableCell>{t('penaltyHistory.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id}>
            <TableCell>{formatTime(record.createdAt, i18n.language)}</TableCell>
            <TableCell>{record.player.name}</TableCell>
            <TableCell>{record.match ? t('penaltyHistory.matchCell', { round: record.match.round, table: record.match.table }) : ''}</TableCell>
            <TableCell>{infractionName(t, record.infraction)}</TableCell>
            <TableCell>
              {penaltyName(t, record.penalty)}
              {record.upgraded ? t('penalty.upgraded') : ''}
              {record.deviationReason ? t('penalty.deviation', { reason: record.deviationReason }) : ''}
            </TableCell>
            <TableCell>{apiWording(record.explanation, () => recordWording(t, record))}</TableCell>
            <TableCell>{record.description}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
