import { useMediumApp } from '../../../../../test/support/medium-app';
import { ResultsService } from '../results/results.service';
import { RoundsService } from '../rounds/rounds.service';
import { PairingService } from './pairing.service';

describe('PairingService and RoundsService on the migrated database', () => {
  const medium = useMediumApp();

  it('pairs round 1 with every player once, refuses round 2 until it is final, then pairs it', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(6, { swissRounds: 3 });
    expect(matches).toHaveLength(3);
    expect(new Set(matches.flatMap((m) => [m.player1Id, m.player2Id])).size).toBe(6);
    const pairing = medium().get(PairingService);
    await expect(pairing.pairNext(organizer, eventId)).rejects.toMatchObject({ code: 'ROUND_NOT_FINISHED' });
    for (const match of matches) await medium().get(ResultsService).set(organizer, match.id, [2, 0], 0, 'slip');
    const second = await pairing.pairNext(organizer, eventId);
    expect(second).toMatchObject({ number: 2, kind: 'SWISS', published: true });
    const rounds = medium().get(RoundsService);
    expect((await rounds.listForEvent(eventId)).map((r) => r.number)).toEqual([1, 2]);
    expect((await rounds.current(eventId))?.id).toBe(second.id);
  });

  it('re-pairs a round while no result is entered, and not after', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(4);
    const pairing = medium().get(PairingService);
    const again = await pairing.repair(organizer, eventId);
    expect(again.number).toBe(1);
    const fresh = await medium().get(RoundsService).matchesOfRounds([again.id]);
    expect(fresh.map((m) => m.id)).not.toContain(matches[0].id);
    await medium().get(ResultsService).set(organizer, fresh[0].id, [2, 0], 0, 'slip');
    await expect(pairing.repair(organizer, eventId)).rejects.toMatchObject({ code: 'ROUND_ALREADY_STARTED' });
  });
});
