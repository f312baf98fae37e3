import type { TFunction } from 'i18next';
import { INFRACTION_CATEGORIES, type Infraction, type Penalty, type PenaltyProposal, type Rel } from '../graphql/api-types';

/** Penalties a judge may choose when deviating, lightest first. */
export const PENALTIES_IN_ORDER: readonly Penalty[] = ['NONE', 'WARNING', 'GAME_LOSS', 'MATCH_LOSS', 'DISQUALIFICATION'];

/** Headings of the infraction picker, in the IPG's order. */
export const CATEGORIES = INFRACTION_CATEGORIES;

/** The glossary's name of a penalty (the server decides which one applies). */
export const penaltyName = (t: TFunction, penalty: Penalty) => t(`penalty.name.${penalty}`);

/** The glossary's name of an infraction, as the official Chinese IPG wording has it. */
export const infractionName = (t: TFunction, infraction: Infraction) => t(`penalty.infraction.${infraction}`);

/** A proposal's reasoning in the catalogue's words, from its fields (the API's explanation is English); its sentences end in 。, so they join without spaces. */
export function proposalWording(t: TFunction, proposal: PenaltyProposal, rel: Rel): string {
  const sentences = [
    t('penalty.explanation.rule', { infraction: infractionName(t, proposal.infraction), section: proposal.ipgSection, rel: t(`event.rel.${rel}`), penalty: penaltyName(t, proposal.penalty) }),
  ];
  if (proposal.source === 'JAR' && proposal.penalty === 'NONE') sentences.push(t('penalty.explanation.fixAndEducate'));
  if (proposal.upgraded) sentences.push(t('penalty.explanation.upgraded', { base: penaltyName(t, proposal.basePenalty) }));
  if (proposal.dropsPlayer) sentences.push(t('penalty.explanation.drops'));
  return sentences.join('');
}

/** A recorded penalty's reasoning in the catalogue's words: the guide's penalty and any upgrade (sentences joined as above). */
export function recordWording(t: TFunction, record: { proposedPenalty: Penalty; upgraded: boolean }): string {
  const sentences = [t('penalty.explanation.guide', { penalty: penaltyName(t, record.proposedPenalty) })];
  if (record.upgraded) sentences.push(t('penalty.explanation.upgradedToday'));
  return sentences.join('');
}
