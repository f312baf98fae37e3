import { EventFile, firstPairableRound, isBye, isRoundFinished, roundKind } from './event-file';

/** Per-player results over the Swiss rounds up to some round (internal to the library). */
export interface PlayerHistory {
  id: string;
  name: string;
  /** Index in `EventHistory.players`. */
  index: number;
  pod: number | undefined;
  fixedTable: number | undefined;
  wins: number;
  losses: number;
  draws: number;
  /** Byes received, pairing byes and awarded (late-entry) byes alike. */
  byes: number;
  matchPoints: number;
  /** Rounds with a result: matches, byes and the match losses of missed rounds. */
  roundsPlayed: number;
  gamePoints: number;
  gamesPlayed: number;
  /** Indices of opponents, once per match played against them. */
  opponents: number[];
  /** In the event by this point (late entries appear once they join or get a bye). */
  entered: boolean;
  /** Dropped at or before this point. */
  dropped: boolean;
  /** Disqualified at or before this point: not in the standings. */
  disqualified: boolean;
  /** First round this player may be paired in. */
  firstPairableRound: number;
}

/** Results of all players over Swiss rounds 1..afterRound. */
export interface EventHistory {
  afterRound: number;
  players: PlayerHistory[];
  indexById: Map<string, number>;
}

/** Number of leading Swiss rounds that are finished (the default `afterRound` of standings). */
export function lastFinishedSwissRound(event: EventFile): number {
  let finished = 0;
  for (const round of event.rounds) {
    if (roundKind(round) !== 'swiss' || !isRoundFinished(round)) break;
    finished = round.number;
  }
  return finished;
}

/** Builds the per-player record over Swiss rounds 1..afterRound of a validated event. */
export function buildEventHistory(event: EventFile, afterRound: number): EventHistory {
  const lateEntryByPlayer = new Map(event.lateEntries.map((e) => [e.player, e]));
  const dropAfter = new Map(event.drops.map((d) => [d.player, d.afterRound]));
  const disqualifiedIn = new Map((event.disqualifications ?? []).map((d) => [d.player, d.round]));
  const indexById = new Map<string, number>();
  const players: PlayerHistory[] = event.players.map((player, index) => {
    indexById.set(player.id, index);
    const entry = lateEntryByPlayer.get(player.id);
    const awardedByes = entry?.byes ?? 0;
    const joinRound = entry ? (awardedByes > 0 ? 1 : entry.beforeRound) : 1;
    const history: PlayerHistory = {
      id: player.id,
      name: player.name,
      index,
      pod: player.pod,
      fixedTable: player.fixedTable,
      wins: 0,
      losses: 0,
      draws: 0,
      byes: 0,
      matchPoints: 0,
      roundsPlayed: 0,
      gamePoints: 0,
      gamesPlayed: 0,
      opponents: [],
      entered: joinRound <= afterRound + 1,
      dropped: (dropAfter.get(player.id) ?? Infinity) <= afterRound,
      disqualified: (disqualifiedIn.get(player.id) ?? Infinity) <= afterRound,
      firstPairableRound: firstPairableRound(entry),
    };
    if (entry) {
      // Event file contract: missed rounds are match losses unless the organizer awarded byes.
      const missedUntil = Math.min(afterRound, history.firstPairableRound - 1);
      for (let round = 1; round <= missedUntil; round++) {
        if (round <= awardedByes) addBye(history);
        else {
          history.losses++;
          history.roundsPlayed++;
        }
      }
    }
    return history;
  });

  for (const round of event.rounds) {
    if (round.number > afterRound || roundKind(round) !== 'swiss') continue;
    for (const match of round.matches) {
      if (isBye(match)) {
        addBye(players[indexById.get(match.players[0])!]);
        continue;
      }
      if (!match.games) continue;
      const first = players[indexById.get(match.players[0])!];
      const second = players[indexById.get(match.players[1])!];
      const [firstWins, secondWins, drawn] = match.games;
      addMatch(first, second.index, firstWins, secondWins, drawn);
      addMatch(second, first.index, secondWins, firstWins, drawn);
    }
  }
  return { afterRound, players, indexById };
}

// MTR App. C: a bye is a match win with games 2-0.
function addBye(player: PlayerHistory): void {
  player.wins++;
  player.byes++;
  player.matchPoints += 3;
  player.roundsPlayed++;
  player.gamePoints += 6;
  player.gamesPlayed += 2;
}

// MTR App. C: match win 3, draw 1; game win 3, drawn game 1.
function addMatch(player: PlayerHistory, opponent: number, won: number, lost: number, drawn: number): void {
  player.roundsPlayed++;
  player.opponents.push(opponent);
  if (won > lost) {
    player.wins++;
    player.matchPoints += 3;
  } else if (won < lost) player.losses++;
  else {
    player.draws++;
    player.matchPoints += 1;
  }
  player.gamePoints += 3 * won + drawn;
  player.gamesPlayed += won + lost + drawn;
}
