import { INFRACTION_CATALOGUE, INFRACTIONS, Infraction, InfractionEntry, isDciFailure, Penalty, PenaltyProposal, proposePenalty, Rel, reviewDeviation } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { EventAccessService, EventEntity, EventRepository, PlayerEntity, PlayerRepository } from '../events';
import { LiveService } from '../live';
import { playerError } from '../players';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository } from '../rounds';
import { resultError } from '../results';
import { IssuePenaltyInput } from './dto/penalty.model';
import { PenaltyProposalInput } from './dto/penalty-proposal.model';
import { MatchPenaltiesService } from './match-penalties.service';
import { penaltyError } from './penalties.errors';
import { PenaltyRecordEntity } from './penalty-record.entity';
import { PenaltyRecordRepository } from './penalty-record.repository';

@Injectable()
export class PenaltiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly matchPenalties: MatchPenaltiesService,
    private readonly events: EventRepository,
    private readonly players: PlayerRepository,
    private readonly matches: MatchRepository,
    private readonly rounds: RoundRepository,
    private readonly penalties: PenaltyRecordRepository,
  ) {}

  /**
   * A judge logs an infraction: libs/dci proposes the guide's penalty (with upgrades from
   * the player's history); a different penalty is a deviation and needs a reason. The
   * effect on the match is applied in the same transaction.
   */
  async issue(actor: Actor, input: IssuePenaltyInput): Promise<PenaltyRecordEntity> {
    const description = input.description.trim();
    if (description === '') throw penaltyError('INVALID_PENALTY_INPUT', 'Describe what happened (description must not be empty)', { field: 'description' });
    if (input.game != null && !(Number.isInteger(input.game) && input.game >= 1 && input.game <= 5)) {
      throw penaltyError('INVALID_PENALTY_INPUT', `game must be a game of the match, 1 to 5, got ${input.game}`, { field: 'game' });
    }
    const day = checkedDay(input);
    const record = await this.dataSource.transaction(async (manager) => {
      const event = await this.events.lock(manager, input.eventId);
      await this.access.require(actor, event.id, ['JUDGE', 'ORGANIZER'], 'issue penalties', manager);
      const player = await this.playerOf(manager, event.id, input.playerId);
      const entry = await this.matchPenalties.penalizedEntry(manager, event, player);
      const { match, round } = await this.matchFor(manager, event, player, entry, input.matchId ?? null);
      const proposal = await this.propose(manager, event, player, input);
      const chosen = (input.penalty ?? proposal.penalty) as Penalty;
      const review = reviewDeviation(proposal.penalty, chosen, input.deviationReason ?? undefined);
      if (isDciFailure(review)) throw penaltyError('DEVIATION_REASON_REQUIRED', review.error.message, { proposed: proposal.penalty, chosen });
      const effect = await this.applyEffect(manager, event, player, entry, match, round, chosen, proposal.dropsPlayer, actor.userId, `${input.infraction}: ${description}`);
      const saved = await this.penalties.add(manager, {
        eventId: event.id,
        playerId: player.id,
        matchId: match?.id ?? null,
        roundNumber: round?.number ?? null,
        gameNumber: input.game ?? null,
        infraction: input.infraction,
        penalty: chosen,
        proposedPenalty: proposal.penalty,
        upgraded: proposal.upgraded,
        explanation: review.deviation ? `${proposal.explanation} Deviation (${review.direction}): ${review.reason}` : proposal.explanation,
        deviation: review.deviation,
        deviationReason: review.reason,
        description,
        effect,
        judgeUserId: actor.userId,
        day,
      });
      await this.events.bumpRevision(manager, event.id);
      return saved;
    });
    if (record.matchId) this.live.publish('matchUpdated', { eventId: record.eventId, matchId: record.matchId });
    this.live.publish('standingsUpdated', { eventId: record.eventId });
    return record;
  }

  /**
   * What the guide proposes for this player now (libs/dci, with REL, upgrades from the
   * player's history, day resets and minutes late): exactly what `issue` records when the
   * judge does not deviate.
   */
  async proposal(actor: Actor, input: PenaltyProposalInput): Promise<PenaltyProposal> {
    const manager = this.dataSource.manager;
    const event = await this.events.getById(input.eventId);
    await this.access.require(actor, event.id, ['JUDGE', 'ORGANIZER'], 'see penalty proposals');
    return this.propose(manager, event, await this.playerOf(manager, event.id, input.playerId), input);
  }

  /** The IPG catalogue with each infraction's first-offense penalty at this REL (public policy, no history). */
  catalogue(rel: Rel): (InfractionEntry & { penalty: Penalty })[] {
    return INFRACTIONS.map((infraction) => {
      const proposal = proposePenalty({ infraction, rel, history: [] });
      if (isDciFailure(proposal)) throw penaltyError('INVALID_PENALTY_INPUT', proposal.error.message, { reason: proposal.error.code });
      return { ...INFRACTION_CATALOGUE[infraction], penalty: proposal.penalty };
    });
  }

  /** Penalties of an event (staff), or of one player (staff, or that player). */
  async list(actor: Actor, eventId: string, playerId?: string | null): Promise<PenaltyRecordEntity[]> {
    const player = playerId ? await this.players.findInEvent(playerId, eventId) : null;
    if (playerId && !player) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
    const ownHistory = player !== null && player.userId === actor.userId;
    if (!ownHistory) await this.access.require(actor, eventId, ['JUDGE', 'ORGANIZER'], 'see penalties');
    return this.penalties.ofEvent(eventId, player?.id);
  }

  private async playerOf(manager: EntityManager, eventId: string, playerId: string): Promise<PlayerEntity> {
    const player = await this.players.findInEvent(playerId, eventId, manager);
    if (!player) throw playerError('PLAYER_NOT_FOUND', `No player with id "${playerId}" in this event`, { playerId });
    return player;
  }

  private async propose(manager: EntityManager, event: EventEntity, player: PlayerEntity, input: PenaltyProposalInput): Promise<PenaltyProposal> {
    const history = await this.penalties.historyOf(manager, event.id, player.id);
    const proposal = proposePenalty({
      infraction: input.infraction as Infraction,
      rel: event.rel,
      history: history.map((h) => ({ infraction: h.infraction as Infraction, penalty: h.penalty as Penalty, day: h.day })),
      day: checkedDay(input),
      minutesLate: input.minutesLate ?? undefined,
    });
    if (isDciFailure(proposal)) throw penaltyError('INVALID_PENALTY_INPUT', proposal.error.message, { reason: proposal.error.code });
    return proposal;
  }

  /** The match a penalty is logged on: the one given, or the entry's latest (`entry` plays the player's matches: in 2HG the team's seat A). */
  private async matchFor(manager: EntityManager, event: EventEntity, player: PlayerEntity, entry: PlayerEntity, matchId: string | null): Promise<{ match: MatchEntity | null; round: RoundEntity | null }> {
    let match: MatchEntity | null;
    if (matchId) {
      match = await this.matches.lockInEvent(manager, matchId, event.id);
      if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}" in this event`, { matchId });
      if (match.player1Id !== entry.id && match.player2Id !== entry.id) throw penaltyError('INVALID_PENALTY_INPUT', `${player.name} does not play in that match`, { matchId });
    } else {
      match = await this.matches.lockLatestOfPlayer(manager, event.id, entry.id);
    }
    const round = match ? await this.rounds.getById(match.roundId, manager) : null;
    return { match, round };
  }

  private async applyEffect(manager: EntityManager, event: EventEntity, player: PlayerEntity, entry: PlayerEntity, match: MatchEntity | null, round: RoundEntity | null, penalty: Penalty, dropsPlayer: boolean, judgeUserId: string, reason: string): Promise<string> {
    const effects: string[] = [];
    const current = match && round && !match.bye ? { match, round } : null;
    const over = !current || current.match.status === 'FINAL';
    switch (penalty) {
      case 'NONE':
      case 'WARNING':
        effects.push(penalty === 'NONE' ? 'recorded (fix and educate)' : 'warning recorded');
        break;
      case 'GAME_LOSS':
        if (!over && current) {
          effects.push(await this.matchPenalties.applyGameLoss(manager, current.match, current.round, entry.id, judgeUserId, reason));
          effects.push(`${entry === player ? player.name : `${player.name}'s team`} chooses to play or draw in the next game`);
        } else {
          entry.pendingGameLosses += 1;
          effects.push('game loss applies to the first game of the next match');
        }
        break;
      case 'MATCH_LOSS':
      case 'DISQUALIFICATION':
        if (!over && current) effects.push(await this.matchPenalties.applyMatchLoss(manager, current.match, current.round, entry.id, judgeUserId, reason));
        else if (penalty === 'MATCH_LOSS') {
          entry.pendingMatchLoss = true;
          effects.push('match loss applies to the next match');
        }
        break;
    }
    if (penalty === 'DISQUALIFICATION') {
      // IPG 4: the player is removed from the event; standings move up (after a cut nobody replaces them).
      player.disqualified = true;
      player.disqualifiedInRound = round?.number ?? 0;
      player.dropped = true;
      player.droppedAfterRound = round?.number ?? 0;
      effects.push('disqualified: dropped and removed from the standings');
      // IPG team tournaments (libs/dci teamPenaltyEffect): the whole team leaves with the player.
      if (event.teamFormat) effects.push('their team is disqualified with them: not paired again and removed from the team standings');
    } else if (dropsPlayer && !player.dropped) {
      player.dropped = true;
      player.droppedAfterRound = round?.number ?? 0;
      effects.push('dropped from the event (IPG 3.1: more than 10 minutes late)');
    }
    await this.players.save(manager, player);
    if (entry !== player) await this.players.save(manager, entry);
    return effects.join('; ');
  }
}

/**
 * Checks the numbers a proposal depends on and returns the day of a multi-day event the
 * infraction happened on (upgrade counts reset each day; default 1).
 */
function checkedDay(input: { day?: number | null; minutesLate?: number | null }): number {
  if (input.minutesLate != null && !(Number.isInteger(input.minutesLate) && input.minutesLate >= 0 && input.minutesLate <= 1440)) {
    throw penaltyError('INVALID_PENALTY_INPUT', `minutesLate must be 0 to 1440, got ${input.minutesLate}`, { field: 'minutesLate' });
  }
  const day = input.day ?? 1;
  if (!Number.isInteger(day) || day < 1) throw penaltyError('INVALID_PENALTY_INPUT', `day must be 1 or more, got ${day}`, { field: 'day' });
  return day;
}
