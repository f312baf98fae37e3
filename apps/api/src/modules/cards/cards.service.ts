import { Injectable } from '@nestjs/common';
import { CardDatabase, checkDecklistText, EXTENDED_FORMAT, LIMITED_FORMAT } from '@arbiter/cards';
import { CardDatabaseProvider } from './card-database.provider';
import { toCardModel } from './card.mapper';
import { cardError } from './cards.errors';
import { CardDatabaseInfoModel, CardModel } from './dto/card.model';
import { DecklistCheckModel } from './dto/decklist-check.model';

/** No card name is longer (the longest Oracle name has 141 characters). */
export const MAX_CARD_QUERY_LENGTH = 200;
export const MAX_SEARCH_RESULTS = 100;
export const DEFAULT_SEARCH_RESULTS = 10;
/** A decklist of a few hundred lines is ~10,000 characters; a tenfold margin. */
export const MAX_DECKLIST_LENGTH = 100_000;

/** Card lookups, autocompletion and decklist checks over the card database; every operation is public. */
@Injectable()
export class CardsService {
  constructor(private readonly cards: CardDatabaseProvider) {}

  info(): CardDatabaseInfoModel {
    const db = this.cards.database();
    return { dataDate: db.dataDate, dataVersion: db.dataVersion, cardCount: db.size, formats: [...db.formats, LIMITED_FORMAT, EXTENDED_FORMAT] };
  }

  card(name: string): CardModel | null {
    this.checkQueryLength(name, 'name');
    const db = this.cards.database();
    const card = db.card(name);
    return card ? toCardModel(card, db.dataDate) : null;
  }

  search(search: string, format: string | undefined, first: number | undefined): CardModel[] {
    this.checkQueryLength(search, 'search');
    const count = first ?? DEFAULT_SEARCH_RESULTS;
    if (!Number.isInteger(count) || count < 1 || count > MAX_SEARCH_RESULTS) {
      throw cardError('FIRST_OUT_OF_RANGE', `first must be from 1 to ${MAX_SEARCH_RESULTS}, got ${count}`, { first: count });
    }
    const db = this.cards.database();
    const normalized = format?.trim().toLowerCase();
    if (normalized !== undefined) this.checkFormat(db, format as string, normalized, false);
    if (search.trim() === '') return [];
    return db.search(search, { format: normalized, first: count }).map((c) => toCardModel(c, db.dataDate));
  }

  checkDecklist(format: string, text: string, date: string | undefined): DecklistCheckModel {
    if (text.length > MAX_DECKLIST_LENGTH) throw cardError('DECKLIST_TOO_LARGE', `the decklist has ${text.length} characters; at most ${MAX_DECKLIST_LENGTH}`, { length: text.length });
    if (text.trim() === '') throw cardError('DECKLIST_EMPTY', 'the decklist is empty: paste one card per line ("4 Lightning Bolt")');
    const db = this.cards.database();
    this.checkFormat(db, format, format.trim().toLowerCase(), true);
    const result = checkDecklistText(db, text, { format, date });
    if (!result.ok) {
      if (result.error.code === 'BAD_DATE') throw cardError('INVALID_DATE', result.error.message, { date });
      throw cardError('UNKNOWN_FORMAT', result.error.message, { format });
    }
    if (result.parsed && result.parsed.decklist.entries.length === 0) {
      throw cardError('DECKLIST_EMPTY', `no card lines in the decklist${result.parsed.errors[0] ? `: ${result.parsed.errors[0].message}` : ''}`);
    }
    const { check } = result;
    return {
      legal: check.legal,
      format: check.format,
      dataDate: check.dataDate,
      mainCount: check.mainCount,
      sideboardCount: check.sideboardCount,
      commanders: [...check.commanders],
      inputFormat: result.parsed?.format ?? 'mtgo',
      problems: check.problems.map((p) => ({ code: p.code, card: p.card ?? null, line: p.line ?? null, message: p.message, suggestions: [...(p.suggestions ?? [])] })),
    };
  }

  private checkQueryLength(value: string, what: string): void {
    if (value.length > MAX_CARD_QUERY_LENGTH) {
      throw cardError('CARD_QUERY_TOO_LONG', `${what} has ${value.length} characters; card names have at most ${MAX_CARD_QUERY_LENGTH}`, { length: value.length });
    }
  }

  private checkFormat(db: CardDatabase, given: string, format: string, extendedAllowed: boolean): void {
    if (db.hasFormat(format) || (extendedAllowed && format === EXTENDED_FORMAT)) return;
    const known = [...db.formats, LIMITED_FORMAT, ...(extendedAllowed ? [EXTENDED_FORMAT] : [])];
    throw cardError('UNKNOWN_FORMAT', `unknown format "${given}": use one of ${known.join(', ')}`, { format: given });
  }
}
