import { Rel } from './infraction-catalogue';
import { DeckFormat } from './time-limits';

/** Codes for decklist problems. */
export type DecklistErrorCode = 'MAIN_DECK_TOO_SMALL' | 'SIDEBOARD_TOO_LARGE' | 'TOO_MANY_COPIES' | 'UNKNOWN_CARD' | 'EMPTY_CARD_NAME';

/** One decklist problem. */
export interface DecklistError {
  readonly code: DecklistErrorCode;
  /** The offending card, for card-level problems. */
  readonly card?: string;
  /** The count found (cards in the main deck or sideboard, or copies of the card). */
  readonly count?: number;
  /** The limit broken. */
  readonly limit?: number;
  /** e.g. "5 copies of Lightning Bolt (maximum 4)". */
  readonly message: string;
}

/** A decklist: one entry per copy. */
export interface DecklistInput {
  readonly format: DeckFormat;
  readonly main: readonly string[];
  readonly sideboard: readonly string[];
  /** Card-pool check: unknown cards are refused with UNKNOWN_CARD. */
  readonly isKnownCard?: (name: string) => boolean;
  /**
   * Copy limit set by a card's own text (e.g. "A deck can have any number of cards named …"):
   * return a number, `null` for no limit, or `undefined` to use the format's limit.
   */
  readonly copyLimitOverride?: (name: string) => number | null | undefined;
}

/** Minimum main deck size by format (MTR 6.1, 7.1; seed rules 100.2, 100.3). */
export const MINIMUM_MAIN_DECK: Readonly<Record<DeckFormat, number>> = { constructed: 60, limited: 40 };
/** Maximum Constructed sideboard (MTR 6.1). Limited has none: all unused cards are the sideboard. */
export const MAXIMUM_CONSTRUCTED_SIDEBOARD = 15;
/** Copies of a card by English name allowed in Constructed, main deck and sideboard together (MTR 6.1). */
export const MAXIMUM_CONSTRUCTED_COPIES = 4;

/** Basic lands, exempt from the copy limit (CR 100.2a; seed rules 100.2). */
export const BASIC_LAND_NAMES: ReadonlySet<string> = new Set(
  ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'].flatMap((name) => [name, `Snow-Covered ${name}`]).map(normalizeCardName),
);

/** Decklists are registered at Competitive and Professional REL, not at Regular REL (tournament-rules.md, Decklists). */
export function decklistRegistrationRequired(rel: Rel): boolean {
  return rel !== 'REGULAR';
}

/** Collapses whitespace and case so "Lightning  bolt" and "Lightning Bolt" count as one card. */
export function normalizeCardName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True for a basic land name (Snow-Covered basics included). */
export function isBasicLand(name: string): boolean {
  return BASIC_LAND_NAMES.has(normalizeCardName(name));
}

/**
 * Checks a decklist (MTR 2.7, 2.8, 3.16, 6.1, 7.1): Constructed needs at least 60 main-deck
 * cards, at most 15 in the sideboard and at most 4 copies of a card by English name across
 * main deck and sideboard, basic lands excepted; Limited needs at least 40 main-deck cards,
 * with any sideboard and no copy limit. Returns every problem found (empty when legal):
 * deck sizes first, then card problems in the order the cards first appear.
 */
export function validateDecklist(input: DecklistInput): DecklistError[] {
  const errors: DecklistError[] = [];
  const minimum = MINIMUM_MAIN_DECK[input.format];
  if (input.main.length < minimum) {
    errors.push({
      code: 'MAIN_DECK_TOO_SMALL',
      count: input.main.length,
      limit: minimum,
      message: `Main deck has ${input.main.length} cards (minimum ${minimum})`,
    });
  }
  if (input.format === 'constructed' && input.sideboard.length > MAXIMUM_CONSTRUCTED_SIDEBOARD) {
    errors.push({
      code: 'SIDEBOARD_TOO_LARGE',
      count: input.sideboard.length,
      limit: MAXIMUM_CONSTRUCTED_SIDEBOARD,
      message: `Sideboard has ${input.sideboard.length} cards (maximum ${MAXIMUM_CONSTRUCTED_SIDEBOARD})`,
    });
  }

  const cards = new Map<string, { name: string; count: number }>();
  let emptyEntries = 0;
  for (const entry of [...input.main, ...input.sideboard]) {
    const key = normalizeCardName(entry);
    if (key === '') {
      emptyEntries += 1;
      continue;
    }
    const seen = cards.get(key);
    if (seen) seen.count += 1;
    else cards.set(key, { name: entry.trim().replace(/\s+/g, ' '), count: 1 });
  }
  if (emptyEntries > 0) {
    errors.push({ code: 'EMPTY_CARD_NAME', count: emptyEntries, message: `${emptyEntries} entr${emptyEntries === 1 ? 'y has' : 'ies have'} no card name` });
  }

  for (const [key, { name, count }] of cards) {
    if (input.isKnownCard && !input.isKnownCard(name)) {
      errors.push({ code: 'UNKNOWN_CARD', card: name, message: `Unknown card: ${name}` });
      continue;
    }
    const limit = copyLimit(input, key, name);
    if (limit !== null && count > limit) {
      errors.push({
        code: 'TOO_MANY_COPIES',
        card: name,
        count,
        limit,
        message: `${count} copies of ${name} (maximum ${limit})`,
      });
    }
  }
  return errors;
}

function copyLimit(input: DecklistInput, key: string, name: string): number | null {
  if (input.format === 'limited') return null; // MTR 7.1: no copy limit in Limited
  if (BASIC_LAND_NAMES.has(key)) return null;
  const override = input.copyLimitOverride?.(name);
  return override === undefined ? MAXIMUM_CONSTRUCTED_COPIES : override;
}
