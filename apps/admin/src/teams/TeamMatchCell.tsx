import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { teamScoreFromSide } from '../shared/team-match-rows';

/** Staff tables in a team event: the seat, the two teams and where their team match stands. */
export function TeamMatchCell({ match }: { match: Pick<Match, 'teamSeat' | 'teams' | 'teamMatch' | 'bye'> }) {
  const { t } = useTranslation();
  if (!match.teamMatch) return null;
  if (match.bye) return <span>{t('teamAdmin.teamBye', { team: match.teams[0]?.name ?? '' })}</span>;
  const score = teamScoreFromSide(match.teamMatch, 0);
  return (
    <span data-testid="team-match-cell">
      {match.teamSeat ? `${t('team.seat', { seat: match.teamSeat })} · ` : ''}
      {t('team.note.teams', { mine: match.teams[0]?.name ?? '', theirs: match.teams[1]?.name ?? '' })} · {match.teamMatch.decided ? t('team.score.decided', { score }) : t('team.score.playing', { score })}
    </span>
  );
}
