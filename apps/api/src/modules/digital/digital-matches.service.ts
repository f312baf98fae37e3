import { commanderGameOf } from '@arbiter/cards';
import { additionalTurnsFor } from '@arbiter/dci';
import {
  applyMatchDecision,
  botDecision,
  CardPool,
  callTimeOnMatch,
  createAgentRng,
  createMatch,
  defaultDecision,
  fullView,
  gameLog,
  MatchApplyResult,
  MatchConfigError,
  MatchDecision,
  MatchSide,
  MatchState,
  matchFullView,
  matchStatus,
  matchViewFor,
  pendingMatchDecision,
  pendingPlayerOf,
  replayGameLog,
  SAMPLE_DECKS,
} from '@arbiter/engine';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { jsonNestingDepth } from '../../common/input/json-depth';
import { AppConfig } from '../../config/app-config';
import { EventAccessService, eventDecklistFormat, EventEntity, PlayerEntity, PlayerRepository } from '../events';
import { LiveService } from '../live';
import { MatchPenaltiesService } from '../penalties';
import { CardsService, EngineCardPoolService } from '../cards';
import { namesAsText } from '../players';
import { MatchFinalizerService } from '../results';
import { MatchEntity, MatchRepository, RoundEntity } from '../rounds';
import { BotDeck, BotDeckCheck, legalBotDeck } from './bot-decks';
import { DigitalMatchEntity } from './digital-match.entity';
import { DigitalMatchRepository } from './digital-match.repository';
import { EngineJob, EngineQueueService } from './engine-queue.service';
import { EventSecretRepository } from './event-secret.repository';
import { botRngSeed, matchSaltFor, matchSeedFor, seedCommitment } from './match-randomness';
import { digitalError } from './digital.errors';

/** A match configuration the engine refuses (an unknown card, a short deck) is a coded error, never a crash. */
function createMatchOrRefuse(config: Parameters<typeof createMatch>[0], cards: CardPool): MatchState {
  try {
    return createMatch(config, cards);
  } catch (error) {
    if (error instanceof MatchConfigError) throw digitalError('DECKLIST_NOT_PLAYABLE', `A registered deck cannot be played in the engine: ${error.message}`, { reason: error.code });
    throw error;
  }
}

/** A player's commanders from the checked decklist (bots without a list have none, and the engine refuses the match). */
function commandersOf(player: PlayerEntity): string[] {
  return [...(player.decklistCommanders ?? [])];
}

/** The largest decision the engine vocabulary needs (an attack with every creature declared) is far below these. */
const MAX_DECISION_LENGTH = 20_000;
const MAX_DECISION_DEPTH = 8;

/** Decisions a player may let time out before judges are told (IPG Slow Play is theirs to judge). */
export const TIMEOUTS_REPORTED_AFTER = 3;
const MAX_BOT_DECISIONS_PER_CHANGE = 20_000;

/** What a caller sees of a digital match: graphql-api.md GameView. */
export interface GameViewData {
  matchId: string;
  gameNumber: number;
  over: boolean;
  wins: number[];
  state: string;
  pending: string | null;
  you: MatchSide | null;
  /** SHA-256 commitment to the match seed, published before the match. */
  seedCommitment: string | null;
  /** The match seed and salt, revealed once the match is over (null before). */
  seed: string | null;
  seedSalt: string | null;
}

/** One game replayed at one step (GameReplay). */
export interface GameReplayData {
  matchId: string;
  game: number;
  steps: number;
  step: number;
  state: string;
  decision: string | null;
  next: string | null;
  outcome: string | null;
}

/**
 * Tournament matches played in the rules engine: created when a digital round is paired,
 * advanced by the seated players' decisions (and bots), timed by the round clock, and
 * written back as the match result when over. The whole match, every decision included,
 * is stored, so a judge can replay any game.
 */
@Injectable()
export class DigitalMatchesService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DigitalMatches');
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly config: AppConfig,
    private readonly queue: EngineQueueService,
    private readonly finalizer: MatchFinalizerService,
    private readonly penalties: MatchPenaltiesService,
    private readonly secrets: EventSecretRepository,
    private readonly cards: CardsService,
    private readonly enginePool: EngineCardPoolService,
    private readonly digitalMatches: DigitalMatchRepository,
    private readonly matches: MatchRepository,
    private readonly players: PlayerRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.engineWorker === 'inline') this.queue.startWorker((job) => this.process(job));
    const waiting = await this.digitalMatches.waitingForDecision();
    for (const row of waiting) this.armTimeout(row);
  }

  onModuleDestroy(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Decks for the event's bots without a list: legal in the event's format as a player's list must
   * be (its Constructed format's card pool, the engine's pool); refused by name when none can be.
   */
  private botDecks(event: EventEntity): (bot: PlayerEntity, index: number) => BotDeck {
    const format = eventDecklistFormat(event);
    const check: BotDeckCheck = (deck) => {
      const { check: result } = this.cards.check(format, namesAsText(deck.main, deck.sideboard), { playable: (card) => this.enginePool.playable(card.name) });
      return { legal: result.legal, illegalCards: result.problems.flatMap((p) => (p.card ? [p.card] : [])) };
    };
    const chosen = new Map<number, BotDeck | null>();
    return (bot, index) => {
      const slot = index % Object.keys(SAMPLE_DECKS).length;
      if (!chosen.has(slot)) chosen.set(slot, legalBotDeck(event.format, slot, check));
      const deck = chosen.get(slot);
      if (!deck) throw digitalError('BOT_DECK_UNAVAILABLE', `No deck of the engine's card pool is legal in ${format} for bot ${bot.name}: submit a decklist for the bot`, { format, playerId: bot.id });
      return { main: [...deck.main], sideboard: [...deck.sideboard] };
    };
  }

  /** Creates the engine matches of a freshly paired round of a digital event (same transaction as the pairing). */
  async createForRound(manager: EntityManager, event: EventEntity, round: RoundEntity, matches: MatchEntity[]): Promise<void> {
    const twoPlayer = matches.filter((m) => !m.bye && m.status !== 'FINAL');
    if (twoPlayer.length === 0) return;
    const players = new Map((await this.players.ofEvent(event.id, manager)).map((p) => [p.id, p]));
    const missing = twoPlayer.flatMap((m) => [m.player1Id, m.player2Id as string]).map((id) => players.get(id) as PlayerEntity).filter((p) => !p.isBot && !p.decklistMain);
    if (missing.length > 0) {
      throw digitalError('DECKLIST_MISSING', `Digital matches need decklists; missing for ${missing.map((p) => p.name).join(', ')}`, { players: missing.map((p) => p.id) });
    }
    const botDeck = this.botDecks(event);
    const deckOf = (player: PlayerEntity, index: number) => (player.decklistMain ? { main: player.decklistMain, sideboard: player.decklistSideboard ?? [] } : botDeck(player, index));
    const secret = await this.secrets.secretFor(manager, event.id);
    const rows: DigitalMatchEntity[] = [];
    const cards = this.enginePool.pool();
    const commanderGame = commanderGameOf(eventDecklistFormat(event));
    for (const [index, match] of twoPlayer.entries()) {
      const a = players.get(match.player1Id) as PlayerEntity;
      const b = players.get(match.player2Id as string) as PlayerEntity;
      const seed = matchSeedFor(secret, match.id);
      let state = createMatchOrRefuse({
        decks: { A: deckOf(a, index * 2), B: deckOf(b, index * 2 + 1) },
        bestOf: round.gamesPerMatch as 1 | 3 | 5,
        stage: round.kind === 'PLAYOFF' ? 'single-elimination' : 'swiss',
        // From the event's secret, never from public data (issue 12); revealed when the match is over.
        seed,
        higherSeed: round.kind === 'PLAYOFF' ? 'A' : undefined,
        minimumMainDeck: commanderGame ? commanderGame.minimumMainDeck : event.format === 'LIMITED' ? 40 : 60,
        mulligan: event.mulliganRule,
        rules: event.gameRules,
        // CR 903: a Commander event's games start with each player's checked commanders in the command zone.
        ...(commanderGame ? { commander: { commanders: { A: commandersOf(a), B: commandersOf(b) }, startingLife: commanderGame.startingLife } } : {}),
      }, cards);
      const botSides = ([a.isBot ? 'A' : null, b.isBot ? 'B' : null] as (MatchSide | null)[]).filter((s): s is MatchSide => s !== null);
      state = this.runBots(state, botSides, secret, match.id);
      const commitment = seedCommitment(match.id, seed, matchSaltFor(secret, match.id));
      const row = manager.create(DigitalMatchEntity, { matchId: match.id, eventId: event.id, state, botSides, version: 0, timeouts: { A: 0, B: 0 }, seedCommitment: commitment });
      row.decisionDeadline = this.deadlineFor(row);
      rows.push(row);
      await this.writeResultIfOver(manager, match, state);
    }
    await this.digitalMatches.saveAll(manager, rows);
    for (const row of rows) this.afterCommit(row);
  }

  async view(actor: Actor, matchId: string): Promise<GameViewData> {
    const row = await this.find(this.dataSource.manager, matchId);
    const side = await this.seatOf(this.dataSource.manager, actor, row.matchId);
    if (!side && !(await this.access.isStaff(actor, row.eventId))) throw digitalError('NOT_YOUR_MATCH', 'Only the seated players and staff may see this game', { matchId });
    return this.toView(row, side);
  }

  /** The seated player's decision (graphql-api.md vocabulary, without `player`); illegal ones change nothing. */
  async decide(actor: Actor, matchId: string, decisionText: string): Promise<GameViewData> {
    return (await this.queue.run({ kind: 'decide', matchId, actor, decision: decisionText }, (job) => this.process(job))) as GameViewData;
  }

  /** Does one piece of engine work: called in this process, or by a queue worker. */
  async process(job: EngineJob): Promise<unknown> {
    switch (job.kind) {
      case 'decide':
        return this.decideNow(job.actor, job.matchId, job.decision);
      case 'callTime':
        return this.callTimeNow(job.matchId);
      case 'expire':
        return this.expireNow(job.matchId, job.version);
    }
  }

  private async decideNow(actor: Actor, matchId: string, decisionText: string): Promise<GameViewData> {
    if (decisionText.length > MAX_DECISION_LENGTH || jsonNestingDepth(decisionText) > MAX_DECISION_DEPTH) {
      throw digitalError('ILLEGAL_DECISION', `A decision is a small JSON object (at most ${MAX_DECISION_LENGTH} characters, nested at most ${MAX_DECISION_DEPTH} deep)`, { matchId });
    }
    let decision: MatchDecision;
    try {
      decision = JSON.parse(decisionText) as MatchDecision;
    } catch {
      throw digitalError('ILLEGAL_DECISION', `The decision is not JSON: ${decisionText.slice(0, 80)}`, { matchId });
    }
    if (typeof decision !== 'object' || decision === null || typeof (decision as { do?: unknown }).do !== 'string') {
      throw digitalError('ILLEGAL_DECISION', 'A decision is an object with a "do" field, e.g. {"do":"pass"}', { matchId });
    }
    const { row, side } = await this.change(matchId, async (manager, row) => {
      const side = await this.seatOf(manager, actor, row.matchId);
      if (!side) throw digitalError('NOT_YOUR_MATCH', 'Only a player seated at this match may decide in it', { matchId });
      const { player: _ignored, ...withoutPlayer } = decision as MatchDecision & { player?: unknown };
      return { result: applyMatchDecision(row.state, side, withoutPlayer as MatchDecision), side };
    });
    return this.toView(row, side);
  }

  /** Time is called on one match (the round clock ran out, or a judge calls it): MTR 2.4 via the match runner. */
  async callTime(matchId: string): Promise<void> {
    await this.queue.run({ kind: 'callTime', matchId }, (job) => this.process(job));
  }

  private async callTimeNow(matchId: string): Promise<void> {
    await this.change(matchId, async (manager, row) => {
      const slowPlay = await this.penalties.slowPlayPenalties(manager, row.matchId);
      // MTR 2.4 / IPG 3.3: libs/dci owns the arithmetic (5 turns, +2 per Slow Play penalty).
      return { result: callTimeOnMatch(row.state, { additionalTurns: additionalTurnsFor(false, slowPlay) }), side: null };
    });
  }

  /** Calls time on the match if it is a digital one still being played. */
  async callTimeIfDigital(matchId: string): Promise<void> {
    const row = await this.digitalMatches.find(this.dataSource.manager, matchId);
    if (row && !matchStatus(row.state).over && !row.state.time) await this.callTime(matchId);
  }

  async callTimeByJudge(actor: Actor, matchId: string): Promise<GameViewData> {
    const row = await this.find(this.dataSource.manager, matchId);
    await this.access.require(actor, row.eventId, ['JUDGE', 'ORGANIZER'], 'call time on a match');
    await this.callTime(matchId);
    return this.toView(await this.find(this.dataSource.manager, matchId), null);
  }

  /** Staff: the decision log of one game, which the engine's replay reproduces exactly. */
  async gameLog(actor: Actor, matchId: string, game: number): Promise<string> {
    const row = await this.find(this.dataSource.manager, matchId);
    await this.access.require(actor, row.eventId, ['JUDGE', 'ORGANIZER'], 'read game logs');
    const log = gameLog(row.state, game);
    if (!log) throw digitalError('GAME_NOT_FOUND', `Match has no game ${game} (games played: ${row.state.games.length})`, { matchId, game });
    return JSON.stringify(log);
  }

  /**
   * A game replayed from its log at `step` decisions (default: the last), in the full view. Staff see
   * any game at any time; a seated player only once the match is over, when the seed is revealed
   * too, so no hidden card leaves the server while it still matters (issue 12).
   */
  async replay(actor: Actor, matchId: string, game: number, step: number | null): Promise<GameReplayData> {
    const row = await this.find(this.dataSource.manager, matchId);
    if (!(await this.access.isStaff(actor, row.eventId))) {
      if (!(await this.seatOf(this.dataSource.manager, actor, row.matchId))) throw digitalError('NOT_YOUR_MATCH', 'Only the seated players and staff may replay this game', { matchId });
      if (!matchStatus(row.state).over) throw digitalError('REPLAY_NOT_AVAILABLE', 'Players replay their games once the match is over (hidden cards stay hidden until then); staff may at any time', { matchId });
    }
    const log = gameLog(row.state, game);
    if (!log) throw digitalError('GAME_NOT_FOUND', `Match has no game ${game} (games played: ${row.state.games.length})`, { matchId, game });
    const steps = log.decisions.length;
    const at = step ?? steps;
    if (!Number.isInteger(at) || at < 0 || at > steps) throw digitalError('INVALID_REPLAY_STEP', `step must be from 0 to ${steps} (the decisions of game ${game}), got ${at}`, { matchId, game, step: at, steps });
    const record = row.state.games.find((g) => g.number === game)!;
    return {
      matchId: row.matchId,
      game,
      steps,
      step: at,
      state: JSON.stringify(fullView(replayGameLog(log, at))),
      decision: at > 0 ? JSON.stringify(log.decisions[at - 1]) : null,
      next: at < steps ? JSON.stringify(log.decisions[at]) : null,
      outcome: record.outcome ? JSON.stringify(record.outcome) : null,
    };
  }

  /** Staff: decisions each player let time out in the event's digital matches. */
  async timeoutReports(actor: Actor, eventId: string): Promise<{ matchId: string; side: MatchSide; timeouts: number }[]> {
    await this.access.require(actor, eventId, ['JUDGE', 'ORGANIZER'], 'see decision timeouts');
    const rows = await this.digitalMatches.ofEvent(eventId);
    return rows.flatMap((row) => (['A', 'B'] as MatchSide[]).filter((side) => row.timeouts[side] > 0).map((side) => ({ matchId: row.matchId, side, timeouts: row.timeouts[side] })));
  }

  async isSeatedOrStaff(actor: Actor, matchId: string): Promise<MatchSide | 'staff' | null> {
    const row = await this.find(this.dataSource.manager, matchId);
    const side = await this.seatOf(this.dataSource.manager, actor, row.matchId);
    if (side) return side;
    return (await this.access.isStaff(actor, row.eventId)) ? 'staff' : null;
  }

  async viewForSubscriber(matchId: string, viewer: MatchSide | 'staff'): Promise<GameViewData> {
    return this.toView(await this.find(this.dataSource.manager, matchId), viewer === 'staff' ? null : viewer);
  }

  private async change(
    matchId: string,
    apply: (manager: EntityManager, row: DigitalMatchEntity) => Promise<{ result: MatchApplyResult; side: MatchSide | null }>,
  ): Promise<{ row: DigitalMatchEntity; side: MatchSide | null }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, matchId, true);
      const { result, side } = await apply(manager, row);
      if (!result.ok) throw digitalError('ILLEGAL_DECISION', result.error.reason, { matchId, reason: result.error.code });
      await this.store(manager, row, await this.withBots(manager, row, result.match));
      return { row, side };
    });
    this.afterCommit(outcome.row);
    return outcome;
  }

  private async store(manager: EntityManager, row: DigitalMatchEntity, state: MatchState): Promise<void> {
    row.state = state;
    row.version += 1;
    row.decisionDeadline = this.deadlineFor(row);
    await this.digitalMatches.update(manager, row.matchId, { state, version: row.version, decisionDeadline: row.decisionDeadline, timeouts: row.timeouts });
    if (!matchStatus(state).over) return;
    const match = await this.matches.getById(row.matchId, manager);
    await this.writeResultIfOver(manager, match, state);
  }

  // The engine's result becomes the tournament result (MTR 2.1: drawn games count for neither player).
  private async writeResultIfOver(manager: EntityManager, match: MatchEntity, state: MatchState): Promise<void> {
    const status = matchStatus(state);
    if (!status.over || match.status === 'FINAL') return;
    await this.finalizer.finalizeMatch(manager, match, { wins: [status.wins[0], status.wins[1]], draws: status.draws }, { actorUserId: null, action: 'ENGINE', reason: state.result?.reason ?? 'match over' });
  }

  private async withBots(manager: EntityManager, row: DigitalMatchEntity, state: MatchState): Promise<MatchState> {
    if (row.botSides.length === 0) return state;
    return this.runBots(state, row.botSides, await this.secrets.secretFor(manager, row.eventId), row.matchId);
  }

  // Bot choices come from the event's secret too: knowing the match seed later does not predict them now.
  private runBots(state: MatchState, botSides: MatchSide[], secret: string, matchId: string): MatchState {
    if (botSides.length === 0) return state;
    let current = state;
    for (let step = 0; step < MAX_BOT_DECISIONS_PER_CHANGE; step += 1) {
      const pending = pendingMatchDecision(current);
      if (!pending || !botSides.includes(pending.player)) return current;
      const rng = createAgentRng(botRngSeed(secret, matchId, current.log.length));
      const decision = botDecision(current, pending.player, rng) ?? defaultDecision(current)?.decision;
      if (!decision) return current;
      const result = applyMatchDecision(current, pending.player, decision);
      if (!result.ok) {
        this.logger.warn(`bot decision refused in a digital match: ${result.error.reason}`);
        return current;
      }
      current = result.match;
    }
    return current;
  }

  private deadlineFor(row: DigitalMatchEntity): Date | null {
    // Who is asked, not the legal options (costly inside a game).
    const pending = pendingPlayerOf(row.state);
    if (!pending || row.botSides.includes(pending.player)) return null;
    return new Date(Date.now() + this.config.decisionTimeoutSeconds * 1000);
  }

  private afterCommit(row: DigitalMatchEntity): void {
    this.armTimeout(row);
    this.live.publish('gameUpdated', { eventId: row.eventId, matchId: row.matchId }, row.matchId);
    this.finalizer.announce(row.eventId, row.matchId, matchStatus(row.state).over);
  }

  // A player who lets a decision time out gets the default action; repeats are counted for judges.
  private armTimeout(row: DigitalMatchEntity): void {
    const existing = this.timers.get(row.matchId);
    if (existing) clearTimeout(existing);
    this.timers.delete(row.matchId);
    if (!row.decisionDeadline) return;
    const version = row.version;
    const timer = setTimeout(() => {
      this.timers.delete(row.matchId);
      this.queue.run({ kind: 'expire', matchId: row.matchId, version }, (job) => this.process(job)).catch((error: Error) => this.logger.warn(`decision timeout: ${error.message}`));
    }, Math.max(0, row.decisionDeadline.getTime() - Date.now()));
    timer.unref();
    this.timers.set(row.matchId, timer);
  }

  private async expireNow(matchId: string, version: number): Promise<void> {
    let reported: { side: MatchSide; count: number } | null = null;
    const row = await this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, matchId, true);
      if (row.version !== version || !row.decisionDeadline) return null;
      const fallback = defaultDecision(row.state);
      if (!fallback) return null;
      const result = applyMatchDecision(row.state, fallback.player, fallback.decision);
      if (!result.ok) return null;
      row.timeouts = { ...row.timeouts, [fallback.player]: row.timeouts[fallback.player] + 1 };
      if (row.timeouts[fallback.player] === TIMEOUTS_REPORTED_AFTER) reported = { side: fallback.player, count: row.timeouts[fallback.player] };
      await this.store(manager, row, await this.withBots(manager, row, result.match));
      return row;
    });
    if (!row) return;
    if (reported) this.logger.warn({ msg: 'repeated decision timeouts in a digital match', matchId, ...(reported as object) });
    this.afterCommit(row);
  }

  private async seatOf(manager: EntityManager, actor: Actor, matchId: string): Promise<MatchSide | null> {
    const match = await this.matches.getById(matchId, manager);
    const seats = await this.players.seatedAt(manager, match);
    const mine = seats.find((p) => p.userId === actor.userId && !p.isBot);
    if (!mine) return null;
    return mine.id === match.player1Id ? 'A' : 'B';
  }

  private async find(manager: EntityManager, matchId: string, lock = false): Promise<DigitalMatchEntity> {
    const row = await this.digitalMatches.find(manager, matchId, lock);
    if (!row) throw digitalError('NOT_A_DIGITAL_MATCH', `No digital match with id "${matchId}"`, { matchId });
    return row;
  }

  private async toView(row: DigitalMatchEntity, side: MatchSide | null): Promise<GameViewData> {
    const status = matchStatus(row.state);
    // The seed is revealed only once the match is over, so replays can be checked against the commitment.
    const revealed = status.over && row.seedCommitment !== null;
    const salt = revealed ? matchSaltFor(await this.secrets.secretFor(this.dataSource.manager, row.eventId), row.matchId) : null;
    // Hidden information never leaves the server: a player gets their own view, staff the full one.
    const view = side ? matchViewFor(row.state, side) : matchFullView(row.state);
    return {
      matchId: row.matchId,
      gameNumber: status.gameNumber,
      over: status.over,
      wins: [...status.wins],
      state: JSON.stringify(view),
      pending: view.pending ? JSON.stringify(view.pending) : null,
      you: side,
      seedCommitment: row.seedCommitment,
      seed: revealed ? String(row.state.config.seed) : null,
      seedSalt: salt,
    };
  }
}

