import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { PLAYOFF_CUT, RECUT_PLAYOFF } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { useRunMutation } from '../admin/use-run-mutation';

/**
 * Warns when a corrected Swiss result changed the top cut after the playoff was paired, and
 * offers the re-cut while no playoff result exists (the API decides both: playoffCut).
 */
export function PlayoffCutNotice({ eventId, canRecut, onRecut }: { eventId: string; canRecut: boolean; onRecut?: () => void }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(PLAYOFF_CUT, { eventId });
  const { run, running } = useRunMutation();
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  const cut = query.data?.playoffCut;
  if (!cut?.outdated) return null;

  const names = (players: readonly { name: string }[]) => players.map((player) => player.name).join(t('playoffCut.separator'));
  const who =
    cut.entering.length > 0
      ? t(cut.entering.length === 1 ? 'playoffCut.enteringOne' : 'playoffCut.enteringMany', { entering: names(cut.entering), leaving: names(cut.leaving) })
      : t('playoffCut.sameSeeds');
  const recut = async () => {
    const done = await run(() => request(RECUT_PLAYOFF, { eventId }), t('playoffCut.recutDone'));
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
            {t('playoffCut.recut')}
          </Button>
        ) : undefined
      }
    >
      {t('playoffCut.changed')} {who} {t(cut.recutAllowed ? 'playoffCut.canRecut' : 'playoffCut.stands')}
    </Alert>
  );
}
