import { useMediumApp } from '../../../../../test/support/medium-app';
import { EventsService } from '../events';
import { PairingService } from '../pairing/pairing.service';
import { ResultsService } from '../results';
import { PlayersService } from './players.service';

describe('PlayersService: undoing a drop and deleting an entry (issue 15 item 11)', () => {
  const medium = useMediumApp();

  it('takes back a drop until the next round is paired without the player, then refuses (no re-entry)', async () => {
    const { eventId, organizer, matches, actors } = await medium().pairedEvent(4, { swissRounds: 3 });
    const players = medium().get(PlayersService);
    const [playerId] = [...actors.keys()];
    await expect(players.undoDrop(organizer, eventId, playerId)).rejects.toMatchObject({ code: 'PLAYER_NOT_DROPPED' });
    await players.drop(organizer, eventId, playerId);
    await expect(players.undoDrop(actors.get(playerId)!, eventId, playerId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(players.undoDrop(organizer, eventId, playerId)).resolves.toMatchObject({ dropped: false, droppedAfterRound: null });

    await players.drop(organizer, eventId, playerId);
    for (const match of matches) await medium().get(ResultsService).set(organizer, match.id, [2, 0], 0, 'slip');
    await medium().get(PairingService).pairNext(organizer, eventId);
    await expect(players.undoDrop(organizer, eventId, playerId)).rejects.toMatchObject({ code: 'DROP_NOT_UNDOABLE' });
    await expect(players.getById(playerId)).resolves.toMatchObject({ dropped: true, droppedAfterRound: 1 });
  });

  it('deletes an entry while registration is open, and not once the event has started', async () => {
    const organizer = await medium().actor('Organizer');
    const events = medium().get(EventsService);
    const players = medium().get(PlayersService);
    const event = await events.create(organizer, { name: 'Typo night', format: 'CONSTRUCTED', rel: 'REGULAR' } as Parameters<EventsService['create']>[1]);
    const typo = await players.register(organizer, event.id, { name: 'Mara Qiunn' });
    const kept = await players.register(organizer, event.id, { name: 'Theo Blackwood' });
    await expect(players.remove(await medium().actor('Stranger'), event.id, typo.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(players.remove(organizer, event.id, typo.id)).resolves.toMatchObject({ name: 'Mara Qiunn' });
    await expect(players.remove(organizer, event.id, typo.id)).rejects.toMatchObject({ code: 'PLAYER_NOT_FOUND' });
    await players.register(organizer, event.id, { name: 'Lena Fischer' });
    await events.start(organizer, event.id);
    await expect(players.remove(organizer, event.id, kept.id)).rejects.toMatchObject({ code: 'REGISTRATION_CLOSED' });
    await expect(players.getById(kept.id)).resolves.toMatchObject({ name: 'Theo Blackwood' });
  });
});
