/**
 * Names for the card and decklist types as the decklist screens select them (shared/specs/cards.md,
 * README "Decklists of an event"), generated from the schema (`npm run codegen`).
 */
import type {
  CardDatabaseQuery,
  CardSearchQuery,
  DecklistCheckFieldsFragment,
  DecklistDeskQuery,
  DecklistEventFieldsFragment,
  DecklistFieldsFragment,
} from '../graphql/generated/graphql';

// The contract types a card's section as String.
export const DECKLIST_SECTIONS = ['commander', 'main', 'sideboard'] as const;
export type DecklistSection = (typeof DECKLIST_SECTIONS)[number];

export type DecklistCheck = DecklistCheckFieldsFragment;
export type DecklistProblem = DecklistCheck['problems'][number];
export type CardSummary = CardSearchQuery['cards'][number];
/** A stored list (staff, the player, everyone once published). */
export type Decklist = DecklistFieldsFragment;
export type DecklistCard = Decklist['cards'][number];
export type CardDatabaseInfo = CardDatabaseQuery['cardDatabase'];
/** What a decklist screen needs of its event. */
export type DecklistEvent = DecklistEventFieldsFragment;
export type DecklistPlayer = NonNullable<DecklistDeskQuery['event']>['players'][number];
