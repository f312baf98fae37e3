import { BestOf, checkMatchStructure, isDciFailure, RECOMMENDED_SWISS_ROUND_MINUTES } from '@arbiter/dci';
import { EventEntity } from './event.entity';
import { ruleSetOf } from './event-sanctioning';
import { eventError } from './events.errors';

type StructureFields = Pick<EventEntity, 'id' | 'rel' | 'rulesEdition' | 'gamesPerMatch' | 'finalsGamesPerMatch' | 'topCut' | 'roundMinutes'>;

/**
 * MTR 2.1 / seed Floor Rules 111: Swiss and non-final playoff rounds play `gamesPerMatch`
 * (best of five refused; best of one at Regular REL only today, nowhere under the seed's
 * rules); the final plays `finalsGamesPerMatch`, where best of five is allowed because the
 * event's structure is announced (and locked) before it starts.
 */
export function assertMatchStructure(event: StructureFields): void {
  const rules = ruleSetOf(event);
  const rounds = checkMatchStructure({ bestOf: event.gamesPerMatch as BestOf, stage: 'swiss', rel: event.rel, rules });
  if (isDciFailure(rounds)) throw structureError(event, 'gamesPerMatch', `Games per match: ${rounds.error.message}.`);
  const final = checkMatchStructure({ bestOf: event.finalsGamesPerMatch as BestOf, stage: 'single-elimination', isFinal: true, announcedBeforeEvent: true, rel: event.rel, rules });
  if (isDciFailure(final)) throw structureError(event, 'finalsGamesPerMatch', `Games in the final: ${final.error.message}.`);
}

function structureError(event: StructureFields, field: string, message: string) {
  return eventError('MATCH_STRUCTURE_NOT_ALLOWED', message, { field, eventId: event.id ?? null, rel: event.rel, rulesEdition: event.rulesEdition });
}

/** What an organizer should know about an allowed structure, in words. */
export function matchStructureWarnings(event: StructureFields): string[] {
  const warnings: string[] = [];
  if (event.gamesPerMatch === 1) {
    warnings.push('Best-of-one matches: allowed at Regular REL only; Competitive and Professional events play best of three (MTR 2.1).');
  }
  if (event.finalsGamesPerMatch === 5) {
    warnings.push(event.topCut === 0 ? 'The final is best of five, but the event has no playoff: the setting has no effect.' : 'The final is best of five: announce it before the event starts (MTR 2.1).');
  }
  if (event.roundMinutes < RECOMMENDED_SWISS_ROUND_MINUTES) {
    warnings.push(`${event.roundMinutes}-minute rounds are shorter than the recommended ${RECOMMENDED_SWISS_ROUND_MINUTES} (the minimum is 40).`);
  }
  return warnings;
}
