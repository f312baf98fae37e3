import { CardFilter, ManaValueBound } from '../cards/card-definition';
import { orList } from './describe-targets';
import { numberWord } from './describe-context';
import { withIndefiniteArticle } from './english-article';

/** A card filter as a noun phrase with its article: "a basic land card", "a Forest card", "an instant or sorcery card". */
export function cardFilterPhrase(filter: CardFilter): string {
  return withIndefiniteArticle(cardFilterWords(filter, false));
}

/** A number of cards a filter accepts: "a creature card", "two cards", "three creature cards". */
export function cardsFilterPhrase(filter: CardFilter, count: number): string {
  return count === 1 ? cardFilterPhrase(filter) : `${numberWord(count)} ${cardFilterWords(filter, true)}`;
}

function cardFilterWords(filter: CardFilter, plural: boolean): string {
  const words = [filter.basic ? 'basic' : '', filter.notTypes ? filter.notTypes.map((t) => `non${t.toLowerCase()}`).join(', ') : '', filter.subtypes ? orList(filter.subtypes) : '', filter.types ? orList(filter.types.map((t) => t.toLowerCase())) : '', plural ? 'cards' : 'card', filter.named !== undefined ? `named ${filter.named}` : '', filter.manaValue ? manaValuePhrase(filter.manaValue) : ''];
  return words.filter((w) => w).join(' ');
}

/** "with mana value 3 or less", "with mana value X or less", "with mana value 2 or greater", "with mana value 6". */
function manaValuePhrase(bound: ManaValueBound): string {
  if ('equals' in bound) return `with mana value ${bound.equals}`;
  return 'atLeast' in bound ? `with mana value ${bound.atLeast} or greater` : `with mana value ${bound.atMost} or less`;
}
