import { nextGameChooser } from '@arbiter/dci';
import { CardPool, CORE_POOL_ID, registerCardPool } from '../cards/card-pool-registry';
import { applyDecision, pendingDecision } from '../game';
import type { Decision } from '../decisions/decision';
import { coinFlipWinner } from './match-seed';
import { MatchConfigError, minimumMainDeckOf, validateMatchConfig } from './match-config';
import { afterEngineChange, currentRecordDraft, draftOf, endMatch, startGame } from './match-progress';
import { otherSide, scoreOf } from './match-score';
import { sideboardSubmissionError } from './sideboarding';
import type { MatchApplyResult, MatchConfig, MatchDecision, MatchError, MatchEvent, MatchPendingDecision, MatchSide, MatchState, MatchStatus } from './match-types';

const illegal = (reason: string): { ok: false; error: MatchError } => ({ ok: false, error: { code: 'ILLEGAL_DECISION', reason } });

/**
 * Creates a match between two registered decklists, waiting for game 1's play/draw choice:
 * in Swiss the winner of a seeded coin flip chooses, in single elimination the higher seed
 * (MTR 2.2). Every random value (coin flip, game seeds) derives from `config.seed`.
 * `cards` is the card pool the games are played with (default: the pool `config.cardPool`
 * names, else the core pool); it is registered and the match keeps only its id.
 * Throws MatchConfigError for a configuration validateMatchConfig refuses (check with it first).
 */
export function createMatch(given: MatchConfig, cards?: CardPool): MatchState {
  const problems = validateMatchConfig(given, cards);
  if (problems.length > 0) throw new MatchConfigError(problems[0].code, problems[0].reason);
  // The match keeps its own copy: a caller changing its lists later must not change the match.
  const config = JSON.parse(JSON.stringify(given)) as MatchConfig;
  if (cards) {
    registerCardPool(cards);
    if (cards.id !== CORE_POOL_ID) config.cardPool = cards.id;
    else delete config.cardPool;
  }
  const coinFlip = coinFlipWinner(config.seed);
  const chooser = nextGameChooser(config.stage === 'swiss' ? { stage: 'swiss', randomWinner: coinFlip } : { stage: 'single-elimination', higherSeed: config.higherSeed });
  if ('error' in chooser) throw new MatchConfigError('MISSING_HIGHER_SEED', chooser.error.message);
  return {
    format: 'arbiter-match/1',
    config,
    phase: 'play-or-draw',
    coinFlipWinner: coinFlip,
    chooser: chooser.chooser,
    decks: { A: [...config.decks.A.main], B: [...config.decks.B.main] },
    sideboarding: [],
    games: [],
    game: null,
    time: null,
    result: null,
    log: [],
  };
}

/** The score of the match: game wins, draws, the game in progress (or about to start), and the winner once over. */
export function matchStatus(match: MatchState): MatchStatus {
  const { wins, draws } = scoreOf(match);
  const between = match.phase === 'play-or-draw' || match.phase === 'sideboard';
  const status: MatchStatus = { over: match.phase === 'over', wins, draws, gameNumber: match.games.length + (between ? 1 : 0) };
  if (match.result) status.winner = match.result.winner;
  return status;
}

/**
 * What the match is waiting for, in the same shape as the engine's pending decision; null once
 * the match is over. Between games: each player's sideboarding (A, then B), then the play/draw
 * choice; during a game: the engine's pending decision.
 */
export function pendingMatchDecision(match: MatchState): MatchPendingDecision | null {
  const upcoming = match.games.length + 1;
  switch (match.phase) {
    case 'over':
      return null;
    case 'play-or-draw':
      return {
        player: match.chooser,
        kind: 'play-or-draw',
        prompt: `Game ${upcoming}: do you want to play first or draw first?`,
        options: [
          { do: 'choose', choice: 'play' },
          { do: 'choose', choice: 'draw' },
        ],
      };
    case 'sideboard':
      return {
        player: match.sideboarding[0],
        kind: 'sideboard',
        prompt: `Before game ${upcoming}: keep your deck, or submit a new main deck {"main":[...]} from your registered main deck and sideboard`,
        options: [{ do: 'choose', choice: 'keep' }],
      };
    case 'game': {
      const pending = pendingDecision(match.game!);
      return pending ? { player: pending.player, kind: pending.kind, prompt: pending.prompt, options: pending.options } : null;
    }
  }
}

/** Who the match waits for, without computing the legal options (they are costly inside a game). */
export function pendingPlayerOf(match: MatchState): { player: MatchSide; kind: string } | null {
  switch (match.phase) {
    case 'over':
      return null;
    case 'play-or-draw':
      return { player: match.chooser, kind: 'play-or-draw' };
    case 'sideboard':
      return { player: match.sideboarding[0], kind: 'sideboard' };
    case 'game': {
      const pending = match.game!.pending;
      return pending ? { player: pending.player, kind: pending.kind } : null;
    }
  }
}

function isDecision(value: unknown): value is Decision {
  return typeof value === 'object' && value !== null && typeof (value as { do?: unknown }).do === 'string';
}

function applyPlayOrDraw(draft: MatchState, decision: Decision, events: MatchEvent[]): MatchError | null {
  if (decision.do !== 'choose' || (decision.choice !== 'play' && decision.choice !== 'draw')) return illegal('choose play or draw: {"do":"choose","choice":"play"|"draw"}').error;
  events.push({ type: 'play-or-draw', game: draft.games.length + 1, player: draft.chooser, choice: decision.choice });
  startGame(draft, decision.choice, events);
  return null;
}

function applySideboard(draft: MatchState, player: MatchSide, decision: Decision, events: MatchEvent[]): MatchError | null {
  if (decision.do !== 'choose') return illegal('sideboarding: {"do":"choose","choice":"keep"} or {"do":"choose","choice":{"main":[...]}}').error;
  const choice = decision.choice;
  const upcoming = draft.games.length + 1;
  if (choice === 'keep') {
    events.push({ type: 'deck-submitted', game: upcoming, player, changed: false });
  } else {
    if (typeof choice !== 'object' || choice === null || !('main' in choice)) return illegal('sideboarding: {"do":"choose","choice":"keep"} or {"do":"choose","choice":{"main":[...]}}').error;
    const main = (choice as { main: unknown }).main;
    const error = sideboardSubmissionError(draft.config.decks[player], main, minimumMainDeckOf(draft.config));
    if (error) return illegal(error).error;
    const submitted = [...(main as string[])];
    const changed = JSON.stringify([...submitted].sort()) !== JSON.stringify([...draft.decks[player]].sort());
    draft.decks[player] = submitted;
    events.push({ type: 'deck-submitted', game: upcoming, player, changed });
  }
  draft.sideboarding = draft.sideboarding.slice(1);
  if (draft.sideboarding.length === 0) draft.phase = 'play-or-draw';
  return null;
}

function applyGameDecision(draft: MatchState, player: MatchSide, decision: Decision, events: MatchEvent[]): MatchError | null {
  const before = draft.game!;
  const result = applyDecision(before, player, decision);
  if (!result.ok) return { code: result.error.code === 'NOT_YOUR_DECISION' ? 'NOT_YOUR_DECISION' : 'ILLEGAL_DECISION', reason: result.error.reason };
  draft.game = result.state;
  const record = currentRecordDraft(draft);
  record.decisions.push({ player, decision });
  for (const event of result.events) events.push({ type: 'engine', game: record.number, event });
  afterEngineChange(draft, before, events);
  return null;
}

/**
 * A player concedes the match (MTR 2.1 / CR 104.3a, at any time): the game in progress is conceded
 * first, then, if that did not end the match, the opponent wins it with the games they needed.
 */
function concedeMatch(draft: MatchState, player: MatchSide, events: MatchEvent[]): MatchError | null {
  if (draft.phase === 'game') {
    const error = applyGameDecision(draft, player, { do: 'concede' }, events);
    if (error) return error;
  }
  if (draft.phase === 'over') return null;
  draft.concededBy = player;
  endMatch(draft, otherSide(player), `${player} conceded the match`, events);
  return null;
}

/**
 * Applies one player's decision: play/draw and sideboarding between games, anything else to the
 * engine for the current game (`{"do":"concede"}` concedes the current game, at any time, by
 * either player; `{"do":"concede","match":true}` concedes the match, between games too). Never changes its input; a refused decision changes nothing.
 */
export function applyMatchDecision(match: MatchState, player: MatchSide, decision: MatchDecision): MatchApplyResult {
  if (match.phase === 'over') return { ok: false, error: { code: 'MATCH_OVER', reason: 'the match is over' } };
  if (player !== 'A' && player !== 'B') return illegal(`player must be A or B, got ${String(player)}`);
  if (!isDecision(decision)) return illegal('a decision needs a "do" field');
  // The log keeps its own copy: a caller changing its object later must not change the match.
  decision = JSON.parse(JSON.stringify(decision)) as Decision;
  const conceding = decision.do === 'concede';
  const concedingMatch = conceding && (decision as { match?: unknown }).match === true;
  if (conceding && !concedingMatch && match.phase !== 'game') return illegal('no game is in progress to concede: to concede the match send {"do":"concede","match":true}');
  const pending = pendingPlayerOf(match)!;
  if (!conceding && pending.player !== player) return { ok: false, error: { code: 'NOT_YOUR_DECISION', reason: `the match is waiting for ${pending.player} (${pending.kind})` } };
  const draft = draftOf(match);
  const events: MatchEvent[] = [];
  let error: MatchError | null;
  if (concedingMatch) error = concedeMatch(draft, player, events);
  else if (match.phase === 'play-or-draw') error = applyPlayOrDraw(draft, decision, events);
  else if (match.phase === 'sideboard') error = applySideboard(draft, player, decision, events);
  else error = applyGameDecision(draft, player, decision, events);
  if (error) return { ok: false, error };
  draft.log.push({ player, decision });
  return { ok: true, match: draft, events };
}
