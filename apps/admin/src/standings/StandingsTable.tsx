import { Alert, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { STANDINGS } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { floorNoteKey, formatPercent } from '../shared/format';
import { FinalStandingsTable } from './FinalStandingsTable';
import { StandingsExport } from './StandingsExport';

/** Standings after any round; ordered by points, OMW%, GW%, OGW% (MTR App. C) by the API. */
export function StandingsTable() {
  const { t, i18n } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const [afterRound, setAfterRound] = useState<number | null>(null);
  const query = useGraphQLQuery(STANDINGS, eventId ? { eventId, afterRound } : null);
  useEventLiveRefresh(eventId, afterRound === null ? ['standings'] : [], () => void query.refetch());

  if (query.loading) return <Loading />;
  const ended = record?.status === 'FINISHED' && !record.cancelled;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const standings = query.data?.standings ?? [];
  const rounds = Math.max(record?.swissRounds ?? 0, 1);
  return (
    <Stack spacing={2}>
      {ended && eventId ? <FinalStandingsTable eventId={eventId} /> : null}
      {eventId ? <StandingsExport eventId={eventId} afterRound={afterRound} ended={ended} /> : null}
      {ended ? <Typography variant="h6">{t('standings.swissTitle')}</Typography> : null}
      <TextField
        select
        size="small"
        label={t('standings.afterRound')}
        value={afterRound ?? 'latest'}
        onChange={(e) => setAfterRound(e.target.value === 'latest' ? null : Number(e.target.value))}
        sx={{ maxWidth: 200 }}
      >
        <MenuItem value="latest">{t('standings.latest')}</MenuItem>
        {Array.from({ length: rounds }, (_, index) => (
          <MenuItem key={index + 1} value={index + 1}>
            {t('player.round', { number: index + 1 })}
          </MenuItem>
        ))}
      </TextField>
      {standings.length > 0 && standings[0].afterRound > 0 ? (
        <Typography variant="subtitle1" data-testid="standings-title">
          {t('standings.titleAfter', { number: standings[0].afterRound })}
        </Typography>
      ) : null}
      <Typography variant="body2" data-testid="standings-floor">
        {t(floorNoteKey(standings[0]?.percentageFloor ?? record?.percentageFloor))}
      </Typography>
      {/* Before any round is finished every player is level: no table that would look like a ranking. */}
      {standings.length === 0 || standings[0].afterRound === 0 ? (
        <Alert severity="info" data-testid="standings-none-finished">
          {t('standings.noneFinished')}
        </Alert>
      ) : (
        <Table size="small" data-testid="standings-table" aria-label={t('standings.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('standings.rank')}</TableCell>
              <TableCell>{t('standings.player')}</TableCell>
              <TableCell>{t('standings.matchPoints')}</TableCell>
              <TableCell>{t('standings.record')}</TableCell>
              <TableCell title={t('standings.omwTitle')}>{t('standings.omwPercent')}</TableCell>
              <TableCell title={t('standings.gwTitle')}>{t('standings.gwPercent')}</TableCell>
              <TableCell title={t('standings.ogwTitle')}>{t('standings.ogwPercent')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {standings.map((standing) => (
              <TableRow key={standing.player.id} sx={standing.player.dropped ? { opacity: 0.6 } : undefined}>
                <TableCell>{standing.rank}</TableCell>
                <TableCell>
                  {standing.player.name}
                  {standing.player.dropped ? <Chip size="small" variant="outlined" color="error" label={t('standings.dropped')} sx={{ ml: 1 }} /> : null}
                </TableCell>
                <TableCell>{standing.matchPoints}</TableCell>
                <TableCell>{standing.record}</TableCell>
                <TableCell>{formatPercent(standing.omw, i18n.language)}</TableCell>
                <TableCell>{formatPercent(standing.gw, i18n.language)}</TableCell>
                <TableCell>{formatPercent(standing.ogw, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
