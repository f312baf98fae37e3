import { Card } from '../card';
import { CommanderEligibility } from './format-rules';

/** Which Commander rules apply: today's (CR 903), or the seed's EDH (one legendary creature card, no partners). */
export const COMMANDER_RULES = ['current', 'seed'] as const;
/** One of COMMANDER_RULES. */
export type CommanderRules = (typeof COMMANDER_RULES)[number];

function isLegendaryCreatureCard(card: Card): boolean {
  const front = card.faces[0];
  // Seed EDH (2): a legendary creature card; a flip card is judged unflipped, a planeswalker is not one.
  return (front.side === undefined || front.side === 'a') && front.supertypes.includes('Legendary') && front.types.includes('Creature');
}

/** May this card be a commander in a format of this kind (a Background only beside a "Choose a Background" commander)? */
export function canCommand(card: Card, eligibility: CommanderEligibility, rules: CommanderRules, format: string): boolean {
  if (rules === 'seed') return isLegendaryCreatureCard(card);
  const front = card.faces[0];
  switch (eligibility) {
    case 'commander':
      return card.canBeCommander || card.partner?.kind === 'background';
    case 'brawl':
      // Brawl: a legendary creature or planeswalker. (MTGJSON's leadershipSkills.brawl is false for most of them.)
      return card.canBeCommander || (front.supertypes.includes('Legendary') && front.types.includes('Planeswalker'));
    case 'oathbreaker':
      return front.types.includes('Planeswalker');
    case 'pauperCommander':
      // Pauper Commander: an uncommon creature; MTGJSON marks uncommon-only cards "Restricted" (commander only).
      return front.types.includes('Creature') && (card.legalities[format] === 'Restricted' || card.legalities[format] === 'Legal');
  }
}

/** CR 702.124 (partner, "partner with"), friends forever, and "Choose a Background" with a Background (CR 702.124k). */
export function canCommandTogether(a: Card, b: Card): boolean {
  const kinds = [a.partner?.kind, b.partner?.kind];
  if (a.partner?.kind === 'partnerWith' || b.partner?.kind === 'partnerWith') {
    return a.partner?.kind === 'partnerWith' && b.partner?.kind === 'partnerWith' && a.partner.name === b.name && b.partner.name === a.name;
  }
  if (kinds[0] === 'partner' && kinds[1] === 'partner') return true;
  if (kinds[0] === 'friendsForever' && kinds[1] === 'friendsForever') return true;
  return kinds.includes('chooseBackground') && kinds.includes('background');
}
