import { DataSource } from 'typeorm';
import { useMediumApp } from '../../../../../test/support/medium-app';
import { bumpEventRevision } from '../events/event.repository';
import { MatchEntity } from '../rounds/match.entity';
import { PlayerEntity } from '../events/player.entity';
import { ResultsService } from '../results';
import { StandingsService } from './standings.service';

describe('StandingsService: standings kept up to date through results', () => {
  const medium = useMediumApp();

  it("applies this process's results without re-reading the event, equal to a full computation; re-reads on a change it was not told about", async () => {
    const { eventId, organizer, matches } = await medium().pairedEvent(8, { swissRounds: 3, topCut: 0 });
    const standings = medium().get(StandingsService);
    const results = medium().get(ResultsService);
    // Reading the event's players is the first step of reading the whole event (RoundsService.snapshot).
    const finds = jest.spyOn(medium().get(DataSource).manager, 'find');
    const loads = () => finds.mock.calls.filter(([entity]) => entity === PlayerEntity).length;
    const fullComputation = async () => {
      (standings as unknown as { cache: Map<string, unknown> }).cache.clear();
      return standings.standings(eventId, 1);
    };
    await standings.standings(eventId, 1);
    const loadsBefore = loads();

    const scores: [number, number][] = [[2, 0], [1, 2], [2, 1], [0, 2]];
    for (const [index, match] of matches.entries()) {
      await results.set(organizer, match.id, scores[index], 0, 'slip');
      await standings.standings(eventId, 1);
    }
    await results.set(organizer, matches[0].id, [0, 2], 0, 'corrected');
    const incremental = await standings.standings(eventId, 1);
    expect(loads()).toBe(loadsBefore);
    expect(incremental.map((s) => s.matchPoints).sort()).toEqual([0, 0, 0, 0, 3, 3, 3, 3]);
    expect(incremental).toEqual(await fullComputation());

    // As another API instance would: the row and the revision change, this process is not told.
    await medium()
      .get(DataSource)
      .transaction(async (manager) => {
        await manager.update(MatchEntity, { id: matches[1].id }, { wins1: 1, wins2: 1, draws: 1 });
        await bumpEventRevision(manager, eventId);
      });
    const afterOther = await standings.standings(eventId, 1);
    expect(loads()).toBe(loadsBefore + 2);
    expect(afterOther.map((s) => s.matchPoints).sort()).toEqual([0, 0, 0, 1, 1, 3, 3, 3]);
    expect(afterOther).toEqual(await fullComputation());
  });
});
