import type { Infraction, Penalty, PenaltyRecord } from '../graphql/api-types';

export type InfractionCategory = 'Game Play Error' | 'Tournament Error' | 'Unsporting Conduct';

export interface InfractionInfo {
  infraction: Infraction;
  label: string;
  category: InfractionCategory;
  /** The guide's penalty at Competitive and Professional REL. */
  basePenalty: Penalty;
  note?: string;
}

/** IPG 2024: infractions and their penalties (tournament-rules.md). */
export const INFRACTIONS: readonly InfractionInfo[] = [
  { infraction: 'MISSED_TRIGGER', label: 'Missed Trigger', category: 'Game Play Error', basePenalty: 'NONE', note: 'Warning if the trigger is usually detrimental' },
  { infraction: 'LOOKING_AT_EXTRA_CARDS', label: 'Looking at Extra Cards', category: 'Game Play Error', basePenalty: 'WARNING' },
  { infraction: 'HIDDEN_CARD_ERROR', label: 'Hidden Card Error', category: 'Game Play Error', basePenalty: 'WARNING' },
  { infraction: 'MULLIGAN_PROCEDURE_ERROR', label: 'Mulligan Procedure Error', category: 'Game Play Error', basePenalty: 'WARNING' },
  { infraction: 'GAME_RULE_VIOLATION', label: 'Game Rule Violation', category: 'Game Play Error', basePenalty: 'WARNING' },
  { infraction: 'FAILURE_TO_MAINTAIN_GAME_STATE', label: 'Failure to Maintain Game State', category: 'Game Play Error', basePenalty: 'WARNING', note: 'Never upgrades' },
  { infraction: 'TARDINESS', label: 'Tardiness', category: 'Tournament Error', basePenalty: 'GAME_LOSS', note: 'Warning if seated within 1 minute; Match Loss and drop after 10 minutes' },
  { infraction: 'OUTSIDE_ASSISTANCE', label: 'Outside Assistance', category: 'Tournament Error', basePenalty: 'MATCH_LOSS' },
  { infraction: 'SLOW_PLAY', label: 'Slow Play', category: 'Tournament Error', basePenalty: 'WARNING', note: '+2 additional turns at time' },
  { infraction: 'DECKLIST_PROBLEM', label: 'Decklist Problem', category: 'Tournament Error', basePenalty: 'GAME_LOSS' },
  { infraction: 'DECK_PROBLEM', label: 'Deck Problem', category: 'Tournament Error', basePenalty: 'WARNING' },
  { infraction: 'LIMITED_PROCEDURE_VIOLATION', label: 'Limited Procedure Violation', category: 'Tournament Error', basePenalty: 'WARNING' },
  { infraction: 'COMMUNICATION_POLICY_VIOLATION', label: 'Communication Policy Violation', category: 'Tournament Error', basePenalty: 'WARNING' },
  { infraction: 'MARKED_CARDS', label: 'Marked Cards', category: 'Tournament Error', basePenalty: 'WARNING' },
  { infraction: 'INSUFFICIENT_SHUFFLING', label: 'Insufficient Shuffling', category: 'Tournament Error', basePenalty: 'WARNING' },
  { infraction: 'USC_MINOR', label: 'Unsporting Conduct — Minor', category: 'Unsporting Conduct', basePenalty: 'WARNING' },
  { infraction: 'USC_MAJOR', label: 'Unsporting Conduct — Major', category: 'Unsporting Conduct', basePenalty: 'MATCH_LOSS' },
  { infraction: 'IMPROPERLY_DETERMINING_A_WINNER', label: 'Improperly Determining a Winner', category: 'Unsporting Conduct', basePenalty: 'MATCH_LOSS' },
  { infraction: 'BRIBERY_AND_WAGERING', label: 'Bribery and Wagering', category: 'Unsporting Conduct', basePenalty: 'MATCH_LOSS' },
  { infraction: 'AGGRESSIVE_BEHAVIOR', label: 'Aggressive Behavior', category: 'Unsporting Conduct', basePenalty: 'DISQUALIFICATION' },
  { infraction: 'THEFT_OF_TOURNAMENT_MATERIAL', label: 'Theft of Tournament Material', category: 'Unsporting Conduct', basePenalty: 'DISQUALIFICATION' },
  { infraction: 'STALLING', label: 'Stalling', category: 'Unsporting Conduct', basePenalty: 'DISQUALIFICATION' },
  { infraction: 'CHEATING', label: 'Cheating', category: 'Unsporting Conduct', basePenalty: 'DISQUALIFICATION' },
];

export const PENALTY_LABEL: Record<Penalty, string> = {
  NONE: 'No penalty',
  WARNING: 'Warning',
  GAME_LOSS: 'Game Loss',
  MATCH_LOSS: 'Match Loss',
  DISQUALIFICATION: 'Disqualification',
};

export function infractionInfo(infraction: Infraction): InfractionInfo {
  return INFRACTIONS.find((info) => info.infraction === infraction)!;
}

/** What the guide proposes given the player's earlier penalties in this event, and why. */
export interface ProposedPenalty {
  penalty: Penalty;
  upgraded: boolean;
  explanation: string;
}

/**
 * A preview of the guide's penalty for the form; the API decides and records its own
 * explanation. IPG upgrades: the 3rd+ Warning for the same Game Play Error (never
 * Failure to Maintain Game State), the 2nd Warning for the same Tournament Error and
 * any further USC — Minor become a Game Loss.
 */
export function proposePenalty(infraction: Infraction, history: readonly PenaltyRecord[]): ProposedPenalty {
  const info = infractionInfo(infraction);
  const base = info.basePenalty;
  const earlier = history.filter((record) => record.infraction === infraction).length;
  const baseText = `${info.label}: ${PENALTY_LABEL[base]} (${info.category}).`;
  if (base !== 'WARNING') return { penalty: base, upgraded: false, explanation: baseText };

  if (info.category === 'Game Play Error' && infraction !== 'FAILURE_TO_MAINTAIN_GAME_STATE' && earlier >= 2) {
    return { penalty: 'GAME_LOSS', upgraded: true, explanation: `${baseText} Upgraded to Game Loss: offense ${earlier + 1} of this Game Play Error (3rd+ upgrades).` };
  }
  if (info.category === 'Tournament Error' && earlier >= 1) {
    return { penalty: 'GAME_LOSS', upgraded: true, explanation: `${baseText} Upgraded to Game Loss: 2nd offense of this Tournament Error.` };
  }
  if (infraction === 'USC_MINOR' && earlier >= 1) {
    return { penalty: 'GAME_LOSS', upgraded: true, explanation: `${baseText} Upgraded to Game Loss: further Unsporting Conduct — Minor.` };
  }
  return { penalty: base, upgraded: false, explanation: earlier ? `${baseText} Earlier offenses of this infraction: ${earlier}.` : baseText };
}
