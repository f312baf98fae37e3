import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import type { DisputedMatchesQuery } from '../graphql/generated/graphql';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { DISPUTED_MATCHES, SET_RESULT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { useRunMutation } from '../admin/use-run-mutation';
import { parseScore, scoreProblemText } from './parse-score';

/** Matches whose players reported different results, for a judge to settle with setResult. */
export function DisputedQueue() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(DISPUTED_MATCHES, eventId ? { eventId } : null);
  useEventLiveRefresh(eventId, ['matches'], () => void query.refetch());

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const disputed = query.data?.disputedMatches ?? [];
  if (disputed.length === 0) return <Typography data-testid="disputes-empty">{t('disputes.empty')}</Typography>;
  return (
    <Stack spacing={2} data-testid="disputed-queue">
      {disputed.map((match) => (
        <DisputeCard key={match.id} match={match} onResolved={() => void query.refetch()} />
      ))}
    </Stack>
  );
}

function DisputeCard({ match, onResolved }: { match: DisputedMatchesQuery['disputedMatches'][number]; onResolved: () => void }) {
  const { t } = useTranslation();
  const [scoreText, setScoreText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { run, running } = useRunMutation();

  const resolve = async () => {
    const parsed = parseScore(scoreText);
    if ('error' in parsed) return setProblem(scoreProblemText(t, parsed.error));
    if (!reason.trim()) return setProblem(t('disputes.needReason'));
    setProblem(null);
    const done = await run(
      () => request(SET_RESULT, { matchId: match.id, wins: parsed.score.wins, draws: parsed.score.draws, reason: reason.trim() }),
      t('disputes.settled', { table: match.table }),
    );
    if (done) onResolved();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void resolve();
      }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      data-testid={`dispute-${match.table}`}
      aria-label={t('disputes.label', { table: match.table })}
    >
      <Typography variant="subtitle1">
        {t('disputes.where', { round: match.round, table: match.table })} <strong>{match.players[0]?.name}</strong> {t('admin.results.left')} {t('disputes.versus')}{' '}
        <strong>{match.players[1]?.name}</strong> {t('admin.results.right')}
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }} data-testid="dispute-reports" aria-label={t('disputes.reportsLabel')}>
        {match.reports.map((report) => (
          <li key={report.player.id}>
            {t('disputes.reported', {
              name: report.player.name,
              score: `${report.wins}-${report.losses}${report.draws ? `-${report.draws}` : ''}`,
              outcome: t(`disputes.outcome.${report.wins > report.losses ? 'win' : report.wins < report.losses ? 'loss' : 'draw'}`),
            })}
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField size="small" label={t('disputes.finalResult')} value={scoreText} onChange={(e) => setScoreText(e.target.value)} />
        <TextField size="small" label={t('disputes.reason')} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ minWidth: 280 }} />
        <Button type="submit" variant="contained" disabled={running}>
          {t('disputes.setResult')}
        </Button>
      </Box>
      {problem ? <Typography color="error">{problem}</Typography> : null}
    </Box>
  );
}
