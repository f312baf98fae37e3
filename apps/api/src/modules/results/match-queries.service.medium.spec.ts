import { DataSource } from 'typeorm';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { bumpEventRevision } from '../events/event.repository';
import { MatchEntity } from '../rounds/match.entity';
import { MatchQueriesService } from './match-queries.service';
import { ResultsService } from './results.service';

describe('MatchQueriesService: the pairing index during results', () => {
  const medium = useMediumApp();

  it("follows this process's results without re-reading the round, and rebuilds on a change it was not told about", async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(4);
    const queries = medium().get(MatchQueriesService);
    const builds = jest.spyOn(queries as unknown as { buildPairingIndex: () => Promise<unknown> }, 'buildPairingIndex');
    const [first, second] = matches;
    const seatedName = async (match: MatchEntity) => (await medium().get(DataSource).query('SELECT name FROM players WHERE id = $1', [match.player1Id]))[0].name as string;
    const firstName = await seatedName(first);
    const secondName = await seatedName(second);
    expect((await queries.currentMatchOf(eventId, firstName))?.status).toBe('PENDING');
    expect(builds).toHaveBeenCalledTimes(1);

    await medium().get(ResultsService).set(organizer, first.id, [2, 1], 0, 'slip');
    await medium().get(ResultsService).set(organizer, second.id, [0, 2], 0, 'slip');
    expect(await queries.currentMatchOf(eventId, firstName)).toMatchObject({ id: first.id, status: 'FINAL', wins1: 2, wins2: 1 });
    expect(await queries.currentMatchOf(eventId, secondName)).toMatchObject({ id: second.id, status: 'FINAL', wins1: 0, wins2: 2 });
    expect(builds).toHaveBeenCalledTimes(1);

    // As another API instance would: the row and the revision change, this process is not told.
    await medium()
      .get(DataSource)
      .transaction(async (manager) => {
        await manager.update(MatchEntity, { id: first.id }, { wins1: 2, wins2: 0 });
        await bumpEventRevision(manager, eventId);
      });
    expect(await queries.currentMatchOf(eventId, firstName)).toMatchObject({ id: first.id, wins1: 2, wins2: 0 });
    expect(builds).toHaveBeenCalledTimes(2);
  });
});
