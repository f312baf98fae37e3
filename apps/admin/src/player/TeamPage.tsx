import { useSyncExternalStore } from 'react';
import { errorMessage } from '../graphql/graphql-error';
import { useTranslation } from 'react-i18next';
import { MY_TEAM, TEAM_PAGE, TEAM_STANDINGS, type TeamPageTeam } from '../graphql/team-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { getSession, subscribeSession } from '../session/session-store';
import type { TeamMatchRow } from '../shared/team-match-rows';
import { teamScoreFromSide } from '../shared/team-match-rows';
import { SignInForm } from './SignInForm';
import { TeamMatchSummary } from './TeamPairingsPage';
import { useTeamRosters } from './use-team-rosters';

/** A team's page on the phone: /play/<event>/team is the signed-in player's team, /play/<event>/team/<id> any team. */
export function TeamPageTab({ eventId, teamId }: { eventId: string; teamId: string | null }) {
  const { t } = useTranslation();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  if (teamId) return <TeamById eventId={eventId} teamId={teamId} />;
  if (!session) {
    return (
      <section className="stack">
        <p>{t('team.page.signInHint')}</p>
        <SignInForm />
      </section>
    );
  }
  return <MyTeam eventId={eventId} />;
}

function MyTeam({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(MY_TEAM, { eventId });
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  const team = query.data.event?.myTeam;
  if (!team) return <p data-testid="team-page-none">{t('team.page.noTeam')}</p>;
  return <TeamDetails eventId={eventId} team={team} />;
}

function TeamById({ eventId, teamId }: { eventId: string; teamId: string }) {
  const { t } = useTranslation();
  const query = useGraphQLQuery(TEAM_PAGE, { id: teamId });
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  if (query.error && !query.data) return <p className="error" role="alert">{errorMessage(query.error)}</p>;
  if (!query.data) return <p>{t('common.loading')}</p>;
  const team = query.data.team;
  if (!team) return <p>{t('team.page.unknown')}</p>;
  return <TeamDetails eventId={eventId} team={team} />;
}

const SEATS = ['A', 'B', 'C'];

function TeamDetails({ eventId, team }: { eventId: string; team: TeamPageTeam }) {
  const { t } = useTranslation();
  const rosters = useTeamRosters(eventId);
  const standings = useGraphQLQuery(TEAM_STANDINGS, { eventId });
  const standing = standings.data?.teamStandings.find((s) => s.team.id === team.id);
  const rows: (TeamMatchRow & { round: number })[] = team.teamMatches.map((m) => ({ id: m.id, round: m.round, table: m.table, bye: m.bye, teams: m.teams, matches: m.matches, state: { id: m.id, table: m.table, score: m.score, decided: m.decided, winner: m.winner, unplayedSeats: m.unplayedSeats } }));
  const current = rows[rows.length - 1];
  const past = rows.filter((row) => row !== current || row.state.decided);
  return (
    <section className="stack" data-testid="team-page">
      <h2>
        {team.name}
        {team.dropped ? ` ${t('team.dropped')}` : ''}
      </h2>
      <ul className="card-list" data-testid="team-page-seats">
        {team.players.map((player, index) => (
          <li key={player.id} className="card">
            {t('team.seatPlayer', { seat: SEATS[index], name: player.name })}
          </li>
        ))}
      </ul>
      {standing ? <p data-testid="team-page-standing">{t('team.page.standing', { rank: standing.rank, points: standing.matchPoints, record: standing.record })}</p> : null}
      {current && !current.state.decided ? (
        <article className="card" data-testid="team-page-current">
          <h3>{t('team.page.current', { number: current.round })}</h3>
          <TeamMatchSummary eventId={eventId} row={current} rosters={rosters} />
        </article>
      ) : null}
      {past.length > 0 ? (
        <>
          <h3>{t('team.page.history')}</h3>
          <table data-testid="team-page-history">
            <tbody>
              {[...past].reverse().map((row) => {
                const side = row.teams[0]?.id === team.id ? 0 : 1;
                const opponent = row.teams[1 - side];
                return (
                  <tr key={row.id}>
                    <td>{t('team.page.round', { number: row.round })}</td>
                    <td>{row.bye ? t('team.bye') : opponent?.name}</td>
                    <td>{row.bye ? '' : row.state.decided ? outcome(row.state.winner, side, t) + ' ' + teamScoreFromSide(row.state, side) : t('team.score.playing', { score: teamScoreFromSide(row.state, side) })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

function outcome(winner: number | null, side: 0 | 1, t: (key: string) => string): string {
  return winner === null ? t('team.outcome.draw') : winner === side ? t('team.outcome.win') : t('team.outcome.loss');
}
