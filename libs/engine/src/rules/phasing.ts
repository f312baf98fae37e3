import { Run } from '../state/events';
import { GameState } from '../state/game-state';
import { characteristics, touch } from './layers';

/** Permanents attached, directly or through others, to any of these (CR 702.26g: they phase with them). */
function attachedTo(game: GameState, hosts: readonly number[], among: readonly number[]): number[] {
  const found: number[] = [];
  let frontier = hosts.slice();
  while (frontier.length > 0) {
    const next = among.filter((id) => !found.includes(id) && !hosts.includes(id) && frontier.includes(game.objects[id].attachedTo ?? -1));
    found.push(...next);
    frontier = next;
  }
  return found;
}

/**
 * CR 502.1, 702.26a: before the active player untaps, their phased-in permanents with phasing phase
 * out and the permanents that phased out under their control phase in, simultaneously. Auras and
 * Equipment attached to a permanent phasing out phase out indirectly and phase in with it (702.26g).
 * Phasing is no zone change (702.26d): nothing enters or leaves, so no zone-change ability triggers,
 * tokens stay, and counters and tapped state are kept.
 */
export function phaseInAndOut(run: Run, game: GameState): void {
  const player = game.active;
  const phasedOut = game.phasedOut ?? [];
  const directOut = game.battlefield.filter((id) => {
    const c = characteristics(game, id);
    return c.controller === player && c.keywords.includes('phasing');
  });
  const directIn = phasedOut.filter((id) => {
    const status = game.objects[id].phasedOut!;
    return !status.indirectly && status.controller === player;
  });
  if (directOut.length === 0 && directIn.length === 0) return;
  const indirectOut = attachedTo(game, directOut, game.battlefield);
  const indirectIn = attachedTo(game, directIn, phasedOut).filter((id) => game.objects[id].phasedOut!.indirectly);
  const goingOut = [...directOut, ...indirectOut];
  const comingIn = [...directIn, ...indirectIn];
  // Decided before anything changes: what phases in now does not also phase out (CR 502.1: simultaneously).
  const controllers = goingOut.map((id) => characteristics(game, id).controller);
  goingOut.forEach((id, i) => (game.objects[id].phasedOut = { controller: controllers[i], indirectly: !directOut.includes(id) }));
  for (const id of comingIn) game.objects[id].phasedOut = undefined;
  game.battlefield = [...game.battlefield.filter((id) => !goingOut.includes(id)), ...phasedOut.filter((id) => comingIn.includes(id))];
  const stillOut = [...phasedOut.filter((id) => !comingIn.includes(id)), ...goingOut];
  if (stillOut.length > 0) game.phasedOut = stillOut;
  else game.phasedOut = undefined;
  touch(game);
  run.events.push({ type: 'phasing', phasedOut: goingOut, phasedIn: comingIn });
}
