import { ActivationCost, CardFilter, KeywordCost, PermanentFilter } from '../cards/card-definition';
import { isSupportedCounter } from '../cards/keywords';
import { keywordCostText } from '../text/describe-costs';
import { cardFilterOf, groupSubject, wholeFilter } from './filter-parser';

const COUNT_WORDS = ['', 'a', 'two', 'three', 'four', 'five', 'six'];

/** A keyword's written cost ("Pay 1 life", "Discard a card", "Sacrifice a land"): what a player can pay as an ability resolves. */
export function keywordCostFrom(text: string, name: string): KeywordCost | null {
  const written = writtenKeywordCost(text, name);
  if (written) return keywordCostText(written, name) === text ? written : null;
  const cost = parseCost(text, name);
  if (!cost || Object.keys(cost).length === 0) return null;
  return Object.keys(cost).every((k) => KEYWORD_COST_PARTS.includes(k as keyof KeywordCost)) ? cost : null;
}

/**
 * The keyword costs that are not activation costs (CR 702.24a, 702.30a, 702.47a): "Pay {B} and 1 life",
 * "Sacrifice two lands", "Draw a card", "An opponent gains 1 life", "Put a -1/-1 counter on Aboroth",
 * "Add {R}"; read back by rendering them again.
 */
function writtenKeywordCost(text: string, name: string): KeywordCost | null {
  const payBoth = /^Pay ((?:\{(?:\d+|[WUBRGC])\})+) and (\d+) life$/.exec(text);
  if (payBoth) return { mana: payBoth[1], payLife: Number(payBoth[2]) };
  const sacrifice = /^Sacrifice (two|three|four|five|six) (.+)$/.exec(text);
  const group = sacrifice && groupSubject(sacrifice[2]);
  if (sacrifice && typeof group === 'object' && group !== null && 'all' in group && !group.all.another && !group.all.controller) return { sacrifice: group.all, sacrificeCount: COUNT_WORDS.indexOf(sacrifice[1]) };
  const all = /^Sacrifice all (.+)$/.exec(text);
  const allGroup = all && groupSubject(all[1]);
  if (allGroup && typeof allGroup === 'object' && 'all' in allGroup && allGroup.all.controller === 'you') return { sacrificeAll: allGroup.all };
  if (text === 'Draw a card') return { draw: 1 };
  const gains = /^An opponent gains (\d+) life$/.exec(text);
  if (gains) return { opponentGainsLife: Number(gains[1]) };
  const counter = /^Put an? (\S+) counter on (.+)$/.exec(text);
  if (counter && counter[2] === name && isSupportedCounter(counter[1])) return { selfCounter: counter[1] };
  // "Put a +1/+1 counter on a creature an opponent controls" (Sheltering Ancient): a permanent chosen each time.
  const counterOn = counter && isSupportedCounter(counter[1]) && /^an? /.test(counter[2]) ? wholeFilter(counter[2].replace(/^an? /, '')) : null;
  if (counter && counterOn && !counterOn.another) return { counterOnPermanent: { counter: counter[1], filter: counterOn } };
  const exileTop = /^Exile the top (card|two cards|three cards) of your library$/.exec(text);
  if (exileTop) return { exileTopOfLibrary: exileTop[1] === 'card' ? 1 : COUNT_WORDS.indexOf(exileTop[1].split(' ')[0]) };
  const toBottom = /^Put (two|three|four|five|six) cards from a single graveyard on the bottom of their owner's library$/.exec(text);
  if (toBottom) return { graveyardCardsToBottom: COUNT_WORDS.indexOf(toBottom[1]) };
  if (text === 'Flip a coin') return { flipCoin: true };
  const control = /^Gain control of an? (.+)$/.exec(text);
  const controlled = control && wholeFilter(control[1]);
  if (controlled && !controlled.another && (controlled.controller === 'not-you' || controlled.controller === 'opponent')) return { gainControlOf: controlled };
  const exile = /^Exile (two|three|four|five|six) cards from your graveyard$/.exec(text);
  if (exile) return { exileFromGraveyard: COUNT_WORDS.indexOf(exile[1]) };
  const tap = /^Tap an? (.+)$/.exec(text);
  const tapped = tap && wholeFilter(tap[1]);
  if (tapped && tapped.tapped === false && !tapped.another) return { tapUntapped: tapped };
  const returned = /^Return an? (.+) to its owner's hand$/.exec(text);
  const returnedFilter = returned && wholeFilter(returned[1]);
  if (returnedFilter && returnedFilter.controller === 'you' && !returnedFilter.another) return { returnToHand: returnedFilter };
  const add = /^Add ((?:\{[WUBRGC]\})+)$/.exec(text);
  if (add) return { addMana: add[1].replace(/[{}]/g, '') };
  return null;
}

/**
 * CR 601.2h: the additional keyword costs (splice 702.47a, kicker 702.33a) the caster pays as the spell is cast: mana,
 * sacrifices, a tap, life, a discard, an opponent's life gain, exiling from the graveyard.
 */
export function additionalCostPayable(cost: KeywordCost): boolean {
  return Object.keys(cost).every((k) => (ADDITIONAL_COST_PARTS as readonly string[]).includes(k));
}

const ADDITIONAL_COST_PARTS: readonly (keyof KeywordCost)[] = ['sacrificeAll', 'mana', 'payLife', 'discard', 'sacrifice', 'sacrificeCount', 'tapUntapped', 'opponentGainsLife', 'exileFromGraveyard', 'returnToHand'];

const KEYWORD_COST_PARTS: readonly (keyof KeywordCost)[] = ['mana', 'payLife', 'discard', 'sacrifice'];

/** An activation cost as printed before the colon ("{2}, {T}, Sacrifice a creature"); null for a part the engine does not pay. */
export function parseCost(text: string, name: string): ActivationCost | null {
  const cost: ActivationCost = {};
  for (const part of text.split(', ')) {
    // CR 606.4: "[+1]", "[\u22122]", "[0]" (the minus sign is U+2212).
    const loyalty = /^\[([+\u2212]?)(\d+)\]$/.exec(part);
    if (loyalty && cost.loyalty === undefined && Object.keys(cost).length === 0) cost.loyalty = (loyalty[1] === '\u2212' ? -1 : 1) * Number(loyalty[2]);
    else if (part === '{T}') cost.tap = true;
    else if (part === '{Q}' && !cost.untap) cost.untap = true;
    else if (!cost.removeCounters && removedCounters(part, name)) cost.removeCounters = removedCounters(part, name)!;
    else if (part === `Sacrifice ${name}`) cost.sacrificeSelf = true;
    else if (part === `Reveal ${name} from your hand` && !cost.revealSelf) cost.revealSelf = true;
    else if (!cost.sacrifice && sacrificedFilter(part)) cost.sacrifice = sacrificedFilter(part)!;
    else if (!cost.discard && discardedFilter(part)) cost.discard = discardedFilter(part)!;
    else if (!cost.exileGraveyardCards && exiledFromGraveyard(part)) cost.exileGraveyardCards = exiledFromGraveyard(part)!;
    else if (cost.payLife === undefined && /^Pay \d+ life$/.test(part)) cost.payLife = Number(part.split(' ')[1]);
    else if (/^(\{(\d+|X|[WUBRGCS])\})+$/.test(part) && !cost.mana && !cost.tap && !cost.untap) cost.mana = part;
    else return null;
  }
  return cost;
}

/** "Remove a +1/+1 counter from this creature", "Remove two charge counters from …": counters of a kind the engine reads (CR 122). */
function removedCounters(part: string, name: string): { counter: string; count: number } | null {
  const m = new RegExp(`^Remove (a|an|two|three|four|five|six) (\\S+|[a-z]+ strike) counters? from ${escape(name)}$`).exec(part);
  if (!m || !isSupportedCounter(m[2])) return null;
  return { counter: m[2], count: m[1] === 'an' ? 1 : COUNT_WORDS.indexOf(m[1]) };
}

/** "Sacrifice a creature", "Sacrifice another Goblin": the permanent a sacrifice cost takes (one the player controls, CR 701.17a). */
function sacrificedFilter(part: string): PermanentFilter | null {
  const m = /^Sacrifice (a|an|another) (.+)$/.exec(part);
  const filter = m && wholeFilter(m[2]);
  if (!m || !filter || filter.another || filter.controller) return null;
  return m[1] === 'another' ? { another: true, ...filter } : filter;
}

/** "Discard a card", "Discard a land card". */
function discardedFilter(part: string): CardFilter | null {
  const m = /^Discard an? (?:(.+) )?card$/.exec(part);
  return m && cardFilterOf(m[1] ?? '');
}

/** "Exile a creature card from your graveyard", "Exile two cards from your graveyard": the cards an exile cost takes (CR 602.2b, 406.1). */
function exiledFromGraveyard(part: string): { count: number; filter: CardFilter } | null {
  const m = /^Exile (a|an|two|three|four|five|six) (?:(.+) )?(cards?) from your graveyard$/.exec(part);
  const count = m ? (m[1] === 'an' ? 1 : COUNT_WORDS.indexOf(m[1])) : 0;
  // "a … card", "two … cards": the noun agrees with the number.
  if (!m || (count === 1) !== (m[3] === 'card')) return null;
  const filter = cardFilterOf(m[2] ?? '');
  return filter && { count, filter };
}

/** A text matched literally inside a regular expression (a card name). */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
