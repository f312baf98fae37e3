import { ActivationCost, KeywordCost } from '../cards/card-definition';
import { cardFilterPhrase, cardsFilterPhrase } from './describe-card-filter';
import { numberWord } from './describe-context';
import { COLOR_WORDS, groupPhrase, objectPhrase } from './describe-targets';
import { Color } from '../state/game-state';
import { withIndefiniteArticle } from './english-article';
import { tokenPhrase } from './describe-tokens';

/** Mana letters as symbols: "BBB" → "{B}{B}{B}". */
export function manaSymbols(mana: string): string {
  return [...mana].map((c) => `{${c}}`).join('');
}

/** A cost as Oracle text writes it: "{1}, {T}, Sacrifice Mogg Fanatic" (CR 602.1, 118). */
export function costText(cost: ActivationCost, self: string): string {
  const parts: string[] = [];
  // CR 606.4: a loyalty cost is printed in brackets, a minus as U+2212 ("[+1]", "[−2]", "[0]").
  if (cost.loyalty !== undefined) parts.push(`[${cost.loyalty > 0 ? '+' : cost.loyalty < 0 ? '\u2212' : ''}${Math.abs(cost.loyalty)}]`);
  if (cost.mana) parts.push(cost.mana);
  if (cost.revealSelf) parts.push(`Reveal ${self} from your hand`);
  if (cost.tap) parts.push('{T}');
  if (cost.untap) parts.push('{Q}');
  if (cost.removeCounters) parts.push(`Remove ${cost.removeCounters.count === 1 ? withIndefiniteArticle(`${cost.removeCounters.counter} counter`) : `${numberWord(cost.removeCounters.count)} ${cost.removeCounters.counter} counters`} from ${self}`);
  if (cost.payLife !== undefined) parts.push(`Pay ${cost.payLife} life`);
  if (cost.sacrificeSelf) parts.push(`Sacrifice ${self}`);
  if (cost.sacrifice) parts.push(`Sacrifice ${objectPhrase(cost.sacrifice)}`);
  if (cost.discardSelf) parts.push('Discard this card');
  if (cost.discard) parts.push(`Discard ${cardFilterPhrase(cost.discard)}`);
  const exiled = cost.exileGraveyardCards;
  if (exiled) parts.push(`Exile ${cardsFilterPhrase(exiled.filter, exiled.count)} from your graveyard`);
  return parts.join(', ');
}

/**
 * A keyword's cost after its dash or "unless you" (CR 702.24a, 702.30a, 702.47a): an activation cost,
 * or one of the costs only keywords have ("Pay {B} and 1 life", "Sacrifice two lands", "Draw a card",
 * "An opponent gains 1 life", "Put a -1/-1 counter on Aboroth", "Add {R}").
 */
export function keywordCostText(cost: KeywordCost, self: string): string {
  const { sacrificeAll, sacrificeCount, manaEither, draw, opponentGainsLife, selfCounter, addMana, tapUntapped, exileFromGraveyard, returnToHand, counterOnPermanent, exileTopOfLibrary, graveyardCardsToBottom, opponentCreatesToken, flipCoin, gainControlOf, ...rest } = cost;
  const parts: string[] = [];
  if (manaEither) parts.push(manaEither.join(' or '));
  if (sacrificeAll) parts.push(`Sacrifice all ${groupPhrase(sacrificeAll)}`);
  if (rest.mana && rest.payLife !== undefined && !rest.sacrifice && !rest.discard) parts.push(`Pay ${rest.mana} and ${rest.payLife} life`);
  else if (sacrificeCount !== undefined && rest.sacrifice) parts.push(`Sacrifice ${numberWord(sacrificeCount)} ${groupPhrase(rest.sacrifice)}`);
  else if (Object.keys(rest).length) parts.push(costText(rest, self));
  if (draw) parts.push(draw === 1 ? 'Draw a card' : `Draw ${numberWord(draw)} cards`);
  if (opponentGainsLife !== undefined) parts.push(`An opponent gains ${opponentGainsLife} life`);
  if (selfCounter) parts.push(`Put ${withIndefiniteArticle(`${selfCounter} counter`)} on ${self}`);
  if (addMana) parts.push(`Add ${manaSymbols(addMana)}`);
  if (tapUntapped) parts.push(`Tap ${objectPhrase(tapUntapped)}`);
  if (exileFromGraveyard) parts.push(`Exile ${numberWord(exileFromGraveyard)} cards from your graveyard`);
  if (returnToHand) parts.push(`Return ${objectPhrase(returnToHand)} to its owner's hand`);
  if (counterOnPermanent) parts.push(`Put ${withIndefiniteArticle(`${counterOnPermanent.counter} counter`)} on ${objectPhrase(counterOnPermanent.filter)}`);
  if (exileTopOfLibrary) parts.push(`Exile the top ${exileTopOfLibrary === 1 ? 'card' : `${numberWord(exileTopOfLibrary)} cards`} of your library`);
  if (graveyardCardsToBottom) parts.push(`Put ${numberWord(graveyardCardsToBottom)} cards from a single graveyard on the bottom of their owner's library`);
  if (opponentCreatesToken) parts.push(`Have an opponent create a ${tokenPhrase(opponentCreatesToken, false)}`);
  if (flipCoin) parts.push('Flip a coin');
  if (gainControlOf) parts.push(`Gain control of ${objectPhrase(gainControlOf)}`);
  return parts.join(', ');
}

/** "Spend only black mana on X.", "Spend only black and/or red mana on X." (CR 107.3). */
export function xSpendText(colors: string): string {
  return `Spend only ${[...colors].map((c) => COLOR_WORDS[c as Color]).join(' and/or ')} mana on X.`;
}
