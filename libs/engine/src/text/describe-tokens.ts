import { isPerCount, printedAmount } from '../cards/amounts';
import { Amount, TokenSpec } from '../cards/card-definition';
import { DescribeContext, numberWord } from './describe-context';
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

/** "create a …", "create two …s", "create X …s", "create a … for each …" (one token per thing counted): `noun` says it, plural or not. */
export function createTokensPhrase(count: Amount, d: DescribeContext, noun: (plural: boolean) => string): string {
  const printed = printedAmount(count);
  const one = printed === 1 || isPerCount(count);
  return `create ${one ? 'a' : printed === null ? d.amount(count) : numberWord(printed)} ${noun(!one)}${d.forEach(count)}`;
}
