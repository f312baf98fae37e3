/** The parts of a decklist, in the order they are written. */
export const DECK_SECTIONS = ['commander', 'companion', 'main', 'sideboard'] as const;
/** Commander (command zone), companion (outside the game), main deck, sideboard. */
export type DeckSection = (typeof DECK_SECTIONS)[number];

/** The decklist text formats read and written: MTGO/plain text, Arena export, MTGO `.dek` XML. */
export const DECKLIST_TEXT_FORMATS = ['mtgo', 'arena', 'dek'] as const;
/** One of DECKLIST_TEXT_FORMATS. */
export type DecklistTextFormat = (typeof DECKLIST_TEXT_FORMATS)[number];

/** One line of a decklist: `count` copies of a card, as written. */
export interface DecklistEntry {
  readonly section: DeckSection;
  readonly count: number;
  /** The name as written (resolved against the card database when checked). */
  readonly name: string;
  /** The 1-based line of the input it came from. */
  readonly line: number;
  /** Arena's set code and collector number, when given. */
  readonly set?: string;
  readonly number?: string;
}

/** A decklist: its entries in input order. */
export interface Decklist {
  readonly entries: readonly DecklistEntry[];
}

/** A line that could not be read as a card, a count or a section. */
export interface DecklistParseError {
  readonly code: 'PARSE_ERROR';
  readonly line: number;
  readonly message: string;
}

/** What `parseDecklist` read: the format it recognised, the entries, and the lines it could not read. */
export interface ParsedDecklist {
  readonly format: DecklistTextFormat;
  readonly decklist: Decklist;
  readonly errors: readonly DecklistParseError[];
}

/** Copies in one section. */
export function sectionCount(decklist: Decklist, section: DeckSection): number {
  let count = 0;
  for (const entry of decklist.entries) if (entry.section === section) count += entry.count;
  return count;
}
