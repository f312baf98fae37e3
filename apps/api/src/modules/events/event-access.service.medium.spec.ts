import { DataSource } from 'typeorm';
import { QueryCounter } from '../../../../../test/bench/query-counter';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { EventAccessService } from './event-access.service';

describe('EventAccessService on the migrated database', () => {
  const medium = useMediumApp();

  it('staff roles are the staff row, the player role the registration; each refusal names who may', async () => {
    const { eventId, organizer, actors } = await medium().pairedEvent(2);
    const access = medium().get(EventAccessService);
    const player = [...actors.values()][0];
    const stranger = await medium().actor('Stranger');
    const admin = { ...stranger, isAdmin: true };
    await expect(access.require(organizer, eventId, ['ORGANIZER', 'JUDGE'], 'enter results')).resolves.toBeUndefined();
    await expect(access.require(player, eventId, ['ORGANIZER', 'JUDGE'], 'enter results')).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Only an organizer or a judge of this event may enter results' });
    await expect(access.require(player, eventId, ['PLAYER'], 'see this')).resolves.toBeUndefined();
    await expect(access.require(organizer, eventId, ['PLAYER'], 'see this')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(access.require(stranger, eventId, ['PLAYER', 'JUDGE'], 'see this')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(access.require(admin, eventId, ['ORGANIZER'], 'enter results')).resolves.toBeUndefined();
    await expect(access.require(null, eventId, ['PLAYER'], 'see this')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await Promise.all([organizer, player, stranger, admin, null].map((actor) => access.isStaff(actor, eventId)))).toEqual([true, false, false, true, false]);
  });

  it('a staff check reads the staff row alone, an administrator nothing', async () => {
    const { eventId, organizer } = await medium().pairedEvent(2);
    const access = medium().get(EventAccessService);
    const queries = new QueryCounter(medium().get(DataSource));
    expect(await queries.fewestDuring(() => access.require(organizer, eventId, ['ORGANIZER', 'JUDGE'], 'enter results'))).toBe(1);
    expect(await queries.fewestDuring(() => access.isStaff(organizer, eventId))).toBe(1);
    expect(await queries.fewestDuring(() => access.require({ ...organizer, isAdmin: true }, eventId, ['ORGANIZER'], 'enter results'))).toBe(0);
  });
});
