/** The GraphQL documents of the decklist screens (README "Cards" and "Decklists of an event"). */
import { gql } from '../graphql/typed-document';
import type { CardDatabaseInfo, CardSummary, Decklist, DecklistCheck, DecklistEvent, DecklistPlayer } from './decklist-types';

const CHECK_FIELDS = 'legal format dataDate mainCount sideboardCount commanders inputFormat problems { code card line message suggestions }';
const DECKLIST_FIELDS = 'cards { section count name } format dataDate submittedAt text';
const EVENT_FIELDS = 'id name format status decklistFormat decklistDeadline decklistsPublished myRoles';

export const CHECK_DECKLIST = gql<{ checkDecklist: DecklistCheck }, { format: string; text: string }>(
  `query CheckDecklist($format: String!, $text: String!) { checkDecklist(format: $format, text: $text) { ${CHECK_FIELDS} } }`,
);

export const CARD_SEARCH = gql<{ cards: CardSummary[] }, { search: string; format: string | null; first: number }>(
  `query CardSearch($search: String!, $format: String, $first: Int) { cards(search: $search, format: $format, first: $first) { name manaCost type } }`,
);

export const CARD_DATABASE = gql<{ cardDatabase: CardDatabaseInfo }>(`query CardDatabase { cardDatabase { dataDate cardCount formats } }`);

export const SUBMIT_DECKLIST_TEXT = gql<{ submitDecklistText: { id: string; decklistSubmitted: boolean } }, { eventId: string; playerId: string; text: string }>(
  `mutation SubmitDecklistText($eventId: ID!, $playerId: ID!, $text: String!) { submitDecklistText(eventId: $eventId, playerId: $playerId, text: $text) { id decklistSubmitted } }`,
);

export const PLAYER_DECKLIST = gql<{ decklist: Decklist | null }, { playerId: string }>(
  `query PlayerDecklist($playerId: ID!) { decklist(playerId: $playerId) { ${DECKLIST_FIELDS} } }`,
);

export const DECKLIST_DESK = gql<{ event: (DecklistEvent & { players: DecklistPlayer[] }) | null }, { eventId: string }>(
  `query DecklistDesk($eventId: ID!) { event(id: $eventId) { ${EVENT_FIELDS} players { id name wizardsId dropped decklistSubmitted } } }`,
);

export const DECKLIST_EVENT = gql<{ event: DecklistEvent | null }, { eventId: string }>(`query DecklistEvent($eventId: ID!) { event(id: $eventId) { ${EVENT_FIELDS} } }`);

export const PUBLISHED_DECKLISTS = gql<{ publishedDecklists: { playerId: string; playerName: string; decklist: Decklist }[] }, { eventId: string }>(
  `query PublishedDecklists($eventId: ID!) { publishedDecklists(eventId: $eventId) { playerId playerName decklist { ${DECKLIST_FIELDS} } } }`,
);
