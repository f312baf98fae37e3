import { DEFAULT_PERCENTAGE_FLOOR, EVENT_FILE_FORMAT, EventFile, EventMatch, EventRound } from '@arbiter/swiss';
import { RatingEventType, RuleSet } from '@arbiter/dci';
import type { EventEntity, PlayerEntity } from '../events';
import { effectiveRatingEventType, startedPlayerCount, eventSanctioning, ruleSetOf } from '../events';
import { MatchEntity } from './match.entity';
import { RoundEntity } from './round.entity';

/** Everything the tournament libraries need about one event (RoundsService.snapshot reads it). */
export interface EventSnapshot {
  event: EventEntity;
  players: PlayerEntity[];
  rounds: RoundEntity[];
  matches: MatchEntity[];
}

/** Event settings the event-file format has no field for, kept under this extension key. */
export interface EventFileEventExtension {
  format: EventEntity['format'];
  rel: EventEntity['rel'];
  roundMinutes: number;
  startsAt: string | null;
  digital: boolean;
}

/** What the event counts for in ratings, as `arbiter ratings --events` reads it. */
export interface EventFileRatings {
  category: EventEntity['format'];
  eventType: RatingEventType;
  sanctioned: boolean;
  rules: RuleSet;
}

export type ArbiterEventFile = EventFile & { event?: EventFileEventExtension; ratings?: EventFileRatings };

function toEventMatch(match: MatchEntity): EventMatch {
  if (match.bye || match.player2Id === null) return { players: [match.player1Id], bye: true };
  const entry: EventMatch = { players: [match.player1Id, match.player2Id] };
  if (match.tableNumber !== null) entry.table = match.tableNumber;
  if (match.status === 'FINAL' && match.wins1 !== null && match.wins2 !== null) entry.games = [match.wins1, match.wins2, match.draws ?? 0];
  return entry;
}

/**
 * The event as an event file (shared/specs/event-files.md): the API's own ids, results of
 * FINAL matches only (anything else is unfinished), Arbiter's extensions where set.
 */
export function toEventFile(snapshot: EventSnapshot, structure: { swissRounds: number; topCut: number }): ArbiterEventFile {
  const { event, players, rounds, matches } = snapshot;
  const matchesByRound = new Map<string, MatchEntity[]>();
  for (const match of matches) {
    const list = matchesByRound.get(match.roundId) ?? [];
    list.push(match);
    matchesByRound.set(match.roundId, list);
  }
  const fileRounds: EventRound[] = rounds.map((round) => {
    const entries = (matchesByRound.get(round.id) ?? []).sort((a, b) => Number(a.bye) - Number(b.bye) || (a.tableNumber ?? 0) - (b.tableNumber ?? 0));
    const fileRound: EventRound = { number: round.number, matches: entries.map(toEventMatch) };
    if (round.kind === 'PLAYOFF') fileRound.kind = 'playoff';
    fileRound.seed = Number(round.seed);
    return fileRound;
  });
  const file: ArbiterEventFile = {
    format: EVENT_FILE_FORMAT,
    name: event.name,
    structure: { swissRounds: structure.swissRounds, topCut: structure.topCut, matchGames: event.gamesPerMatch, finalsGames: event.finalsGamesPerMatch },
    players: players.map((p) => ({ id: p.id, name: p.name, ...(p.wizardsId ? { wizardsId: p.wizardsId } : {}), ...(p.pod !== null ? { pod: p.pod } : {}), ...(p.fixedTable !== null ? { fixedTable: p.fixedTable } : {}) })),
    rounds: fileRounds,
    drops: players.filter((p) => p.dropped && !p.disqualified).map((p) => ({ player: p.id, afterRound: p.droppedAfterRound ?? 0 })),
    lateEntries: players
      .filter((p) => p.enteredBeforeRound > 1 || p.byes > 0)
      .map((p) => (p.byes > 0 ? { player: p.id, beforeRound: p.enteredBeforeRound, byes: p.byes } : { player: p.id, beforeRound: p.enteredBeforeRound })),
    event: { format: event.format, rel: event.rel, roundMinutes: event.roundMinutes, startsAt: event.startsAt ? event.startsAt.toISOString() : null, digital: event.digital },
  };
  file.ratings = {
    category: event.format,
    eventType: effectiveRatingEventType(event, startedPlayerCount(players)).eventType,
    sanctioned: event.cancelledAt === null && eventSanctioning(event, players.filter((p) => !p.dropped).length).sanctioned,
    rules: ruleSetOf(event),
  };
  const disqualified = players.filter((p) => p.disqualified);
  if (disqualified.length > 0) file.disqualifications = disqualified.map((p) => ({ player: p.id, round: p.disqualifiedInRound ?? 0 }));
  if (!event.ownByesInMatchWin || event.percentageFloor !== DEFAULT_PERCENTAGE_FLOOR) {
    file.settings = { ...(event.ownByesInMatchWin ? {} : { ownByesInMatchWin: false }), ...(event.percentageFloor !== DEFAULT_PERCENTAGE_FLOOR ? { percentageFloor: event.percentageFloor } : {}) };
  }
  return file;
}
