import { TokenSpec } from '../cards/card-definition';
import { keywordList } from './describe-keywords';
import { COLOR_WORDS } from './describe-targets';

/** A token after its number, as Oracle text writes it: "1/1 red Survivor creature token", "… tokens with flying named Wasp" (CR 111.4). */
export function tokenPhrase(t: TokenSpec, plural: boolean): string {
  const colors = t.colors.length === 0 ? 'colorless' : t.colors.map((c) => COLOR_WORDS[c]).join(' and ');
  const keywords = t.keywords.length ? ` with ${keywordList(t.keywords)}` : '';
  const types = (t.types ?? []).map((type) => `${type.toLowerCase()} `).join('');
  const named = t.name === undefined ? '' : ` named ${t.name}`;
  return `${t.power}/${t.toughness} ${colors} ${t.subtypes.join(' ')} ${types}creature token${plural ? 's' : ''}${keywords}${named}`;
}
