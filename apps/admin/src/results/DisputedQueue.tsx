import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import type { DisputedMatchesQuery } from '../graphql/generated/graphql';
import { request } from '../graphql/graphql-client';
import { DISPUTED_MATCHES, SET_RESULT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { useRunMutation } from '../admin/use-run-mutation';
import { parseScore } from './parse-score';

/** Matches whose players reported different results, for a judge to settle with setResult. */
export function DisputedQueue() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(DISPUTED_MATCHES, eventId ? { eventId } : null);
  useEventLiveRefresh(eventId, ['matches'], () => void query.refetch());

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{query.error.message}</Alert>;
  const disputed = query.data?.disputedMatches ?? [];
  if (disputed.length === 0) return <Typography data-testid="disputes-empty">No disputed results.</Typography>;
  return (
    <Stack spacing={2} data-testid="disputed-queue">
      {disputed.map((match) => (
        <DisputeCard key={match.id} match={match} onResolved={() => void query.refetch()} />
      ))}
    </Stack>
  );
}

function DisputeCard({ match, onResolved }: { match: DisputedMatchesQuery['disputedMatches'][number]; onResolved: () => void }) {
  const [scoreText, setScoreText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { run, running } = useRunMutation();

  const resolve = async () => {
    const parsed = parseScore(scoreText);
    if ('error' in parsed) return setProblem(parsed.error);
    if (!reason.trim()) return setProblem('Say how the dispute was settled (recorded with the result)');
    setProblem(null);
    const done = await run(
      () => request(SET_RESULT, { matchId: match.id, wins: parsed.score.wins, draws: parsed.score.draws, reason: reason.trim() }),
      `Table ${match.table} settled`,
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
      aria-label={`Dispute at table ${match.table}`}
    >
      <Typography variant="subtitle1">
        Round {match.round}, table {match.table}: <strong>{match.players[0]?.name}</strong> (left) vs <strong>{match.players[1]?.name}</strong> (right)
      </Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }} data-testid="dispute-reports" aria-label="What each player reported">
        {match.reports.map((report) => (
          <li key={report.player.id}>
            {report.player.name} reported {report.wins}-{report.losses}
            {report.draws ? `-${report.draws}` : ''} ({report.wins > report.losses ? 'a win' : report.wins < report.losses ? 'a loss' : 'a draw'} for themself)
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField size="small" label="Final result (left-right-draws)" value={scoreText} onChange={(e) => setScoreText(e.target.value)} />
        <TextField size="small" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} sx={{ minWidth: 280 }} />
        <Button type="submit" variant="contained" disabled={running}>
          Set result
        </Button>
      </Box>
      {problem ? <Typography color="error">{problem}</Typography> : null}
    </Box>
  );
}
