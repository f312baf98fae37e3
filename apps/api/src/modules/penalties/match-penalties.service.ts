import { countSlowPlayPenalties, Infraction, Penalty, winsNeeded } from '@arbiter/dci';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEntity, PlayerEntity, PlayerRepository } from '../events';
import { MatchEntity, MatchRepository, RoundEntity } from '../rounds';
import { MatchFinalizerService } from '../results';
import { TeamsService } from '../teams';
import { PenaltyRecordRepository } from './penalty-record.repository';

/** What penalties do to a match: game and match losses (IPG), carried-over ones, Slow Play turns at time. */
@Injectable()
export class MatchPenaltiesService {
  constructor(
    private readonly finalizer: MatchFinalizerService,
    private readonly teams: TeamsService,
    private readonly players: PlayerRepository,
    private readonly matches: MatchRepository,
    private readonly penalties: PenaltyRecordRepository,
  ) {}

  /**
   * The entry whose matches a player's penalties act on: in Two-Headed Giant the teammates
   * share one game, so a Game Loss or Match Loss is the team's (IPG, team tournaments) and
   * acts on the team's match, stored under its seat-A player; otherwise the player's own.
   */
  async penalizedEntry(manager: EntityManager, event: EventEntity, player: PlayerEntity): Promise<PlayerEntity> {
    const standIn = await this.teams.twoHeadedGiantStandIn(manager, event, player.id);
    if (standIn === null || standIn === player.id) return player;
    const entry = await this.players.findInEvent(standIn, event.id, manager);
    if (!entry) throw new Error(`2HG stand-in ${standIn} is not a player of event ${event.id}`);
    return entry;
  }

  /**
   * IPG Game Loss: a game lost by penalty counts in the match (a Game Loss to each player at
   * once cancels out). When penalty games alone decide the match, it becomes final; otherwise
   * the players' report must count them.
   */
  async applyGameLoss(manager: EntityManager, match: MatchEntity, round: RoundEntity, playerId: string, judgeUserId: string | null, reason: string): Promise<string> {
    const asPlayer1 = match.player1Id === playerId;
    if (asPlayer1) match.gameLosses1 += 1;
    else match.gameLosses2 += 1;
    const needed = winsNeeded(round.gamesPerMatch as 1 | 3 | 5);
    const lossesOfPenalized = asPlayer1 ? match.gameLosses1 : match.gameLosses2;
    const table = match.tableNumber === null ? 'the match' : `table ${match.tableNumber}`;
    if (lossesOfPenalized >= needed && match.status !== 'FINAL') {
      await this.finishByPenalty(manager, match, playerId, needed, 0, judgeUserId, reason);
      return `game loss ${lossesOfPenalized} of ${needed}: ${table} is lost 0-${needed}`;
    }
    await this.matches.save(manager, match);
    return `game loss recorded on ${table} (${lossesOfPenalized} game${lossesOfPenalized === 1 ? '' : 's'} lost by penalty)`;
  }

  /** IPG Match Loss (and the match loss of a Disqualification): the opponent wins the match. */
  async applyMatchLoss(manager: EntityManager, match: MatchEntity, round: RoundEntity, playerId: string, judgeUserId: string | null, reason: string): Promise<string> {
    const needed = winsNeeded(round.gamesPerMatch as 1 | 3 | 5);
    const penalizedGames = Math.min(match.player1Id === playerId ? (match.wins1 ?? 0) : (match.wins2 ?? 0), needed - 1);
    const table = match.tableNumber === null ? 'the match' : `table ${match.tableNumber}`;
    await this.finishByPenalty(manager, match, playerId, needed, match.status === 'FINAL' ? penalizedGames : 0, judgeUserId, reason);
    return `match loss: ${table} recorded 0-${needed}`;
  }

  /** Penalties that waited for the player's next match are applied as soon as it is paired (IPG). */
  async applyPending(manager: EntityManager, round: RoundEntity, matches: MatchEntity[]): Promise<void> {
    const seated = matches.filter((m) => !m.bye).flatMap((m) => [m.player1Id, m.player2Id as string]);
    if (seated.length === 0) return;
    const pending = await this.players.withPendingPenalties(manager, seated);
    for (const player of pending) {
      const match = matches.find((m) => m.player1Id === player.id || m.player2Id === player.id) as MatchEntity;
      if (player.pendingMatchLoss) {
        await this.applyMatchLoss(manager, match, round, player.id, null, 'Match Loss carried over from the previous match (IPG)');
      } else {
        for (let i = 0; i < player.pendingGameLosses; i += 1) {
          await this.applyGameLoss(manager, match, round, player.id, null, 'Game Loss carried over from the previous match (IPG)');
        }
      }
      await this.players.clearPendingPenalties(manager, player.id);
    }
  }

  /** Slow Play penalties of a match that add turns when time is called (IPG 3.3, counted by libs/dci). */
  async slowPlayPenalties(manager: EntityManager, matchId: string): Promise<number> {
    const records = await this.penalties.slowPlayOfMatch(manager, matchId);
    return countSlowPlayPenalties(records.map((r) => ({ infraction: r.infraction as Infraction, penalty: r.penalty as Penalty })));
  }

  private async finishByPenalty(manager: EntityManager, match: MatchEntity, loserId: string, winnerGames: number, loserGames: number, judgeUserId: string | null, reason: string): Promise<void> {
    const loserIsPlayer1 = match.player1Id === loserId;
    const wins: [number, number] = loserIsPlayer1 ? [loserGames, winnerGames] : [winnerGames, loserGames];
    await this.finalizer.finalizeMatch(manager, match, { wins, draws: 0 }, { actorUserId: judgeUserId, action: 'PENALTY', reason });
  }
}
