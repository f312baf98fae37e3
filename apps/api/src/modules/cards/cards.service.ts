import { Injectable } from '@nestjs/common';
import { Card, CardDatabase, checkDecklistText, DecklistCheck, EXTENDED_FORMAT, EXTRA_FORMATS, FREEFORM_FORMAT } from '@arbiter/cards';
import { CardDatabaseProvider } from './card-database.provider';
import { toCardModel } from './card.mapper';
import { cardError } from './cards.errors';
import { CardDatabaseInfoModel, CardModel } from './dto/card.model';
import { DecklistCheckModel, DecklistProblemModel } from './dto/decklist-check.model';

/** No card name is longer (the longest Oracle name has 141 characters). */
export const MAX_CARD_QUERY_LENGTH = 200;
export const MAX_SEARCH_RESULTS = 100;
export const DEFAULT_SEARCH_RESULTS = 10;
/** A decklist of a few hundred lines is ~10,000 characters; a tenfold margin. */
export const MAX_DECKLIST_LENGTH = 100_000;

/** A library check as the GraphQL DecklistCheck. */
export function toDecklistCheckModel(check: DecklistCheck, inputFormat: string): DecklistCheckModel {
  return {
    legal: check.legal,
    format: check.format,
    dataDate: check.dataDate,
    mainCount: check.mainCount,
    sideboardCount: check.sideboardCount,
    commanders: [...check.commanders],
    inputFormat,
    problems: check.problems.map(toDecklistProblemModel),
  };
}

/** A library problem as the GraphQL DecklistProblem (also carried by INVALID_DECKLIST errors). */
export function toDecklistProblemModel(p: DecklistCheck['problems'][number]): DecklistProblemModel {
  return { code: p.code, card: p.card ?? null, line: p.line ?? null, message: p.message, suggestions: [...(p.suggestions ?? [])] };
}

/** Card lookups, autocompletion and decklist checks over the card database; every operation is public. */
@Injectable()
export class CardsService {
  constructor(private readonly cards: CardDatabaseProvider) {}

  info(): CardDatabaseInfoModel {
    const db = this.cards.database();
    return { dataDate: db.dataDate, dataVersion: db.dataVersion, cardCount: db.size, formats: [...db.formats, ...EXTRA_FORMATS.filter((f) => !db.formats.includes(f))] };
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
    const { check, inputFormat } = this.check(format, text, { date });
    return toDecklistCheckModel(check, inputFormat);
  }

  /**
   * Checks a decklist text (any of the three formats) against a format; `playable` marks the
   * cards a digital event's engine can play (others are NOT_IN_ENGINE problems). Bad input
   * (empty, too large, unknown format or date, no card line) is a coded error; an illegal deck
   * is a result with its problems.
   */
  check(format: string, text: string, options: { date?: string; playable?: (card: Card) => boolean } = {}): { check: DecklistCheck; inputFormat: string } {
    if (text.length > MAX_DECKLIST_LENGTH) throw cardError('DECKLIST_TOO_LARGE', `the decklist has ${text.length} characters; at most ${MAX_DECKLIST_LENGTH}`, { length: text.length });
    if (text.trim() === '') throw cardError('DECKLIST_EMPTY', 'the decklist is empty: paste one card per line ("4 Lightning Bolt")');
    const db = this.cards.database();
    this.checkFormat(db, format, format.trim().toLowerCase(), true);
    const result = checkDecklistText(db, text, { format, date: options.date, playable: options.playable });
    if (!result.ok) {
      if (result.error.code === 'BAD_DATE') throw cardError('INVALID_DATE', result.error.message, { date: options.date });
      throw cardError('UNKNOWN_FORMAT', result.error.message, { format });
    }
    if (result.parsed && result.parsed.decklist.entries.length === 0) {
      throw cardError('DECKLIST_EMPTY', `no card lines in the decklist${result.parsed.errors[0] ? `: ${result.parsed.errors[0].message}` : ''}`);
    }
    return { check: result.check, inputFormat: result.parsed?.format ?? 'mtgo' };
  }

  /** True when the format can be an event's Constructed format (any format decklists are checked against but limited). */
  isEventFormat(format: string): boolean {
    const db = this.cards.database();
    return format !== 'limited' && (db.formats.includes(format) || (EXTRA_FORMATS as readonly string[]).includes(format));
  }

  /** The formats an event may choose, for error messages. */
  eventFormats(): string[] {
    const db = this.cards.database();
    return [...db.formats, FREEFORM_FORMAT, EXTENDED_FORMAT];
  }

  private checkQueryLength(value: string, what: string): void {
    if (value.length > MAX_CARD_QUERY_LENGTH) {
      throw cardError('CARD_QUERY_TOO_LONG', `${what} has ${value.length} characters; card names have at most ${MAX_CARD_QUERY_LENGTH}`, { length: value.length });
    }
  }

  private checkFormat(db: CardDatabase, given: string, format: string, extendedAllowed: boolean): void {
    if (db.hasFormat(format) || (extendedAllowed && (format === EXTENDED_FORMAT || format === FREEFORM_FORMAT))) return;
    const known = [...db.formats, ...EXTRA_FORMATS.filter((f) => extendedAllowed || f === 'limited')];
    throw cardError('UNKNOWN_FORMAT', `unknown format "${given}": use one of ${known.join(', ')}`, { format: given });
  }
}
