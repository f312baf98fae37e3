import { isDciFailure, recordTurnEnded, Side, startTimeCalled, teamTimeCalled, TimeCalledState, timeCalledStatus, TimeCalledStatus } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { accessError } from '../../common/access/access.errors';
import { EventAccessService, EventRepository, PlayerRepository } from '../events';
import { TeamsService } from '../teams';
import { LiveService } from '../live';
import { MatchPenaltiesService } from '../penalties';
import { MatchEntity, MatchRepository, RoundEntity, RoundRepository } from '../rounds';
import { resultError } from '../results';
import { clockError } from './clock.errors';

/** Side 'A' is players[0] of the match, 'B' is players[1]. */
export function sideOfIndex(index: number): Side {
  return index === 0 ? 'A' : 'B';
}

/**
 * The paper match's end-of-round procedure (MTR 2.4) driven by libs/dci: staff or the seated
 * players start it when time is called and advance it at each turn change.
 */
@Injectable()
export class TurnTrackerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
    private readonly penalties: MatchPenaltiesService,
    private readonly teams: TeamsService,
    private readonly events: EventRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly players: PlayerRepository,
  ) {}

  async start(actor: Actor, matchId: string, activePlayerIndex: number, activePlayerHasPassedTurn: boolean): Promise<MatchEntity> {
    if (activePlayerIndex !== 0 && activePlayerIndex !== 1) throw clockError('INVALID_TIME_INPUT', 'activePlayer must be 0 (players[0]) or 1 (players[1])', { field: 'activePlayer' });
    return this.change(actor, matchId, async (manager, match, round) => {
      const event = await this.events.getById(match.eventId, manager);
      const state = startTimeCalled({
        activePlayer: sideOfIndex(activePlayerIndex),
        // MTR 2.4: Two-Headed Giant plays turn 0 + 3 additional turns.
        teamFormat: event.teamFormat !== null && teamTimeCalled(event.teamFormat),
        activePlayerHasPassedTurn,
        slowPlayPenalties: await this.penalties.slowPlayPenalties(manager, match.id),
        stage: round.kind === 'PLAYOFF' ? 'single-elimination' : 'swiss',
      });
      if (isDciFailure(state)) throw clockError('INVALID_TIME_INPUT', state.error.message);
      match.turnTracker = state as unknown as Record<string, unknown>;
    });
  }

  /** A turn ended: the next begins (an extra turn from a card keeps the same active player and still counts, MTR 2.4). */
  async advance(actor: Actor, matchId: string, extraTurn: boolean): Promise<MatchEntity> {
    return this.change(actor, matchId, async (_manager, match) => {
      if (!match.turnTracker) throw clockError('TURN_TRACKER_NOT_STARTED', 'Time has not been called on this match; start the turn tracker first', { matchId });
      const state = match.turnTracker as unknown as TimeCalledState;
      const status = timeCalledStatus(state);
      if (status.finished) throw clockError('TURN_TRACKER_FINISHED', 'All additional turns are played: an unfinished game is a draw (MTR 2.4)', { matchId });
      const next = recordTurnEnded(state, { extraTurn, nextActivePlayer: extraTurn ? status.activePlayer : status.activePlayer === 'A' ? 'B' : 'A' });
      if (isDciFailure(next)) throw clockError('INVALID_TIME_INPUT', next.error.message);
      match.turnTracker = next as unknown as Record<string, unknown>;
    });
  }

  private async change(actor: Actor, matchId: string, apply: (manager: EntityManager, match: MatchEntity, round: RoundEntity) => Promise<void>): Promise<MatchEntity> {
    const match = await this.dataSource.transaction(async (manager) => {
      const match = await this.matches.lock(manager, matchId);
      if (!match) throw resultError('MATCH_NOT_FOUND', `No match with id "${matchId}"`, { matchId });
      if (match.bye) throw resultError('BYE_HAS_NO_RESULT', 'A bye has no turns to track', { matchId });
      const seated = await this.players.seatedAt(manager, match);
      const player = seated.some((p) => p.userId === actor.userId) || (await this.teams.twoHeadedGiantSide(manager, match, actor.userId)) !== null;
      if (!player && !(await this.access.isStaff(actor, match.eventId, manager))) {
        throw accessError('FORBIDDEN', 'Only staff or a player seated at this match may track its turns', { matchId });
      }
      if (match.status === 'FINAL') throw resultError('RESULT_ALREADY_FINAL', 'The match is over', { matchId });
      await apply(manager, match, await this.rounds.getById(match.roundId, manager));
      await this.events.bumpRevision(manager, match.eventId);
      return this.matches.save(manager, match);
    });
    this.live.publish('matchUpdated', { eventId: match.eventId, matchId: match.id });
    return match;
  }
}

export type { TimeCalledStatus };
