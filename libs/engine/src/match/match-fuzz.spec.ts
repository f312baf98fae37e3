import { BestOf, isLegalGameScore, matchResult } from '@arbiter/dci';
import { SAMPLE_DECKS } from '../agents/sample-decks';
import { createAgentRng } from '../state/rng';
import { botDecision, defaultDecision } from './match-bots';
import { applyMatchDecision, createMatch, matchStatus, pendingPlayerOf } from './match-runner';
import { replayMatch } from './match-replay';
import { isDecidedWithoutTime } from './match-score';
import { callTimeOnMatch } from './match-time';
import type { MatchConfig, MatchDecision, MatchSide, MatchState } from './match-types';

const MATCHES = 50;
const REPLAY_EVERY = 10;
const DECKS = Object.values(SAMPLE_DECKS);
const SPARE = ['Counterspell', 'Wrath of God', 'Shock', 'Giant Growth', 'Mind Rot'];

function configFor(n: number): MatchConfig {
  const bestOf = ([1, 3, 5] as BestOf[])[n % 3];
  const stage = n % 2 === 0 ? 'swiss' : 'single-elimination';
  return {
    decks: {
      A: { main: [...DECKS[n % DECKS.length]], sideboard: SPARE.slice(0, n % 4) },
      B: { main: [...DECKS[(n + 1) % DECKS.length]], sideboard: SPARE.slice(1, 1 + (n % 3)) },
    },
    bestOf,
    stage,
    higherSeed: n % 4 < 2 ? 'A' : 'B',
    seed: 1000 + n,
    minimumMainDeck: 40,
    ...(n % 5 === 0 ? { mulligan: 'classic-draw-one-fewer' as const } : {}),
  };
}

/** Everything that must hold after any step of any match (MTR 2.1, 2.2, 2.4). */
function invariantErrors(match: MatchState, gamesWhenTimeCalled: number | null): string[] {
  const errors: string[] = [];
  const pending = pendingPlayerOf(match);
  const status = matchStatus(match);
  const { bestOf, stage } = match.config;
  const legal = isLegalGameScore({ bestOf, wins: status.wins, draws: status.draws, stage, finished: status.over });
  if ('error' in legal) errors.push(`illegal score: ${legal.error.message}`);
  if (status.over !== (pending === null)) errors.push('over but still pending, or not over and nothing pending');
  const decided = isDecidedWithoutTime(match.config, status.wins, status.draws);
  if (!match.time && status.over !== decided) errors.push(`over=${status.over} but the score ${status.wins.join('-')}-${status.draws} says ${decided}`);
  if (status.over) {
    const expected = matchResult(status.wins, status.draws);
    if (status.winner !== (expected === 'draw' ? null : expected)) errors.push(`winner ${status.winner} for ${status.wins.join('-')}`);
  }
  if (stage === 'swiss' && match.games.length > bestOf) errors.push(`${match.games.length} games in a Swiss best of ${bestOf}`);
  if (gamesWhenTimeCalled !== null && !match.time!.suddenDeath && match.games.length > gamesWhenTimeCalled) errors.push('a new game started after time');
  const last = match.games[match.games.length - 1];
  if ((match.phase === 'game') !== (last !== undefined && last.outcome === null)) errors.push(`phase ${match.phase} with the last game ${last?.outcome ? 'over' : 'open'}`);
  if (last?.outcome && (last.outcome.reason === 'game' || last.outcome.reason === 'concession')) {
    const result = match.game!.result;
    const winner = 'winner' in result ? result.winner : 'draw' in result ? null : 'open';
    if (winner !== last.outcome.winner) errors.push(`game ${last.number} recorded ${last.outcome.winner} but the engine says ${winner}`);
  }
  const chooserOk = match.games.every((g, i) => i === 0 || g.chooser === (match.games[i - 1].outcome!.winner === null ? match.games[i - 1].chooser : match.games[i - 1].outcome!.winner === 'A' ? 'B' : 'A'));
  if (!chooserOk) errors.push('a play/draw chooser broke MTR 2.2');
  return errors;
}

describe('fuzz: bot-vs-bot matches with match invariants (MTR 2.1, 2.2, 2.4)', () => {
  it(`plays ${MATCHES} matches with timeouts, concessions and time calls, checking after every step`, () => {
    const failures: string[] = [];
    const endings = new Set<string>();
    for (let n = 0; n < MATCHES && failures.length === 0; n++) {
      const config = configFor(n);
      const rng = createAgentRng(n * 7919 + 1);
      const timeAt = n % 3 === 0 ? 40 + rng.int(900) : -1;
      let gamesWhenTimeCalled: number | null = null;
      let match = createMatch(config);
      let steps = 0;
      for (; steps < 20000 && match.phase !== 'over' && failures.length === 0; steps++) {
        if (steps === timeAt && match.games.length > 0) {
          const called = callTimeOnMatch(match, { additionalTurns: rng.int(6) });
          if (!called.ok) failures.push(`match ${n}: time refused: ${called.error.reason}`);
          else {
            gamesWhenTimeCalled = match.games.length;
            match = called.match;
            failures.push(...invariantErrors(match, gamesWhenTimeCalled).map((e) => `match ${n} after time: ${e}`));
            continue;
          }
        }
        const pending = pendingPlayerOf(match)!;
        const roll = rng.next();
        let player: MatchSide = pending.player;
        let decision: MatchDecision;
        if (match.phase === 'game' && roll < 0.002) {
          player = rng.int(2) === 0 ? 'A' : 'B';
          decision = { do: 'concede' };
        } else if (roll < 0.1) decision = defaultDecision(match)!.decision;
        else decision = botDecision(match, player, rng)!;
        const result = applyMatchDecision(match, player, decision);
        if (!result.ok) {
          failures.push(`match ${n}, step ${steps}: ${JSON.stringify(decision)} refused: ${result.error.reason}`);
          break;
        }
        match = result.match;
        failures.push(...invariantErrors(match, gamesWhenTimeCalled).map((e) => `match ${n}, step ${steps}: ${e}`));
      }
      if (match.phase !== 'over') failures.push(`match ${n} did not finish in ${steps} steps`);
      for (const g of match.games) if (g.outcome) endings.add(g.outcome.reason);
      if (n % REPLAY_EVERY === 0 && JSON.stringify(replayMatch(config, match.log)) !== JSON.stringify(match)) failures.push(`match ${n}: the replay differs`);
    }
    expect(failures).toEqual([]);
    expect([...endings].sort()).toEqual(expect.arrayContaining(['concession', 'game', 'time-draw', 'time-life-total']));
  });
});
