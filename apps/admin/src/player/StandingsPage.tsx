import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Standing } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { STANDINGS, STANDINGS_UPDATED } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription, useOnReconnected } from '../live/live-hooks';
import { useLivePatchedState } from '../live/use-live-patched-state';
import { nameMatches } from '../shared/pairing-rows';
import { floorNoteKey, formatPercent } from '../shared/format';
import { FinalStandingsList } from './FinalStandingsList';
import { PhoneBracket } from './PhoneBracket';

/**
 * Public standings after the last finished round, replaced live by `standingsUpdated`; the
 * playoff bracket once the playoffs are paired; once the event has ended, the final standings first.
 */
export function StandingsPage({ eventId, ended, playoffs }: { eventId: string; ended: boolean; playoffs: boolean }) {
  const { t, i18n } = useTranslation();
  const query = useGraphQLQuery(STANDINGS, { eventId });
  const [standings, patchStandings] = useLivePatchedState(query, (data): Standing[] => data.standings);
  const [search, setSearch] = useState('');
  useLiveSubscription(STANDINGS_UPDATED, { eventId }, (data) => patchStandings(() => data.standingsUpdated));
  useOnReconnected(() => void query.refetch());

  if (query.error && !standings) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!standings) return <p>{t('common.loading')}</p>;
  // Before any round is finished every player is level: a table would look like a ranking it is not.
  if (standings.length === 0 || standings[0].afterRound === 0) return <p data-testid="standings-none-finished">{t('standings.noneFinished')}</p>;
  const shown = search.trim() ? standings.filter((standing) => nameMatches(standing.player.name, search)) : standings;
  return (
    <section>
      {ended ? <FinalStandingsList eventId={eventId} /> : null}
      {playoffs ? <PhoneBracket eventId={eventId} /> : null}
      <h2 data-testid="standings-title">{ended ? t('standings.swissTitle') : t('standings.titleAfter', { number: standings[0].afterRound })}</h2>
      <p className="muted small" data-testid="standings-floor">
        {t(floorNoteKey(standings[0]?.percentageFloor))}
      </p>
      <label className="search">
        <span>{t('standings.find')}</span>
        <input type="search" value={search} onChange={(changeEvent) => setSearch(changeEvent.target.value)} aria-label={t('standings.findLabel')} />
      </label>
      {/* Seven columns do not fit a phone's width: the table scrolls sideways on its own, the page does not. */}
      <div className="table-scroll">
        <table className="standings" data-testid="standings-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('standings.player')}</th>
              <th scope="col">{t('standings.points')}</th>
              <th scope="col">{t('standings.record')}</th>
              <th scope="col" title={t('standings.omwTitle')}>{t('standings.omw')}</th>
              <th scope="col" title={t('standings.gwTitle')}>{t('standings.gw')}</th>
              <th scope="col" title={t('standings.ogwTitle')}>{t('standings.ogw')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((standing) => (
              <tr key={standing.player.id} className={standing.player.dropped ? 'dropped' : undefined}>
                <td>{standing.rank}</td>
                <td>
                  {standing.player.name}
                  {standing.player.dropped ? <span className="dropped-mark">{t('standings.dropped')}</span> : null}
                </td>
                <td>{standing.matchPoints}</td>
                <td>{standing.record}</td>
                <td>{formatPercent(standing.omw, i18n.language)}</td>
                <td>{formatPercent(standing.gw, i18n.language)}</td>
                <td>{formatPercent(standing.ogw, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
