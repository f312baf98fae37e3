import { GameState, PlayerId } from './game-state';
import { shuffleInPlace } from './rng';

/**
 * Hidden information a player has been shown (CR 400.2, 701.16a): the cards of a hand or library
 * they looked at or saw revealed. An object that changes zones is a new object (400.7), so what a
 * player knows follows it only where `carrySeen` says; shuffling a library forgets its order (701.20a).
 */

/** Records that `players` have seen the cards `ids` (in a hand or a library). */
export function markSeen(game: GameState, players: readonly PlayerId[], ids: readonly number[]): void {
  if (ids.length === 0) return;
  const seen = { ...game.seen };
  for (const p of players) {
    const known = new Set((seen[p] ?? []).filter((id) => isHidden(game, id)));
    for (const id of ids) known.add(id);
    seen[p] = [...known];
  }
  game.seen = seen;
}

/** The players who have seen this card. */
export function seenBy(game: GameState, id: number): PlayerId[] {
  return game.seen ? PLAYERS.filter((p) => game.seen![p]?.includes(id)) : [];
}

/** A seen card moving from one hidden zone to another (drawn, put back on top) stays known as the new object. */
export function carrySeen(game: GameState, oldId: number, newId: number): void {
  if (!game.seen) return;
  const knowers = seenBy(game, oldId);
  if (knowers.length) markSeen(game, knowers, [newId]);
}

/** Shuffles a player's library with the game's generator; nobody knows its order any more (CR 701.20a). */
export function shuffleLibrary(game: GameState, player: PlayerId): void {
  const library = game.players[player].library;
  shuffleInPlace(game, library);
  if (!game.seen) return;
  const inLibrary = new Set(library);
  const seen = { ...game.seen };
  for (const p of PLAYERS) if (seen[p]) seen[p] = seen[p]!.filter((id) => !inLibrary.has(id));
  game.seen = seen;
}

const PLAYERS: readonly PlayerId[] = ['A', 'B'];

function isHidden(game: GameState, id: number): boolean {
  const zone = game.objects[id]?.zone;
  return zone === 'hand' || zone === 'library';
}
