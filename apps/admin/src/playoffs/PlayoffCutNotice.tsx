import { Alert, Button } from '@mui/material';
import { request } from '../graphql/graphql-client';
import { PLAYOFF_CUT, RECUT_PLAYOFF } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { useRunMutation } from '../admin/use-run-mutation';

const names = (players: readonly { name: string }[]) => players.map((player) => player.name).join(', ');

/**
 * Warns when a corrected Swiss result changed the top cut after the playoff was paired, and
 * offers the re-cut while no playoff result exists (the API decides both: playoffCut).
 */
export function PlayoffCutNotice({ eventId, canRecut, onRecut }: { eventId: string; canRecut: boolean; onRecut?: () => void }) {
  const query = useGraphQLQuery(PLAYOFF_CUT, { eventId });
  const { run, running } = useRunMutation();
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  const cut = query.data?.playoffCut;
  if (!cut?.outdated) return null;

  const who =
    cut.entering.length > 0
      ? `${names(cut.entering)} now make${cut.entering.length === 1 ? 's' : ''} the cut; ${names(cut.leaving)} no longer ${cut.leaving.length === 1 ? 'does' : 'do'}.`
      : 'The same players make the cut, but the seeds changed.';
  const recut = async () => {
    const done = await run(() => request(RECUT_PLAYOFF, { eventId }), 'Top cut paired again from the Swiss standings');
    if (done) {
      await query.refetch();
      onRecut?.();
    }
  };
  return (
    <Alert
      severity="warning"
      data-testid="playoff-cut-outdated"
      action={
        cut.recutAllowed && canRecut ? (
          <Button color="inherit" size="small" disabled={running} onClick={() => void recut()} data-testid="recut-playoff">
            Re-cut
          </Button>
        ) : undefined
      }
    >
      A corrected Swiss result changed the top cut after the playoff was paired. {who}{' '}
      {cut.recutAllowed ? 'No playoff result exists yet, so the playoff can be cut again.' : 'A playoff result exists, so the cut stands: correct the playoff by hand if needed.'}
    </Alert>
  );
}
