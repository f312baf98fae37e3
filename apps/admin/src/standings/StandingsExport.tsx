import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { STANDINGS_SHEET } from '../graphql/print-operations';
import { useRunMutation } from '../admin/use-run-mutation';
import { downloadFile } from '../shared/download-file';
import { standingsCsv } from './standings-csv';

/** The standings' printouts and CSV download: the printed standings, the final placings once the event ended, and the CSV of the standings shown. */
export function StandingsExport({ eventId, afterRound, ended }: { eventId: string; afterRound: number | null; ended: boolean }) {
  const { t } = useTranslation();
  const { run, running } = useRunMutation();
  const saveCsv = () =>
    run(async () => {
      const { event, standings } = await request(STANDINGS_SHEET, { eventId, afterRound });
      const csv = standingsCsv(standings, {
        rank: t('standings.rank'),
        player: t('standings.player'),
        wizardsId: t('registrationDesk.wizardsId'),
        matchPoints: t('standings.matchPoints'),
        record: t('standings.record'),
        omw: t('standings.omwPercent'),
        gw: t('standings.gwPercent'),
        ogw: t('standings.ogwPercent'),
      });
      const name = (event?.name ?? 'event').replace(/[\\/:*?"<>|]+/g, ' ').trim();
      downloadFile(`${name} — ${afterRound === null ? t('storePrint.csvLatest') : t('player.round', { number: afterRound })}.csv`, csv, 'text/csv;charset=utf-8');
      return true;
    });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button href={`#/events/${encodeURIComponent(eventId)}/print/standings`} target="_blank" data-testid="print-standings">
        {t('storePrint.printStandings')}
      </Button>
      {ended ? (
        <Button href={`#/events/${encodeURIComponent(eventId)}/print/final`} target="_blank" data-testid="print-final-placings">
          {t('storePrint.printFinal')}
        </Button>
      ) : null}
      <Button onClick={() => void saveCsv()} disabled={running} data-testid="standings-csv">
        {t('storePrint.downloadCsv')}
      </Button>
    </Stack>
  );
}
