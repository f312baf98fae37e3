import { MatchEntity } from '../match.entity';
import { MatchModel } from './match.model';

export function toMatchModel(match: MatchEntity): MatchModel {
  const final = match.status === 'FINAL' && match.wins1 !== null && match.wins2 !== null;
  return {
    id: match.id,
    table: match.tableNumber,
    bye: match.bye,
    wins: final ? [match.wins1 as number, match.wins2 as number] : null,
    draws: final ? match.draws : null,
    status: match.status,
    round: match.roundNumber,
    extensionMinutes: match.extensionMinutes,
    turnTrackerState: match.turnTracker,
    gameLosses: [match.gameLosses1, match.gameLosses2],
    reports: [match.report1, match.report2],
    playerIds: match.player2Id ? [match.player1Id, match.player2Id] : [match.player1Id],
    roundId: match.roundId,
    eventId: match.eventId,
  };
}
