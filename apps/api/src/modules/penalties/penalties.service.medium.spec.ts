import { DataSource } from 'typeorm';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { PlayerEntity } from '../events/player.entity';
import { MatchEntity } from '../rounds/match.entity';
import { ResultAuditEntity } from '../results/result-audit.entity';
import { PenaltiesService } from './penalties.service';

describe('PenaltiesService on the migrated database', () => {
  const medium = useMediumApp();

  it('records exactly the proposal it shows; a second Slow Play Warning is upgraded (IPG 3.3)', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(4);
    const penalties = medium().get(PenaltiesService);
    const playerId = matches[0].player1Id;
    for (const expected of ['WARNING', 'GAME_LOSS']) {
      const proposal = await penalties.proposal(organizer, { eventId, playerId, infraction: 'SLOW_PLAY' });
      const record = await penalties.issue(organizer, { eventId, playerId, infraction: 'SLOW_PLAY', description: 'slow' });
      expect(proposal.penalty).toBe(expected);
      expect(record).toMatchObject({ penalty: proposal.penalty, proposedPenalty: proposal.penalty, explanation: proposal.explanation, deviation: false });
    }
  });

  it('a Match Loss makes the match FINAL through the one result owner (audited PENALTY)', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(4);
    const match = matches[0];
    const record = await medium().get(PenaltiesService).issue(organizer, { eventId, playerId: match.player2Id!, infraction: 'OUTSIDE_ASSISTANCE', description: 'notes' });
    expect(record.effect).toBe(`match loss: table ${match.tableNumber} recorded 0-2`);
    const manager = medium().get(DataSource).manager;
    expect(await manager.findOneByOrFail(MatchEntity, { id: match.id })).toMatchObject({ status: 'FINAL', wins1: 2, wins2: 0 });
    expect((await manager.find(ResultAuditEntity, { where: { matchId: match.id } })).map((a) => a.action)).toEqual(['PENALTY']);
  });

  it('refuses a bad day and records nothing', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(2);
    const playerId = matches[0].player1Id;
    await expect(medium().get(PenaltiesService).issue(organizer, { eventId, playerId, infraction: 'SLOW_PLAY', description: 'slow', day: 0 })).rejects.toMatchObject({ code: 'INVALID_PENALTY_INPUT' });
    expect(await medium().get(PenaltiesService).list(organizer, eventId)).toEqual([]);
    expect((await medium().get(DataSource).manager.findOneByOrFail(PlayerEntity, { id: playerId })).pendingGameLosses).toBe(0);
  });
});
