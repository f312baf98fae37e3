import type { CardView, GameStateView, Side } from './game-view';

/**
 * The game log the client keeps: what changed between two views it was sent (a turn began, a
 * spell or ability went on the stack, a permanent entered the battlefield, a card reached a
 * graveyard, life changed, the game ended). Built only from the views, so it shows nothing the
 * player's view does not.
 */
export type GameLogEntry =
  | { kind: 'turn'; turn: number; active: Side }
  | { kind: 'stack'; card: string; who: Side; ability: boolean }
  | { kind: 'combat-damage' }
  | { kind: 'battlefield'; card: string; who: Side }
  | { kind: 'graveyard'; card: string; who: Side }
  | { kind: 'life'; who: Side; from: number; to: number }
  | { kind: 'over'; winner: Side | null };

const SIDES: Side[] = ['A', 'B'];

/** Cards in `after` that `before` did not have (by object id). */
function added<T extends { id: number }>(before: readonly T[], after: readonly T[]): T[] {
  const known = new Set(before.map((item) => item.id));
  return after.filter((item) => !known.has(item.id));
}

/** Entries for the change from `before` (null: the first view of this game) to `after`. */
export function logEntriesBetween(before: GameStateView | null, after: GameStateView): GameLogEntry[] {
  if (!before) return after.phase === 'play' ? [{ kind: 'turn', turn: after.turn, active: after.active }] : [];
  const entries: GameLogEntry[] = [];
  if (after.turn !== before.turn) entries.push({ kind: 'turn', turn: after.turn, active: after.active });
  // New stack items sit on top: compared by count, since stack items have no ids.
  for (const item of after.stack.slice(before.stack.length)) {
    entries.push(item.kind === 'combat-damage' ? { kind: 'combat-damage' } : { kind: 'stack', card: item.card, who: item.controller, ability: item.kind === 'ability' });
  }
  for (const permanent of added(before.battlefield, after.battlefield)) entries.push({ kind: 'battlefield', card: permanent.card, who: permanent.controller });
  for (const side of SIDES) {
    for (const card of added<CardView>(before.players[side].graveyard, after.players[side].graveyard)) entries.push({ kind: 'graveyard', card: card.card, who: side });
    const from = before.players[side].life;
    const to = after.players[side].life;
    if (from !== to) entries.push({ kind: 'life', who: side, from, to });
  }
  // A result without `over` is a win or a draw.
  if ('over' in before.result && !('over' in after.result)) {
    entries.push({ kind: 'over', winner: 'winner' in after.result ? after.result.winner : null });
  }
  return entries;
}

/** How many entries the client keeps (the newest). */
export const GAME_LOG_LIMIT = 200;

/** The log after one more view: entries appended, the oldest dropped past the limit. */
export function appendToLog(log: readonly GameLogEntry[], before: GameStateView | null, after: GameStateView): GameLogEntry[] {
  const next = [...log, ...logEntriesBetween(before, after)];
  return next.length > GAME_LOG_LIMIT ? next.slice(next.length - GAME_LOG_LIMIT) : next;
}
