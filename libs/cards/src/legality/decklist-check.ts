import { Card, Color } from '../card';
import { CardDatabase } from '../card-database';
import { Decklist, DecklistEntry, DeckSection, ParsedDecklist } from '../decklist/decklist';
import { parseDecklist } from '../decklist/decklist-format';
import { canCommand, canCommandTogether, CommanderRules } from './commander-rules';
import { ownCopyLimit } from './copy-limit';
import { DecklistProblem } from './decklist-problem';
import { extendedSetCodes } from './extended-format';
import { formatRules, FormatRules } from './format-rules';

/** The seed's Extended (Floor Rules 126), computed at a date from set release dates and blocks. */
export const EXTENDED_FORMAT = 'extended';

/** MTR 6.1 construction (60 cards, 15 sideboard, 4 copies) with any card and no legality list: an event that chose no Constructed format. */
export const FREEFORM_FORMAT = 'freeform';

/** The formats beside the data's that decklists can be checked against. */
export const EXTRA_FORMATS = ['limited', FREEFORM_FORMAT, EXTENDED_FORMAT] as const;

/** Options of `checkDecklist`. */
export interface DecklistCheckOptions {
  /** An MTGJSON format name of the data (standard, pioneer, modern, legacy, vintage, pauper, commander, …), `limited` or `extended` (any case). */
  readonly format: string;
  /** Extended: the day (YYYY-MM-DD) the card pool is computed for; default the data's date. */
  readonly date?: string;
  /** Commander formats: today's rules (default) or the seed's EDH. */
  readonly commanderRules?: CommanderRules;
  /** When given, a card it refuses is a NOT_IN_ENGINE problem (a digital event: a real card the rules engine cannot play yet). */
  readonly playable?: (card: Card) => boolean;
}

/** One card of a checked deck: its Oracle name, its first input line and its copies per section. */
export interface DecklistCheckCard {
  readonly name: string;
  readonly line: number;
  readonly counts: Readonly<Record<DeckSection, number>>;
}

/** The result of a check (shared/specs/cards.md's DecklistCheck). */
export interface DecklistCheck {
  readonly legal: boolean;
  readonly format: string;
  /** The card data's date: legality is as of that day. */
  readonly dataDate: string;
  /** Extended: the day the card pool was computed for. */
  readonly date?: string;
  /** Main deck cards (commanders not included). */
  readonly mainCount: number;
  readonly sideboardCount: number;
  /** The commanders (Oracle names) of a commander format. */
  readonly commanders: readonly string[];
  readonly problems: readonly DecklistProblem[];
  /** The cards found, in input order, with their copies per section after commanders and companions were placed. */
  readonly cards: readonly DecklistCheckCard[];
}

/** Why a check could not be made at all (bad input rather than an illegal deck). */
export interface DecklistCheckError {
  readonly code: 'UNKNOWN_FORMAT' | 'BAD_DATE';
  readonly message: string;
}

/** `{ok: true, check}`, or `{ok: false, error}` for an unknown format or a bad date. */
export type DecklistCheckResult = { readonly ok: true; readonly check: DecklistCheck } | { readonly ok: false; readonly error: DecklistCheckError };

/** One card of the deck with all its lines. */
interface DeckCard {
  readonly card: Card;
  readonly line: number;
  readonly counts: Record<DeckSection, number>;
}

function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

function subsetOf(colors: readonly Color[], allowed: ReadonlySet<Color>): boolean {
  return colors.every((c) => allowed.has(c));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

class DeckChecker {
  readonly problems: DecklistProblem[] = [];
  readonly cards = new Map<string, DeckCard>();
  private readonly rules: FormatRules;
  private extendedSets?: ReadonlySet<string>;

  constructor(
    private readonly db: CardDatabase,
    private readonly format: string,
    private readonly options: { date: string; commanderRules: CommanderRules; playable?: (card: Card) => boolean },
  ) {
    this.rules = formatRules(format);
    if (format === EXTENDED_FORMAT) this.extendedSets = extendedSetCodes(db.sets(), options.date);
  }

  resolve(entries: readonly DecklistEntry[]): void {
    for (const entry of entries) {
      const found = this.db.lookup(entry.name);
      if (!found.found) {
        const suggestions = found.suggestions;
        this.problems.push({
          code: 'UNKNOWN_CARD',
          card: entry.name,
          line: entry.line,
          message: `line ${entry.line}: no card named "${entry.name}"${suggestions.length ? ` (did you mean ${suggestions.slice(0, 3).join(', ')}?)` : ''}`,
          suggestions,
        });
        continue;
      }
      let deckCard = this.cards.get(found.card.name);
      if (!deckCard) {
        deckCard = { card: found.card, line: entry.line, counts: { commander: 0, companion: 0, main: 0, sideboard: 0 } };
        this.cards.set(found.card.name, deckCard);
      }
      deckCard.counts[entry.section] += entry.count;
    }
  }

  /** Commanders: the Commander section, else MTGO's convention (one or two commanders alone in the sideboard of a deck one card short). */
  commanders(): DeckCard[] {
    const commanderKind = this.rules.commander;
    const listed = [...this.cards.values()].filter((c) => c.counts.commander > 0);
    if (!commanderKind) {
      for (const c of listed) {
        c.counts.main += c.counts.commander;
        c.counts.commander = 0;
      }
      return [];
    }
    if (listed.length > 0) return listed;
    const inSideboard = [...this.cards.values()].filter((c) => c.counts.sideboard > 0);
    const main = [...this.cards.values()].reduce((n, c) => n + c.counts.main, 0);
    const conventional =
      inSideboard.length >= 1 &&
      inSideboard.length <= 2 &&
      inSideboard.every((c) => c.counts.sideboard === 1 && canCommand(c.card, commanderKind, this.options.commanderRules, this.format)) &&
      main + inSideboard.length === this.rules.exactDeck;
    if (!conventional) return [];
    for (const c of inSideboard) {
      c.counts.commander = 1;
      c.counts.sideboard = 0;
    }
    return inSideboard;
  }

  deckSizes(commanders: DeckCard[]): { main: number; sideboard: number } {
    const all = [...this.cards.values()];
    const main = all.reduce((n, c) => n + c.counts.main, 0);
    // A companion is a sideboard card; Arena lists it under Companion and again under Sideboard.
    const companions = this.rules.commander ? 0 : all.reduce((n, c) => n + (c.counts.sideboard > 0 ? 0 : c.counts.companion), 0);
    const sideboard = all.reduce((n, c) => n + c.counts.sideboard, 0) + companions;
    const commanderCount = commanders.reduce((n, c) => n + c.counts.commander, 0);
    const { exactDeck, minimumDeck, maximumSideboard } = this.rules;
    if (exactDeck !== undefined) {
      const deck = main + commanderCount;
      if (deck !== exactDeck) {
        this.problems.push({
          code: exactDeck === 100 ? 'DECK_NOT_100' : 'DECK_WRONG_SIZE',
          count: deck,
          limit: exactDeck,
          message: `the deck has ${plural(deck, 'card')}${this.rules.commander ? ' with its commander' : ''}; ${this.format} needs exactly ${exactDeck}`,
        });
      }
    } else if (main < minimumDeck) {
      this.problems.push({ code: 'MAIN_TOO_SMALL', count: main, limit: minimumDeck, message: `the main deck has ${plural(main, 'card')}; ${this.format} needs at least ${minimumDeck}` });
    }
    if (maximumSideboard !== null && sideboard > maximumSideboard) {
      this.problems.push({
        code: 'SIDEBOARD_TOO_LARGE',
        count: sideboard,
        limit: maximumSideboard,
        message: maximumSideboard === 0 ? `${this.format} has no sideboard; ${plural(sideboard, 'card')} listed` : `the sideboard has ${plural(sideboard, 'card')}; at most ${maximumSideboard}`,
      });
    }
    return { main, sideboard };
  }

  commanderProblems(commanders: DeckCard[]): void {
    const kind = this.rules.commander;
    if (!kind) return;
    if (commanders.length === 0) {
      this.problems.push({ code: 'COMMANDER_MISSING', message: `${this.format} needs a commander: list it under "Commander" (or alone in the sideboard, as MTGO does)` });
      return;
    }
    const maximum = this.options.commanderRules === 'seed' ? 1 : 2;
    const copies = commanders.reduce((n, c) => n + c.counts.commander, 0);
    if (copies > maximum) {
      this.problems.push({ code: 'TOO_MANY_COMMANDERS', count: copies, limit: maximum, message: `${plural(copies, 'commander')} listed; at most ${maximum}` });
    }
    for (const c of commanders) {
      const alone = commanders.length === 1 && c.card.partner?.kind === 'background';
      if (!canCommand(c.card, kind, this.options.commanderRules, this.format) || alone) {
        const reason = this.options.commanderRules === 'seed' ? 'a legendary creature card (seed EDH rules)' : 'a legendary creature or a card whose text allows it (CR 903.3)';
        this.problems.push({ code: 'COMMANDER_NOT_ELIGIBLE', card: c.card.name, line: c.line, message: `line ${c.line}: ${c.card.name} cannot be a commander: the commander must be ${reason}` });
      }
    }
    if (commanders.length === 2 && copies === 2 && this.options.commanderRules !== 'seed' && !canCommandTogether(commanders[0].card, commanders[1].card)) {
      const [a, b] = commanders;
      this.problems.push({
        code: 'COMMANDER_NOT_ELIGIBLE',
        card: b.card.name,
        line: b.line,
        message: `line ${b.line}: ${a.card.name} and ${b.card.name} cannot be commanders together: two commanders need partner, "partner with" each other, friends forever, or a Background (CR 702.124)`,
      });
    }
  }

  cardProblems(commanders: DeckCard[]): void {
    const identity = new Set<Color>(commanders.flatMap((c) => c.card.colorIdentity));
    for (const deckCard of this.cards.values()) {
      const { card, line, counts } = deckCard;
      const copies = counts.main + counts.sideboard + counts.commander + (counts.sideboard > 0 ? 0 : counts.companion);
      const restrictedHandled = this.legalityProblem(deckCard, copies);
      const own = ownCopyLimit(card);
      const limit = own === undefined ? this.rules.copyLimit : own;
      if (this.rules.copyLimit !== null && limit !== null && copies > limit && !restrictedHandled) {
        const singleton = own === undefined && this.rules.copyLimit === 1;
        this.problems.push({
          code: singleton ? 'NOT_SINGLETON' : 'TOO_MANY_COPIES',
          card: card.name,
          line,
          count: copies,
          limit,
          message: singleton
            ? `line ${line}: ${copies} copies of ${card.name}; ${this.format} allows one of each card but basic lands`
            : `line ${line}: ${copies} copies of ${card.name}; at most ${limit}`,
        });
      }
      if (this.options.playable && !this.options.playable(card)) {
        this.problems.push({ code: 'NOT_IN_ENGINE', card: card.name, line, message: `line ${line}: ${card.name} is a real card, but the rules engine cannot play it yet` });
      }
      if (commanders.length > 0 && counts.commander === 0 && !subsetOf(card.colorIdentity, identity)) {
        this.problems.push({
          code: 'OUTSIDE_COLOR_IDENTITY',
          card: card.name,
          line,
          message: `line ${line}: ${card.name} (${card.colorIdentity.join('') || 'colourless'}) is outside the commander's colour identity (${[...identity].join('') || 'colourless'}) (CR 903.5c)`,
        });
      }
    }
  }

  /** NOT_LEGAL, BANNED, RESTRICTED; true when a Restricted one-copy problem was reported (no TOO_MANY_COPIES as well). */
  private legalityProblem({ card, line, counts }: DeckCard, copies: number): boolean {
    if (this.extendedSets) {
      if (!card.printings.some((set) => this.extendedSets?.has(set))) {
        this.problems.push({ code: 'NOT_LEGAL', card: card.name, line, message: `line ${line}: ${card.name} is not in a set legal in Extended on ${this.options.date}` });
      }
      return false;
    }
    if (!this.rules.legalityList) return false;
    const status = card.legalities[this.format];
    if (status === undefined) {
      this.problems.push({ code: 'NOT_LEGAL', card: card.name, line, message: `line ${line}: ${card.name} is not legal in ${this.format}` });
    } else if (status === 'Banned') {
      this.problems.push({ code: 'BANNED', card: card.name, line, message: `line ${line}: ${card.name} is banned in ${this.format}` });
    } else if (status === 'Restricted') {
      const meaning = this.rules.restricted;
      if (meaning === 'oneCopy' && copies > 1) {
        this.problems.push({ code: 'RESTRICTED', card: card.name, line, count: copies, limit: 1, message: `line ${line}: ${card.name} is restricted in ${this.format}: at most 1 copy, ${copies} listed` });
        return true;
      }
      if (meaning === 'commanderOnly' && copies > counts.commander) {
        this.problems.push({ code: 'RESTRICTED', card: card.name, line, message: `line ${line}: ${card.name} may only be the commander in ${this.format}` });
      }
      if (meaning === 'notCommander' && counts.commander > 0) {
        this.problems.push({ code: 'RESTRICTED', card: card.name, line, message: `line ${line}: ${card.name} may not be the commander in ${this.format}` });
      }
    }
    return false;
  }
}

/**
 * Checks a decklist in a format (MTR 6.1, 7.1; CR 903 for Commander; seed Floor Rules 126 for
 * Extended): every problem, in the order deck size, commander, then cards by input line.
 * Copies of a card count across all its lines and faces ("Fire" and "Fire // Ice" are one card).
 */
export function checkDecklist(db: CardDatabase, decklist: Decklist, options: DecklistCheckOptions, parseErrors: readonly DecklistProblem[] = []): DecklistCheckResult {
  const format = options.format.trim().toLowerCase();
  if (format !== EXTENDED_FORMAT && format !== FREEFORM_FORMAT && !db.hasFormat(format)) {
    return { ok: false, error: { code: 'UNKNOWN_FORMAT', message: `unknown format "${options.format}": use one of ${[...db.formats, ...EXTRA_FORMATS].join(', ')}` } };
  }
  const date = options.date ?? db.dataDate;
  if (!isValidDate(date)) return { ok: false, error: { code: 'BAD_DATE', message: `"${date}" is not a date (YYYY-MM-DD)` } };
  const checker = new DeckChecker(db, format, { date, commanderRules: options.commanderRules ?? 'current', playable: options.playable });
  checker.resolve(decklist.entries);
  const commanders = checker.commanders();
  const sizes = checker.deckSizes(commanders);
  checker.commanderProblems(commanders);
  checker.cardProblems(commanders);
  const deckLevel = checker.problems.filter((p) => p.line === undefined);
  const byLine = checker.problems.filter((p) => p.line !== undefined).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const problems = [...parseErrors, ...deckLevel, ...byLine];
  return {
    ok: true,
    check: {
      legal: problems.length === 0,
      format,
      dataDate: db.dataDate,
      ...(format === EXTENDED_FORMAT && { date }),
      mainCount: sizes.main,
      sideboardCount: sizes.sideboard,
      commanders: commanders.map((c) => c.card.name),
      problems,
      cards: [...checker.cards.values()].map((c) => ({ name: c.card.name, line: c.line, counts: { ...c.counts } })),
    },
  };
}

/** Reads a decklist in any of the three text formats and checks it; unreadable lines are PARSE_ERROR problems. */
export function checkDecklistText(db: CardDatabase, text: string, options: DecklistCheckOptions): DecklistCheckResult & { parsed?: ParsedDecklist } {
  const parsed = parseDecklist(text);
  const result = checkDecklist(db, parsed.decklist, options, parsed.errors);
  return { ...result, parsed };
}
