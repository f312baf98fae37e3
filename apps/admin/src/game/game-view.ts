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
  /** A Commander game only (CR 408, 903): the command zone, combat damage taken from each commander ("owner:card"), casts from the command zone. */
  command?: CardView[];
  commanderDamage?: Record<string, number>;
  commanderCasts?: Record<string, number>;
  manaPool: string;
  lost: boolean;
}

/** Combat damage a player has taken from each commander (CR 903.10a), largest first, as card name and amount. */
export function commanderDamageTaken(player: PlayerSideView): { card: string; damage: number }[] {
  return Object.entries(player.commanderDamage ?? {})
    .filter(([, damage]) => damage > 0)
    .map(([key, damage]) => ({ card: key.replace(/^[AB]:/, ''), damage }))
    .sort((a, b) => b.damage - a.damage);
}

/** The extra mana the next cast of a commander from the command zone costs (CR 903.8: {2} per earlier cast). */
export function commanderTax(player: PlayerSideView, card: string): number {
  return 2 * (player.commanderCasts?.[card] ?? 0);
}

export interface StackItemView {
  card: string;
  controller: Side;
  kind: 'spell' | 'ability' | 'combat-damage';
  targets: string[];
  /** A combat damage object's assignments (2006 rules: combat damage uses the stack). */
  damage?: { source: string; target: string; amount: number }[];
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
  /** The Comprehensive Rules edition of the match (absent in views saved before it was shown). */
  rules?: 'current' | '2006';
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
