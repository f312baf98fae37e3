import { useMediumApp } from '../../../../../test/support/medium-app';
import { ResultsService } from '../results';
import { RoundsService } from '../rounds';
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

  it('re-cuts the top 4 after a corrected Swiss result, only while no playoff result exists', async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(8, { swissRounds: 1, topCut: 4 });
    const pairing = medium().get(PairingService);
    const results = medium().get(ResultsService);
    const rounds = medium().get(RoundsService);
    await expect(pairing.playoffCut(organizer, eventId)).resolves.toBeNull();
    await expect(pairing.recutPlayoff(organizer, eventId)).rejects.toMatchObject({ code: 'PLAYOFF_NOT_PAIRED' });
    for (const match of matches) await results.set(organizer, match.id, [2, 0], 0, 'slip');
    const cut = await pairing.pairNext(organizer, eventId);
    await expect(pairing.playoffCut(organizer, eventId)).resolves.toEqual({ outdated: false, entering: [], leaving: [], recutAllowed: false });

    // The slip of table 1 was read the wrong way round: its loser made the cut instead.
    const [wrong] = matches;
    await results.set(organizer, wrong.id, [0, 2], 0, 'slip misread');
    await expect(pairing.playoffCut(organizer, eventId)).resolves.toEqual({ outdated: true, entering: [wrong.player2Id], leaving: [wrong.player1Id], recutAllowed: true });
    const recut = await pairing.recutPlayoff(organizer, eventId);
    expect(recut).toMatchObject({ number: cut.number, kind: 'PLAYOFF', published: true });
    const seated = (await rounds.matchesOfRounds([recut.id])).flatMap((m) => [m.player1Id, m.player2Id]);
    expect(seated).toContain(wrong.player2Id);
    expect(seated).not.toContain(wrong.player1Id);
    await expect(pairing.recutPlayoff(organizer, eventId)).rejects.toMatchObject({ code: 'PLAYOFF_CUT_UNCHANGED' });

    // Once a playoff result exists the cut stands: the check still warns, the re-cut is refused and nothing changes.
    const [semifinal] = await rounds.matchesOfRounds([recut.id]);
    await results.set(organizer, semifinal.id, [2, 1], 0, 'slip');
    await results.set(organizer, wrong.id, [2, 0], 0, 'slip read again');
    await expect(pairing.playoffCut(organizer, eventId)).resolves.toMatchObject({ outdated: true, recutAllowed: false });
    await expect(pairing.recutPlayoff(organizer, eventId)).rejects.toMatchObject({ code: 'PLAYOFF_STARTED' });
    expect((await rounds.current(eventId))?.id).toBe(recut.id);
  });
});
