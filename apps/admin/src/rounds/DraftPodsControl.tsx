import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRunMutation } from '../admin/use-run-mutation';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { ASSIGN_DRAFT_PODS, DRAFT_POD_ASSIGNMENT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';

/** Paper booster drafts, before round 1: seat the players in pods (assignDraftPods) and print the seating. */
export function DraftPodsControl({ eventId, canAssign }: { eventId: string; canAssign: boolean }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(DRAFT_POD_ASSIGNMENT, { eventId });
  const { run, running } = useRunMutation();
  const players = query.data?.event?.players ?? [];
  const pods = new Set(players.filter((player) => !player.dropped && player.pod !== null).map((player) => player.pod)).size;

  const assign = async () => {
    if (pods > 0 && !window.confirm(t('pods.confirmReassign'))) return;
    const seated = await run(() => request(ASSIGN_DRAFT_PODS, { eventId }));
    if (!seated) return;
    await run(() => query.refetch(), t('pods.assigned', { players: seated.assignDraftPods.length, pods: new Set(seated.assignDraftPods.map((player) => player.pod)).size }));
  };

  return (
    <Box data-testid="draft-pods-control" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h6">{t('pods.heading')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pods.paperSummary')}
      </Typography>
      {query.error ? <Typography color="error">{errorMessage(query.error)}</Typography> : null}
      <Typography data-testid="draft-pods-count">{pods > 0 ? t('pods.podCount', { pods }) : t('pods.noneAssigned')}</Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {canAssign ? (
          <Button variant="contained" disabled={running} onClick={() => void assign()} data-testid="assign-draft-pods">
            {t('pods.assign')}
          </Button>
        ) : null}
        {pods > 0 ? (
          <Button href={`#/events/${encodeURIComponent(eventId)}/print/pods`} target="_blank" data-testid="print-paper-draft-pods">
            {t('pods.print')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
