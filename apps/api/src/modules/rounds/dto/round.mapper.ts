import { RoundEntity } from '../round.entity';
import { RoundModel } from './round.model';

export function toRoundModel(round: RoundEntity): RoundModel & { eventId: string } {
  return { id: round.id, number: round.number, kind: round.kind, published: round.published, gamesPerMatch: round.gamesPerMatch, seed: round.seed, algorithm: round.algorithm, eventId: round.eventId };
}
