export { DecklistEditor } from './DecklistEditor';
export { DecklistView } from './DecklistView';
export { DecklistsPanel } from './DecklistsPanel';
export { DecklistSheet } from './DecklistSheet';
