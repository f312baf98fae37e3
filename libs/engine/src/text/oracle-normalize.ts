/**
 * The normalization of the round trip (docs: "Cards as data"): reminder text (in parentheses)
 * is dropped, each line is trimmed, and lines left empty go (a basic land's "({T}: Add {G}.)").
 * A definition renders its card's own name where the Oracle text names the card.
 */
export function normalizeOracleText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s*\([^)]*\)/g, '').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
