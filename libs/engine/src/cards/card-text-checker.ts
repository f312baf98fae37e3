import { describeCard } from '../text/describe-card';
import { normalizeOracleText } from '../text/oracle-normalize';
import { CardDefinition } from './card-definition';

/**
 * The round trip (ENGINE-DESIGN 9, engine-cards.md): the text a definition renders must equal
 * the card's Oracle text after normalization. Returns every line that differs, empty when exact.
 */
export function checkCardText(def: CardDefinition, oracleText: string): string[] {
  const expected = normalizeOracleText(oracleText).split('\n').filter((l) => l);
  const rendered = describeCard(def).split('\n').filter((l) => l);
  const problems: string[] = [];
  for (let i = 0; i < Math.max(expected.length, rendered.length); i++) {
    if (expected[i] !== rendered[i]) problems.push(`line ${i + 1}: Oracle "${expected[i] ?? ''}", definition renders "${rendered[i] ?? ''}"`);
  }
  return problems;
}
