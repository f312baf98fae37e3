import { DataSource } from 'typeorm';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { EventEntity } from './event.entity';
import { EventsService } from './events.service';

describe('EventsService on the migrated database', () => {
  const medium = useMediumApp();

  it('every status change goes through the lifecycle: RUNNING → FINISHED, nothing after', async () => {
    const { eventId, organizer } = await medium().pairedEvent(2);
    const events = medium().get(EventsService);
    await expect(events.start(organizer, eventId)).rejects.toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
    expect((await events.finish(organizer, eventId)).status).toBe('FINISHED');
    await expect(events.finish(organizer, eventId)).rejects.toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
    expect((await medium().get(DataSource).manager.findOneByOrFail(EventEntity, { id: eventId })).status).toBe('FINISHED');
  });

  it('transition refuses a skipped step and leaves the stored status as it was', async () => {
    const organizer = await medium().actor('Organizer');
    const events = medium().get(EventsService);
    const event = await events.create(organizer, { name: 'Not started', format: 'CONSTRUCTED', rel: 'REGULAR' } as Parameters<EventsService['create']>[1]);
    const dataSource = medium().get(DataSource);
    await expect(dataSource.transaction((manager) => events.transition(manager, event, 'PLAYOFFS'))).rejects.toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
    expect((await dataSource.manager.findOneByOrFail(EventEntity, { id: event.id })).status).toBe('REGISTRATION');
  });

  it('a non-organizer cannot start the event', async () => {
    const organizer = await medium().actor('Organizer');
    const events = medium().get(EventsService);
    const event = await events.create(organizer, { name: 'Mine', format: 'CONSTRUCTED', rel: 'REGULAR' } as Parameters<EventsService['create']>[1]);
    await expect(events.start(await medium().actor('Someone'), event.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
