import { CardDefinition, Keyword, KeywordCost, QuotedTriggerKeyword } from '../cards/card-definition';
import { keywordCostText } from './describe-costs';

/** "trample", "trample and lifelink", "flying, first strike, and vigilance" (Oracle lists). */
export function keywordList(keywords: readonly string[]): string {
  if (keywords.length <= 2) return keywords.join(' and ');
  return `${keywords.slice(0, -1).join(', ')}, and ${keywords[keywords.length - 1]}`;
}

/** One keyword as printed on a keyword line, with its parameter ("fading 3", "echo {2}{R}"). */
export function keywordPhrase(def: CardDefinition, keyword: Keyword): string {
  if (keyword === 'modular—sunburst') return 'modular—Sunburst';
  if (keyword === 'fading') return `fading ${def.fading}`;
  // CR 702.30a, 702.24a: "Echo {2}{R}", and a cost that is not only mana after a dash, as a sentence: "Echo—Discard a card."
  if (keyword === 'cumulative upkeep') return `cumulative upkeep${keywordCostPhrase(def.name, def.cumulativeUpkeep!)}`;
  // CR 702.21a: "Ward {2}", and a cost that is not mana after a dash, as a sentence: "Ward—Pay 3 life."
  if (keyword.startsWith('ward—')) return `ward—${capitalize(keyword.slice('ward—'.length))}.`;
  return keyword === 'echo' ? `echo${keywordCostPhrase(def.name, def.echo!)}` : keyword;
}

/** A keyword given in quotes, from its trigger's cost: "Cumulative upkeep {1}", "Cumulative upkeep—Pay 1 life." (CR 702.24a). */
export function quotedKeywordText(keyword: QuotedTriggerKeyword, cost: KeywordCost, self: string): string {
  const { mana, ...others } = cost;
  return capitalize(`${keyword}${keywordCostPhrase(self, mana !== undefined && Object.keys(others).length === 0 ? mana : cost)}`);
}

function keywordCostPhrase(self: string, cost: string | KeywordCost): string {
  // CR 702.24a: "Cumulative upkeep {G} or {W}" is a mana cost, printed without the dash.
  if (typeof cost !== 'string' && cost.manaEither) return ` ${keywordCostText(cost, self)}`;
  return typeof cost === 'string' ? ` ${cost}` : `—${keywordCostText(cost, self)}.`;
}

/** A keyword line: "Flying, vigilance" (CR 702.1: keywords on one line are separated by commas). */
export function keywordLine(def: CardDefinition, keywords: readonly Keyword[], semicolons = false): string {
  return capitalize(keywords.map((k) => keywordPhrase(def, k)).join(semicolons ? '; ' : ', '));
}

/** The sentence case of a clause. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0].toUpperCase() + text.slice(1);
}
