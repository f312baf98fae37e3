import { CARD_TYPES, Condition, ConditionZone, NumberComparison, PermanentFilter, SelfState, SELF_STATES } from '../cards/card-definition';
import { NUMBER_WORDS } from '../text/describe-context';
import { groupSubject, wholeFilter } from './filter-parser';

const SELF_STATE_OF_WORDS: Record<string, SelfState> = Object.fromEntries(SELF_STATES.map((s) => [s.replace(/-/g, ' '), s]));

/** "seven or more" `{atLeast: 7}`, "no" `{atMost: 0}`, "two or fewer" `{atMost: 2}`. */
function howManyOf(words: string): NumberComparison | null {
  if (words === 'no') return { atMost: 0 };
  const m = /^([a-z]+) or (more|fewer)$/.exec(words);
  const n = m ? NUMBER_WORDS.indexOf(m[1]) : -1;
  if (!m || n < 0) return null;
  return m[2] === 'more' ? { atLeast: n } : { atMost: n };
}

/** Conditions read controllers and printed characteristics only (they are checked before layers 6 and 7, `rules/layers.ts`). */
function settledFilter(filter: PermanentFilter): boolean {
  return !filter.withKeywords && !filter.withoutKeywords && !filter.power && !filter.toughness;
}

/** The card types as a condition writes them ("creature"). */
const TYPE_WORDS = CARD_TYPES.map((t) => t.toLowerCase()).join('|');

/** "two or fewer creature cards" in a zone of yours or of "that player" (the player a trigger names). */
function cardsCondition(zone: ConditionZone, howMany: string | undefined, typeWord: string | undefined, thatPlayer: boolean): Condition | null {
  const count = howMany === undefined ? { atLeast: 1 } : howManyOf(howMany);
  if (!count) return null;
  const condition: Condition = { kind: 'cards', zone, count };
  if (typeWord !== undefined) {
    const cardType = CARD_TYPES.find((t) => t.toLowerCase() === typeWord);
    if (!cardType) return null;
    condition.cardType = cardType;
  }
  if (thatPlayer) condition.whose = 'that-player';
  return condition;
}

/**
 * A condition after "as long as" (CR 611.3a) or a trigger's intervening "if" (CR 603.4, `triggered`: it may
 * read "that player", the player the trigger names), as `conditionPhrase` writes it; `name` is the card's.
 */
export function conditionOf(text: string, name: string, triggered = false): Condition | null {
  if (text === "it's your turn") return { kind: 'turn', yours: true };
  if (text === "it's not your turn") return { kind: 'turn', yours: false };
  for (const prefix of ["it's ", `${name} is `]) {
    const state = text.startsWith(prefix) ? SELF_STATE_OF_WORDS[text.slice(prefix.length)] : undefined;
    if (state) return { kind: 'self', state };
  }
  const graveyard = new RegExp(`^(?:an? (?:(${TYPE_WORDS}) )?card is|(.+?) (?:(${TYPE_WORDS}) )?cards are) in (your|that player's) graveyard$`).exec(text);
  if (graveyard) return graveyard[4] === 'your' || triggered ? cardsCondition('graveyard', graveyard[2], graveyard[1] ?? graveyard[3], graveyard[4] !== 'your') : null;
  const hand = new RegExp(`^(you have|that player has) (?:an? (?:(${TYPE_WORDS}) )?card|(.+?) (?:(${TYPE_WORDS}) )?cards) in hand$`).exec(text);
  if (hand) return hand[1] === 'you have' || triggered ? cardsCondition('hand', hand[3], hand[2] ?? hand[4], hand[1] !== 'you have') : null;
  const one = /^you control (a|an|another) (.+)$/.exec(text);
  if (one) {
    const filter = wholeFilter(one[2]);
    if (!filter || filter.another || filter.controller || !settledFilter(filter)) return null;
    return { kind: 'control', filter: one[1] === 'another' ? { another: true, ...filter } : filter, count: { atLeast: 1 } };
  }
  const more = /^an opponent controls at least ([a-z]+) more (.+) than you$/.exec(text);
  const moreGroup = more && groupSubject(more[2]);
  const moreCount = more ? NUMBER_WORDS.indexOf(more[1]) : -1;
  if (moreGroup && typeof moreGroup === 'object' && 'all' in moreGroup && !moreGroup.all.controller && settledFilter(moreGroup.all) && moreCount > 0) return { kind: 'opponent-controls-more', filter: moreGroup.all, more: moreCount };
  const many = /^you control (no|[a-z]+ or (?:more|fewer)) (.+)$/.exec(text);
  if (many) {
    const count = howManyOf(many[1]);
    const group = groupSubject(many[2]);
    if (!count || !group || typeof group !== 'object' || !('all' in group) || group.all.controller || !settledFilter(group.all)) return null;
    return { kind: 'control', filter: group.all, count };
  }
  return null;
}
