import { replayLivePatches, type LivePatch } from './live-patches';

interface Page {
  round: number;
  results: string[];
}

const paired = (round: number, at: number): LivePatch<Page> => ({ at, apply: (page) => (page.round <= round ? { round, results: [] } : page) });
const reported = (result: string, at: number): LivePatch<Page> => ({ at, apply: (page) => ({ ...page, results: [...page.results, result] }) });

describe('replayLivePatches', () => {
  it('puts back a round paired while a refetch read the page from before it', () => {
    const log = [paired(2, 5)];
    const replayed = replayLivePatches({ round: 1, results: ['table 1'] }, 4, log);
    expect(replayed.state).toEqual({ round: 2, results: [] });
    expect(replayed.log).toEqual(log);
  });

  it('drops the changes heard before the request was sent: the answer has them', () => {
    const replayed = replayLivePatches({ round: 2, results: ['table 3'] }, 7, [paired(2, 5), reported('table 3', 6)]);
    expect(replayed.state).toEqual({ round: 2, results: ['table 3'] });
    expect(replayed.log).toEqual([]);
  });

  it('replays only the later changes, in the order they arrived', () => {
    const replayed = replayLivePatches({ round: 1, results: [] }, 6, [reported('table 9', 5), paired(2, 7), reported('table 2', 8)]);
    expect(replayed.state).toEqual({ round: 2, results: ['table 2'] });
    expect(replayed.log.map((patch) => patch.at)).toEqual([7, 8]);
  });
});
