import { lookAlikeWarning } from '../../../common/text/display-text';
import { PlayerEntity } from '../../events';
import { PlayerModel } from './player.model';

export function toPlayerModel(player: PlayerEntity): PlayerModel {
  return {
    id: player.id,
    name: player.name,
    nameWarning: lookAlikeWarning(player.name),
    wizardsId: player.wizardsId,
    dropped: player.dropped,
    byes: player.byes,
    enteredBeforeRound: player.enteredBeforeRound,
    disqualified: player.disqualified,
    decklistSubmitted: player.decklistSubmittedAt !== null,
    pod: player.pod ?? null,
    draftSeat: player.draftSeat ?? null,
    fixedTable: player.fixedTable ?? null,
    eventId: player.eventId,
    userId: player.userId,
  };
}
