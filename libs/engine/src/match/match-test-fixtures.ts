import { SAMPLE_DECKS } from '../agents/sample-decks';
import type { LegalOption } from '../decisions/decision';
import { defaultDecision } from './match-bots';
import { applyMatchDecision, pendingMatchDecision } from './match-runner';
import type { MatchConfig, MatchDecision, MatchPendingDecision, MatchSide, MatchState } from './match-types';

/*
 * Shared by the match specs: sample configurations and a driver that plays a match with a
 * policy until a condition holds. Not part of the public API.
 */

/** A copy of a list repeated n times. */
export const copies = (name: string, n: number): string[] => Array<string>(n).fill(name);

/** Red-green against white-black (40-card sample decks, limited minimum), with small registered sideboards. */
export function sampleConfig(overrides: Partial<MatchConfig> = {}): MatchConfig {
  return {
    decks: {
      A: { main: [...SAMPLE_DECKS['red-green']], sideboard: ['Counterspell', 'Mana Leak', 'Llanowar Elves'] },
      B: { main: [...SAMPLE_DECKS['white-black']], sideboard: ['Wrath of God', 'Disenchant'] },
    },
    bestOf: 3,
    stage: 'swiss',
    seed: 7,
    minimumMainDeck: 40,
    ...overrides,
  };
}

/** Chooses a decision for the pending player; return null to fall back to the timeout default. */
export type Policy = (match: MatchState, pending: MatchPendingDecision) => MatchDecision | null;

/** Applies a decision that must be legal. */
export function apply(match: MatchState, player: MatchSide, decision: MatchDecision): MatchState {
  const result = applyMatchDecision(match, player, decision);
  if (!result.ok) throw new Error(`${player} ${JSON.stringify(decision)} refused: ${result.error.code} ${result.error.reason}`);
  return result.match;
}

/** Plays with `policy` (default: the timeout defaults) until `stop` holds or the match is over. */
export function drive(match: MatchState, stop: (m: MatchState) => boolean, policy: Policy = () => null, limit = 20000): MatchState {
  let current = match;
  for (let i = 0; i < limit && !stop(current); i++) {
    const pending = pendingMatchDecision(current);
    if (!pending) return current;
    const decision = policy(current, pending) ?? defaultDecision(current)!.decision;
    current = apply(current, pending.player, decision);
  }
  return current;
}

/** The pending player concedes the current game as soon as it starts (or `loser` concedes it). */
export function concedeGame(match: MatchState, loser: MatchSide): MatchState {
  const started = drive(match, (m) => m.phase === 'game' || m.phase === 'over');
  const number = started.games.length;
  const after = apply(started, loser, { do: 'concede' });
  if (after.games[number - 1].outcome?.winner === loser) throw new Error('concession did not lose the game');
  return after;
}

/** The first option casting `card` (with `targets` if given), if any. */
export function castOption(pending: MatchPendingDecision, card: string, targets?: string[]): LegalOption | undefined {
  return pending.options.find((o) => o.do === 'cast' && o.card === card && (targets === undefined || JSON.stringify(o.targets) === JSON.stringify(targets)));
}
