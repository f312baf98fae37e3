/** TypeScript shapes of the card and decklist GraphQL types (shared/specs/cards.md and README "Decklists of an event"). */

export interface DecklistProblem {
  code: string;
  card: string | null;
  /** 1-based line of the text checked. */
  line: number | null;
  message: string;
  /** UNKNOWN_CARD: the closest names, best first. */
  suggestions: string[];
}

export interface DecklistCheck {
  legal: boolean;
  format: string;
  dataDate: string;
  mainCount: number;
  sideboardCount: number;
  commanders: string[];
  inputFormat: string;
  problems: DecklistProblem[];
}

export interface CardSummary {
  name: string;
  manaCost: string | null;
  type: string;
}

export interface DecklistCard {
  section: 'commander' | 'main' | 'sideboard';
  count: number;
  name: string;
}

/** A stored list (staff, the player, everyone once published). */
export interface Decklist {
  cards: DecklistCard[];
  format: string | null;
  dataDate: string | null;
  submittedAt: string | null;
  text: string;
}

export interface CardDatabaseInfo {
  dataDate: string;
  cardCount: number;
  formats: string[];
}

/** What a decklist screen needs of its event. */
export interface DecklistEvent {
  id: string;
  name: string;
  format: 'CONSTRUCTED' | 'LIMITED';
  status: string;
  decklistFormat: string;
  decklistDeadline: string | null;
  decklistsPublished: boolean;
  myRoles: string[];
}

export interface DecklistPlayer {
  id: string;
  name: string;
  wizardsId: string | null;
  dropped: boolean;
  decklistSubmitted: boolean;
}
