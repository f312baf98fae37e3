import { CardDefinition } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState } from '../state/game-state';
import { AdditionalKeywordCost } from './keyword-cost-payment';

/** CR 702.47a: a card splices onto a spell with the quality it names (a subtype, or "instant or sorcery"); the spell needs a text box of one spell. */
export function splicesOnto(splice: NonNullable<CardDefinition['splice']>, spell: CardDefinition): boolean {
  const quality = splice.onto === 'instant or sorcery' ? spell.types.includes('Instant') || spell.types.includes('Sorcery') : spell.subtypes.includes(splice.onto);
  return !!spell.spell && quality;
}

/** CR 702.47a: the splice costs of the spliced cards, in order: additional costs of the spell. */
export function spliceCosts(game: GameState, spliced: readonly number[]): AdditionalKeywordCost[] {
  return spliced.map((id) => ({ card: game.objects[id].card, cost: compiledCard(game, game.objects[id].card).def.splice!.cost }));
}
