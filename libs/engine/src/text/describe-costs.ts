import { ActivationCost } from '../cards/card-definition';
import { cardFilterPhrase } from './describe-card-filter';
import { numberWord } from './describe-context';
import { objectPhrase } from './describe-targets';

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
  if (cost.removeCounters) parts.push(`Remove ${cost.removeCounters.count === 1 ? `${/^[aeiou8]/.test(cost.removeCounters.counter) ? 'an' : 'a'} ${cost.removeCounters.counter} counter` : `${numberWord(cost.removeCounters.count)} ${cost.removeCounters.counter} counters`} from ${self}`);
  if (cost.payLife !== undefined) parts.push(`Pay ${cost.payLife} life`);
  if (cost.sacrificeSelf) parts.push(`Sacrifice ${self}`);
  if (cost.sacrifice) parts.push(`Sacrifice ${objectPhrase(cost.sacrifice)}`);
  if (cost.discardSelf) parts.push('Discard this card');
  if (cost.discard) parts.push(`Discard ${cardFilterPhrase(cost.discard)}`);
  return parts.join(', ');
}

const X_SPEND_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** "Spend only black mana on X.", "Spend only black and/or red mana on X." (CR 107.3). */
export function xSpendText(colors: string): string {
  return `Spend only ${[...colors].map((c) => X_SPEND_WORDS[c]).join(' and/or ')} mana on X.`;
}
