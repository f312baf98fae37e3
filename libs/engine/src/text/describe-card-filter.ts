import { CardFilter } from '../cards/card-definition';
import { orList } from './describe-targets';

/** A card filter as a noun phrase with its article: "a basic land card", "a Forest card", "an instant or sorcery card". */
export function cardFilterPhrase(filter: CardFilter): string {
  const bound = filter.manaValueAtMost ?? (filter.manaValue && 'atMost' in filter.manaValue ? filter.manaValue.atMost : undefined);
  const manaValue = filter.manaValueIs !== undefined ? `with mana value ${filter.manaValueIs}` : bound === undefined ? '' : `with mana value ${bound} or less`;
  const words = [filter.basic ? 'basic' : '', filter.subtypes ? orList(filter.subtypes) : '', filter.types ? orList(filter.types.map((t) => t.toLowerCase())) : '', 'card', manaValue];
  const phrase = words.filter((w) => w).join(' ');
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}
