/**
 * The JSON the API sends in GameView.state / .pending and GameReplay.state (the engine's match
 * view): only the fields the client reads. The client shows what it gets and nothing more.
 */

export type Side = 'A' | 'B';

export interface PermanentView {
  id: number;
  ref: string;
  card: string;
  owner: Side;
  controller: Side;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  attachedTo: string | null;
  power: number;
  toughness: number;
  keywords: string[];
  types: string[];
  attacking: boolean;
  blocking: string | null;
}

export interface CardView {
  id: number;
  ref: string;
  card: string;
}

export interface PlayerSideView {
  life: number;
  poison: number;
  handCount: number;
  libraryCount: number;
  /** Present only for the viewer's own hand (or staff). */
  hand?: CardView[];
  /** Present only for staff. */
  library?: CardView[];
  graveyard: CardView[];
  exile: CardView[];
  manaPool: string;
  lost: boolean;
}

export interface StackItemView {
  card: string;
  controller: Side;
  kind: 'spell' | 'ability';
  targets: string[];
}

export interface GameStateView {
  viewer: Side | 'staff';
  turn: number;
  active: Side;
  step: string;
  phase: 'mulligan' | 'play';
  result: { over: false } | { winner: Side } | { draw: true };
  players: Record<Side, PlayerSideView>;
  battlefield: PermanentView[];
  stack: StackItemView[];
}

/** One legal answer, ready to send back as the decision (without `manaAbility`). */
export interface DecisionOption {
  do: string;
  card?: string;
  targets?: string[];
  x?: number;
  modes?: number[];
  kicked?: boolean;
  alt?: string;
  ability?: number | string;
  attackers?: Record<string, string>;
  blockers?: Record<string, string>;
  attacker?: string;
  damage?: Record<string, number>;
  choice?: unknown;
  pay?: unknown;
  manaAbility?: boolean;
}

export interface PendingDecision {
  player: Side;
  kind: string;
  prompt?: string;
  /** Only when the decision is the viewer's (or for staff). */
  options?: DecisionOption[];
}

export interface TimeCalledView {
  additionalTurns: number;
  turns: { turn: number; of: number; finished: boolean; activePlayer: string; isExtraTurn: boolean } | null;
  suddenDeath: boolean;
}

export interface MatchView {
  gameNumber: number;
  over: boolean;
  wins: [number, number];
  draws: number;
  phase: 'play-or-draw' | 'sideboard' | 'game' | 'over';
  games: { number: number; outcome: { winner: Side | null; reason: string } | null }[];
  time: TimeCalledView | null;
  result: { winner: Side | null; reason: string } | null;
  you?: Side;
  viewer?: 'staff';
  game: GameStateView | null;
  pending: PendingDecision | null;
  /** The viewer's current main deck and sideboard (a seated player's view only). */
  deck?: string[];
  sideboard?: string[];
}

/** The match view from GameView.state (a player's or the staff's). */
export function parseMatchView(state: string): MatchView {
  return JSON.parse(state) as MatchView;
}

export const opponentOf = (side: Side): Side => (side === 'A' ? 'B' : 'A');
