import { AbilityWord, Condition, NumberComparison, SelfState, TriggerAbilityWord } from '../cards/card-definition';
import { LastingCondition, StatedDuration } from '../state/game-state';
import { numberWord } from './describe-context';
import { groupPhrase, objectPhrase } from './describe-targets';
import { withIndefiniteArticle } from './english-article';

const SELF_WORDS: Record<SelfState, string> = { tapped: 'tapped', untapped: 'untapped', attacking: 'attacking', blocking: 'blocking', 'attacking-or-blocking': 'attacking or blocking' };

/** "seven or more", "no", "two or fewer": a bound on a number of things. */
function howMany(count: NumberComparison): string {
  if ('atLeast' in count) return `${numberWord(count.atLeast)} or more`;
  return count.atMost === 0 ? 'no' : `${numberWord(count.atMost)} or fewer`;
}

/**
 * A condition as Oracle text words it after "as long as" (CR 611.3a): "it's your turn", "you
 * control a Swamp", "you control three or more artifacts", "seven or more cards are in your
 * graveyard", "you have no cards in hand", "it's attacking"; the source is `name` when the
 * condition opens the sentence and "it" when the sentence has named it already.
 */
export function conditionPhrase(condition: Condition, name: string, sourceNamed: boolean): string {
  switch (condition.kind) {
    case 'turn':
      return condition.yours ? "it's your turn" : "it's not your turn";
    case 'control':
      return 'atLeast' in condition.count && condition.count.atLeast === 1 ? `you control ${objectPhrase(condition.filter)}` : `you control ${howMany(condition.count)} ${groupPhrase(condition.filter)}`;
    case 'cards': {
      const type = condition.cardType ? `${condition.cardType.toLowerCase()} ` : '';
      const one = 'atLeast' in condition.count && condition.count.atLeast === 1;
      const cards = one ? withIndefiniteArticle(`${type}card`) : `${howMany(condition.count)} ${type}cards`;
      const [whose, has] = condition.whose === 'that-player' ? ["that player's", 'that player has'] : ['your', 'you have'];
      return condition.zone === 'graveyard' ? `${cards} ${one ? 'is' : 'are'} in ${whose} graveyard` : `${has} ${cards} in hand`;
    }
    case 'opponent-controls-more':
      return `an opponent controls at least ${numberWord(condition.more)} more ${groupPhrase(condition.filter)} than you`;
    case 'self':
      return `${sourceNamed ? "it's" : `${name} is`} ${SELF_WORDS[condition.state]}`;
  }
}

/** An ability word as printed before its ability (CR 207.2c): "Threshold". */
export function abilityWordText(word: AbilityWord | TriggerAbilityWord): string {
  return word[0].toUpperCase() + word.slice(1);
}

/** One condition of "for as long as …" (CR 611.2b) about the source named `name` or the creature taken. */
export function lastingConditionPhrase(condition: LastingCondition, name: string): string {
  switch (condition) {
    case 'you-control-source':
      return `you control ${name}`;
    case 'source-on-battlefield':
      return `${name} remains on the battlefield`;
    case 'source-tapped':
      return `${name} remains tapped`;
    case 'object-enchanted':
      return 'that creature is enchanted';
  }
}

const UNTIL_WORDS: Record<StatedDuration, string> = { 'your-next-turn': 'until your next turn' };

/** A duration an effect states (CR 611.2a): "until end of turn" without one, "until your next turn". */
export function describeUntil(until: StatedDuration | undefined): string {
  return until === undefined ? 'until end of turn' : UNTIL_WORDS[until];
}

/** The duration a phrase states (the inverse of `describeUntil`): undefined for "until end of turn", null for no duration known. */
export function statedDurationOf(phrase: string): StatedDuration | undefined | null {
  if (phrase === 'until end of turn') return undefined;
  return (Object.keys(UNTIL_WORDS) as StatedDuration[]).find((d) => UNTIL_WORDS[d] === phrase) ?? null;
}
