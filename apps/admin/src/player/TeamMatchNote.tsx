import { useTranslation } from 'react-i18next';
import type { Match } from '../graphql/api-types';
import { teamScoreFromSide } from '../shared/team-match-rows';

/**
 * A team event's match from one team's side, under the player's match card: the seat, the teams,
 * the team score so far; once the team match is decided, that an open seat may stay unplayed
 * (MTR); in Two-Headed Giant, that either teammate reports the team's game.
 */
export function TeamMatchNote({ match, side }: { match: Match; side: 0 | 1 }) {
  const { t } = useTranslation();
  const state = match.teamMatch;
  if (!state || match.bye) return null;
  const mine = match.teams[side];
  const theirs = match.teams[1 - side];
  const score = teamScoreFromSide(state, side);
  const status = !state.decided
    ? t('team.note.playing', { score })
    : state.winner === null
      ? t('team.note.drawn', { score })
      : state.winner === side
        ? t('team.note.won', { score })
        : t('team.note.lost', { score });
  return (
    <div className="card team-note" data-testid="team-match-note">
      <p>
        {match.teamSeat ? <strong>{t('team.seat', { seat: match.teamSeat })} · </strong> : null}
        {t('team.note.teams', { mine: mine?.name ?? '', theirs: theirs?.name ?? '' })}
      </p>
      <p data-testid="team-match-status">{status}</p>
      {state.decided && match.teamSeat && match.status !== 'FINAL' ? <p className="muted" data-testid="team-seat-optional">{t('team.note.seatOptional')}</p> : null}
      {!match.teamSeat ? <p className="muted small">{t('team.note.eitherReports')}</p> : null}
    </div>
  );
}
