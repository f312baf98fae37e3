import { EVENT_FILE_FORMAT, EventDrop, EventFile, EventMatch, EventRound } from './event-file';
import { isPairedBye, RoundPairing } from './round-pairing';
import { SeededRandom } from './seeded-random';

/** Share of simulated matches that end in a draw (1-1-1). */
const SIMULATED_DRAW_RATE = 0.03;

/** A fresh event with players `p1..pN` named `Player N`, for simulations and benchmarks. */
export function createSimulatedEvent(players: number, swissRounds: number, topCut = 8): EventFile {
  return {
    format: EVENT_FILE_FORMAT,
    name: `Simulated event (${players} players)`,
    structure: { swissRounds, topCut, matchGames: 3, finalsGames: 3 },
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
    rounds: [],
    drops: [],
    lateEntries: [],
  };
}

/**
 * Turns a pairing into a finished round with random best-of-three results: each player
 * wins half the rest, 2-0 or 2-1, and a few matches are drawn 1-1-1 (Swiss only).
 */
export function playRandomResults(pairing: RoundPairing, random: SeededRandom, kind: 'swiss' | 'playoff' = 'swiss'): EventRound {
  const matches: EventMatch[] = pairing.pairings.map((entry) => {
    if (isPairedBye(entry)) return { players: entry.players, bye: true };
    const roll = random.next();
    const loserGames = random.next() < 0.4 ? 1 : 0;
    let games: [number, number, number];
    if (kind === 'swiss' && roll < SIMULATED_DRAW_RATE) games = [1, 1, 1];
    else if (roll < 0.5 + SIMULATED_DRAW_RATE / 2) games = [2, loserGames, 0];
    else games = [loserGames, 2, 0];
    return { table: entry.table, players: entry.players, games };
  });
  return { number: pairing.round, ...(kind === 'playoff' ? { kind } : {}), seed: pairing.seed, matches };
}

/** Picks about `rate` of the players still in the event to drop after `afterRound`. */
export function randomDrops(event: EventFile, afterRound: number, rate: number, random: SeededRandom): EventDrop[] {
  const gone = new Set(event.drops.map((d) => d.player));
  for (const dq of event.disqualifications ?? []) gone.add(dq.player);
  const drops: EventDrop[] = [];
  for (const player of event.players) {
    if (!gone.has(player.id) && random.next() < rate) drops.push({ player: player.id, afterRound });
  }
  return drops;
}
