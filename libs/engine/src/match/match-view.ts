import { fullView, viewFor } from '../view/player-view';
import type { PlayerView } from '../view/player-view';
import type { RulesEdition } from '../state/game-state';
import { matchStatus, pendingMatchDecision } from './match-runner';
import { matchTimeStatus } from './match-time';
import type { MatchTimeStatus } from './match-time';
import { sideboardFor } from './sideboarding';
import type { GameOutcome, MatchDecisionKind, MatchPendingDecision, MatchPhase, MatchSide, MatchState } from './match-types';

/** What everyone may know about a game of the match. */
export interface GameSummary {
  number: number;
  chooser: MatchSide;
  choice: 'play' | 'draw';
  startingPlayer: MatchSide;
  outcome: GameOutcome | null;
}

/** Fields shared by the player's and the staff's view of a match. */
interface MatchViewBase {
  gameNumber: number;
  over: boolean;
  wins: [number, number];
  draws: number;
  winner?: MatchSide | null;
  phase: MatchPhase;
  games: GameSummary[];
  time: MatchTimeStatus | null;
  result: { winner: MatchSide | null; reason: string } | null;
  /** The rules edition every game of the match is played under: public, as the event announces it. */
  rules: RulesEdition;
}

/** The match as one seated player may see it: no opponent hand, library order or sideboard. */
export interface MatchPlayerView extends MatchViewBase {
  you: MatchSide;
  /** The engine's viewFor of the current game, or of the last one; null before game 1. */
  game: PlayerView | null;
  /** The full pending decision when it is yours; otherwise only whose it is and its kind. */
  pending: MatchPendingDecision | { player: MatchSide; kind: MatchDecisionKind } | null;
  /** Your current main deck and sideboard. */
  deck: string[];
  sideboard: string[];
}

/** The whole match for staff (judges): both hands, library order, both decks and sideboards. */
export interface MatchStaffView extends MatchViewBase {
  viewer: 'staff';
  game: PlayerView | null;
  pending: MatchPendingDecision | null;
  decks: { A: string[]; B: string[] };
  sideboards: { A: string[]; B: string[] };
  /** Players still to submit a deck before the next game. */
  sideboarding: MatchSide[];
}

function baseOf(match: MatchState): MatchViewBase {
  return {
    ...matchStatus(match),
    phase: match.phase,
    games: match.games.map((g) => ({ number: g.number, chooser: g.chooser, choice: g.choice, startingPlayer: g.config.startingPlayer!, outcome: g.outcome ? { ...g.outcome } : null })),
    time: matchTimeStatus(match),
    result: match.result ? { ...match.result } : null,
    rules: match.config.rules ?? 'current',
  };
}

/**
 * What a seated player may see (graphql-api.md GameView): the score, the engine's view of the
 * current (or last) game, their own decks, and the pending decision in full only when it is theirs.
 */
export function matchViewFor(match: MatchState, player: MatchSide): MatchPlayerView {
  const pending = pendingMatchDecision(match);
  return {
    ...baseOf(match),
    you: player,
    game: match.game ? viewFor(match.game, player) : null,
    pending: pending === null ? null : pending.player === player ? pending : { player: pending.player, kind: pending.kind },
    deck: [...match.decks[player]],
    sideboard: sideboardFor(match.config.decks[player], match.decks[player]),
  };
}

/** Everything about the match for staff: the engine's full view, both decks and sideboards, the full pending decision. */
export function matchFullView(match: MatchState): MatchStaffView {
  return {
    ...baseOf(match),
    viewer: 'staff',
    game: match.game ? fullView(match.game) : null,
    pending: pendingMatchDecision(match),
    decks: { A: [...match.decks.A], B: [...match.decks.B] },
    sideboards: { A: sideboardFor(match.config.decks.A, match.decks.A), B: sideboardFor(match.config.decks.B, match.decks.B) },
    sideboarding: [...match.sideboarding],
  };
}
