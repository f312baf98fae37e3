import { Alert, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { PenaltyCreate } from './PenaltyCreate';
import { PenaltyHistory } from './PenaltyHistory';
import { PenaltyReportExport } from './PenaltyReportExport';
import { can } from '../admin/event-permissions';
import { useJudgeContext } from './use-judge-context';

/** The event's penalties tab: issue a penalty, and read the history (all players or one). */
export function PenaltyPanel() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const context = useJudgeContext(eventId);
  const [historyFor, setHistoryFor] = useState('');
  const [issuedCount, setIssuedCount] = useState(0);
  if (context.loading) return <Loading />;
  if (context.error) return <Alert severity="error">{errorMessage(context.error)}</Alert>;
  if (!eventId) return null;
  return (
    <Stack spacing={3}>
      <PenaltyCreate eventId={eventId} rel={context.rel} players={context.players} matches={context.round?.matches ?? []} onIssued={() => setIssuedCount((n) => n + 1)} />
      <Divider />
      <Typography variant="h6">{t('penaltyHistory.title')}</Typography>
      {record && can(record.myRoles, 'exportEvent') ? <PenaltyReportExport eventId={eventId} eventName={record.name} /> : null}
      <TextField select size="small" label={t('penaltyHistory.player')} value={historyFor} onChange={(e) => setHistoryFor(e.target.value)} sx={{ maxWidth: 320 }}>
        <MenuItem value="">{t('penaltyHistory.allPlayers')}</MenuItem>
        {[...context.players]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((player) => (
            <MenuItem key={player.id} value={player.id}>
              {player.name}
            </MenuItem>
          ))}
      </TextField>
      <PenaltyHistory key={`${historyFor}:${issuedCount}`} eventId={eventId} playerId={historyFor || undefined} />
    </Stack>
  );
}
