import { winsNeeded } from '@arbiter/dci';
import { EntityManager } from 'typeorm';
import { PlayerEntity } from '../players/player.entity';
import { MatchEntity } from '../rounds/match.entity';
import { RoundEntity } from '../rounds/round.entity';
import { auditedResult, ResultAuditEntity } from '../results/result-audit.entity';


/**
 * IPG Game Loss: a game lost by penalty counts in the match (a Game Loss to each player at
 * once cancels out). When penalty games alone decide the match, it becomes final; otherwise
 * the players' report must count them.
 */
export async function applyGameLoss(manager: EntityManager, match: MatchEntity, round: RoundEntity, playerId: string, judgeUserId: string | null, reason: string): Promise<string> {
  const asPlayer1 = match.player1Id === playerId;
  if (asPlayer1) match.gameLosses1 += 1;
  else match.gameLosses2 += 1;
  const needed = winsNeeded(round.gamesPerMatch as 1 | 3 | 5);
  const lossesOfPenalized = asPlayer1 ? match.gameLosses1 : match.gameLosses2;
  const table = match.tableNumber === null ? 'the match' : `table ${match.tableNumber}`;
  if (lossesOfPenalized >= needed && match.status !== 'FINAL') {
    return finishByPenalty(manager, match, playerId, needed, 0, judgeUserId, reason, `game loss ${lossesOfPenalized} of ${needed}: ${table} is lost ${0}-${needed}`);
  }
  await manager.save(match);
  return `game loss recorded on ${table} (${lossesOfPenalized} game${lossesOfPenalized === 1 ? '' : 's'} lost by penalty)`;
}

/** IPG Match Loss (and the match loss of a Disqualification): the opponent wins the match. */
export async function applyMatchLoss(manager: EntityManager, match: MatchEntity, round: RoundEntity, playerId: string, judgeUserId: string | null, reason: string): Promise<string> {
  const needed = winsNeeded(round.gamesPerMatch as 1 | 3 | 5);
  const penalizedGames = Math.min(match.player1Id === playerId ? (match.wins1 ?? 0) : (match.wins2 ?? 0), needed - 1);
  const table = match.tableNumber === null ? 'the match' : `table ${match.tableNumber}`;
  return finishByPenalty(manager, match, playerId, needed, match.status === 'FINAL' ? penalizedGames : 0, judgeUserId, reason, `match loss: ${table} recorded ${0}-${needed}`);
}

async function finishByPenalty(manager: EntityManager, match: MatchEntity, loserId: string, winnerGames: number, loserGames: number, judgeUserId: string | null, reason: string, effect: string): Promise<string> {
  const before = auditedResult(match);
  const loserIsPlayer1 = match.player1Id === loserId;
  match.status = 'FINAL';
  match.wins1 = loserIsPlayer1 ? loserGames : winnerGames;
  match.wins2 = loserIsPlayer1 ? winnerGames : loserGames;
  match.draws = 0;
  await manager.save(match);
  await manager.save(manager.create(ResultAuditEntity, { eventId: match.eventId, matchId: match.id, actorUserId: judgeUserId, action: 'PENALTY', before, after: auditedResult(match), reason }));
  return effect;
}

/** Penalties that waited for the player's next match are applied as soon as it is paired (IPG). */
export async function applyPendingPenalties(manager: EntityManager, round: RoundEntity, matches: MatchEntity[]): Promise<void> {
  const seated = matches.filter((m) => !m.bye).flatMap((m) => [m.player1Id, m.player2Id as string]);
  if (seated.length === 0) return;
  const pending = await manager
    .createQueryBuilder(PlayerEntity, 'p')
    .where('p.id IN (:...ids)', { ids: seated })
    .andWhere('(p.pendingGameLosses > 0 OR p.pendingMatchLoss)')
    .getMany();
  for (const player of pending) {
    const match = matches.find((m) => m.player1Id === player.id || m.player2Id === player.id) as MatchEntity;
    if (player.pendingMatchLoss) {
      await applyMatchLoss(manager, match, round, player.id, null, 'Match Loss carried over from the previous match (IPG)');
    } else {
      for (let i = 0; i < player.pendingGameLosses; i += 1) {
        await applyGameLoss(manager, match, round, player.id, null, 'Game Loss carried over from the previous match (IPG)');
      }
    }
    await manager.update(PlayerEntity, { id: player.id }, { pendingGameLosses: 0, pendingMatchLoss: false });
  }
}
