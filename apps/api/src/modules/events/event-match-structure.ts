import { BestOf, checkMatchStructure, isDciFailure, MINIMUM_ROUND_MINUTES, RECOMMENDED_SWISS_ROUND_MINUTES } from '@arbiter/dci';
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

/** Allowed structures worth a second look (MTR 2.1, 2.4), each with a code the screens word. */
export const STRUCTURE_WARNING_CODES = ['BEST_OF_ONE', 'FINAL_BEST_OF_FIVE_WITHOUT_PLAYOFF', 'FINAL_BEST_OF_FIVE', 'SHORT_ROUNDS'] as const;
export type StructureWarningCode = (typeof STRUCTURE_WARNING_CODES)[number];

/** One structure warning: its code, its English words and the figures it names. */
export interface StructureWarning {
  code: StructureWarningCode;
  message: string;
  roundMinutes?: number;
  recommendedMinutes?: number;
  minimumMinutes?: number;
}

/** What an organizer should know about an allowed structure. */
export function matchStructureWarnings(event: StructureFields): StructureWarning[] {
  const warnings: StructureWarning[] = [];
  if (event.gamesPerMatch === 1) {
    warnings.push({ code: 'BEST_OF_ONE', message: 'Best-of-one matches: allowed at Regular REL only; Competitive and Professional events play best of three (MTR 2.1).' });
  }
  if (event.finalsGamesPerMatch === 5) {
    warnings.push(
      event.topCut === 0
        ? { code: 'FINAL_BEST_OF_FIVE_WITHOUT_PLAYOFF', message: 'The final is best of five, but the event has no playoff: the setting has no effect.' }
        : { code: 'FINAL_BEST_OF_FIVE', message: 'The final is best of five: announce it before the event starts (MTR 2.1).' },
    );
  }
  if (event.roundMinutes < RECOMMENDED_SWISS_ROUND_MINUTES) {
    warnings.push({
      code: 'SHORT_ROUNDS',
      message: `${event.roundMinutes}-minute rounds are shorter than the recommended ${RECOMMENDED_SWISS_ROUND_MINUTES} (the minimum is ${MINIMUM_ROUND_MINUTES}).`,
      roundMinutes: event.roundMinutes,
      recommendedMinutes: RECOMMENDED_SWISS_ROUND_MINUTES,
      minimumMinutes: MINIMUM_ROUND_MINUTES,
    });
  }
  return warnings;
}
