import { Condition, NumberComparison, PermanentFilter, SelfState, SELF_STATES } from '../cards/card-definition';
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

/** A condition after "as long as" (CR 611.3a), as `conditionPhrase` writes it; `name` is the card's. */
export function conditionOf(text: string, name: string): Condition | null {
  if (text === "it's your turn") return { kind: 'turn', yours: true };
  if (text === "it's not your turn") return { kind: 'turn', yours: false };
  for (const prefix of ["it's ", `${name} is `]) {
    const state = text.startsWith(prefix) ? SELF_STATE_OF_WORDS[text.slice(prefix.length)] : undefined;
    if (state) return { kind: 'self', state };
  }
  const graveyard = /^(a card is|(.+) cards are) in your graveyard$/.exec(text);
  if (graveyard) {
    const count = graveyard[2] === undefined ? { atLeast: 1 } : howManyOf(graveyard[2]);
    return count && { kind: 'cards', zone: 'graveyard', count };
  }
  const hand = /^you have (a card|(.+) cards) in hand$/.exec(text);
  if (hand) {
    const count = hand[2] === undefined ? { atLeast: 1 } : howManyOf(hand[2]);
    return count && { kind: 'cards', zone: 'hand', count };
  }
  const one = /^you control (a|an|another) (.+)$/.exec(text);
  if (one) {
    const filter = wholeFilter(one[2]);
    if (!filter || filter.another || filter.controller || !settledFilter(filter)) return null;
    return { kind: 'control', filter: one[1] === 'another' ? { another: true, ...filter } : filter, count: { atLeast: 1 } };
  }
  const many = /^you control (no|[a-z]+ or (?:more|fewer)) (.+)$/.exec(text);
  if (many) {
    const count = howManyOf(many[1]);
    const group = groupSubject(many[2]);
    if (!count || !group || typeof group !== 'object' || !('all' in group) || group.all.controller || !settledFilter(group.all)) return null;
    return { kind: 'control', filter: group.all, count };
  }
  return null;
}
