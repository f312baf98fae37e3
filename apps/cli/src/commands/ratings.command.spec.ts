import { winExpectancy } from '@arbiter/dci';
import { runCli } from '../main';
import { fakeCliIo } from '../fake-cli-io';

const names = ['Ada', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

/** An 8-player, two-round event; `wizardsIds` gives some players a Wizards id. */
function eventFile(name: string, rounds: [string, string, [number, number, number]][][], extra: Record<string, unknown> = {}, wizardsIds: Record<string, string> = {}) {
  return JSON.stringify({
    format: 'arbiter-event/1',
    name,
    structure: { swissRounds: rounds.length, topCut: 0, matchGames: 3, finalsGames: 3 },
    players: names.map((n, i) => ({ id: `${name}-${i}`, name: i === 3 ? `  ${n.toUpperCase()} ` : n, ...(wizardsIds[n] ? { wizardsId: wizardsIds[n] } : {}) })),
    rounds: rounds.map((matches, r) => ({
      number: r + 1,
      matches: matches.map(([a, b, games]) => ({ players: [`${name}-${names.indexOf(a)}`, `${name}-${names.indexOf(b)}`], games })),
    })),
    drops: [],
    lateEntries: [],
    ...extra,
  });
}

const week1 = eventFile('week1', [
  [['Ada', 'Bea', [2, 0, 0]], ['Cy', 'Dee', [1, 1, 1]], ['Eve', 'Fay', [0, 0, 0]], ['Gus', 'Hal', [0, 2, 0]]],
  [['Ada', 'Hal', [2, 1, 0]], ['Bea', 'Gus', [2, 0, 0]], ['Cy', 'Eve', [0, 2, 0]], ['Dee', 'Fay', [2, 0, 0]]],
], { ratings: { category: 'CONSTRUCTED', eventType: 'regular' } }, { Ada: '111' });
const week2 = eventFile('week2', [[['Ada', 'Cy', [0, 2, 0]], ['Bea', 'Dee', [2, 1, 0]], ['Eve', 'Gus', [2, 0, 0]], ['Fay', 'Hal', [1, 2, 0]]]], { ratings: { category: 'CONSTRUCTED', eventType: 'competitive' } }, { Ada: '111' });
const draft = eventFile('draft', [[['Ada', 'Bea', [2, 0, 0]], ['Cy', 'Dee', [2, 0, 0]], ['Eve', 'Fay', [2, 0, 0]], ['Gus', 'Hal', [2, 0, 0]]]], { ratings: { category: 'LIMITED', eventType: 'casual' } });
const casual = eventFile('casual', [[['Ada', 'Bea', [0, 2, 0]], ['Cy', 'Dee', [0, 2, 0]], ['Eve', 'Fay', [0, 2, 0]], ['Gus', 'Hal', [0, 2, 0]]]], { ratings: { category: 'CONSTRUCTED', sanctioned: false } });

function run(args: string[], files: Record<string, string> = { 'week1.json': week1, 'week2.json': week2, 'draft.json': draft, 'casual.json': casual }) {
  const io = fakeCliIo(files);
  return runCli(['ratings', ...args], io).then((code) => ({ code, io, output: code === 0 ? JSON.parse(io.out.join('')) : undefined }));
}

interface MatchRecord { eventId: string; round: number; category: string; player: string; opponent: string; before: number; opponentBefore: number; kFactor: number; expected: number; score: number; after: number }

describe('arbiter ratings', () => {
  it('replays a series of events; every rated match follows Rn = Rp + K (W - We) from the ratings before its round', async () => {
    const { code, output } = await run(['--events', 'week1.json', 'casual.json', 'week2.json', 'draft.json', '--matches']);
    expect(code).toBe(0);
    const current = new Map<string, number>();
    let round = '';
    let pending: [string, number][] = [];
    const scores: Record<string, number> = {};
    for (const match of output.matches as MatchRecord[]) {
      if (`${match.eventId}/${match.round}` !== round) {
        for (const [key, value] of pending) current.set(key, value);
        [pending, round] = [[], `${match.eventId}/${match.round}`];
      }
      const before = current.get(`${match.category}/${match.player}`) ?? 1600;
      const opponentBefore = current.get(`${match.category}/${match.opponent}`) ?? 1600;
      expect([match.before, match.opponentBefore]).toEqual([before, opponentBefore]);
      expect(match.kFactor).toBe({ 'week1.json': 16, 'week2.json': 24, 'draft.json': 8 }[match.eventId]);
      expect(match.after).toBeCloseTo(before + match.kFactor * (match.score - 1 / (10 ** ((opponentBefore - before) / 400) + 1)), 12);
      scores[`${match.eventId}/${match.round}/${match.player}`] = match.score;
      pending.push([`${match.category}/${match.player}`, match.after]);
    }
    for (const [key, value] of pending) current.set(key, value);
    // 0-0-0 is an intentional draw (half a point each); a 2-1 is a win.
    expect(scores['week1.json/1/name:eve']).toBe(0.5);
    expect(scores['week1.json/2/wizards:111']).toBe(1);
    for (const rating of output.ratings) expect(rating.rating).toBe(current.get(`${rating.category}/${rating.player}`));
    // The unsanctioned file is listed but not rated: 8 + 4 + 4 matches, two sides each.
    expect(output.matches).toHaveLength(32);
    expect(output.events.map((e: { file: string; rated: boolean; kFactor: number }) => [e.file, e.rated, e.kFactor])).toEqual([
      ['week1.json', true, 16],
      ['casual.json', false, 16],
      ['week2.json', true, 24],
      ['draft.json', true, 8],
    ]);
  });

  it('keeps a history per player and event, per category; identity is the Wizards id, else the name ignoring case and spacing', async () => {
    const { output } = await run(['--events', 'week1.json', 'week2.json', 'draft.json']);
    const ada = output.ratings.find((r: { player: string; category: string }) => r.player === 'wizards:111' && r.category === 'CONSTRUCTED');
    expect(ada).toMatchObject({ name: 'Ada', wizardsId: '111', matches: 3 });
    expect(ada.history.map((h: { event: string; matches: number }) => [h.event, h.matches])).toEqual([['week1.json', 2], ['week2.json', 1]]);
    expect(ada.history[0].before).toBe(1600);
    expect(ada.history[1].before).toBe(ada.history[0].after);
    const afterWeek1 = 1608 + 16 * (1 - winExpectancy(1608, 1608));
    expect(ada.history[0].after).toBeCloseTo(afterWeek1, 12);
    const dee = output.ratings.filter((r: { player: string }) => r.player === 'name:dee');
    expect(dee.map((r: { category: string; matches: number }) => [r.category, r.matches])).toEqual([['CONSTRUCTED', 3], ['LIMITED', 1]]);
    expect(output.ratings.find((r: { player: string; category: string }) => r.player === 'name:ada' && r.category === 'LIMITED')).toMatchObject({ rating: 1604, matches: 1 });
  });

  it('does not rate an event below the sanctioning minimum, and says why', async () => {
    const small = JSON.stringify({ ...JSON.parse(draft), players: JSON.parse(draft).players.slice(0, 2), rounds: [{ number: 1, matches: [{ players: ['draft-0', 'draft-1'], games: [2, 0, 0] }] }] });
    const { output } = await run(['--events', 'small.json'], { 'small.json': small });
    expect(output.events[0]).toMatchObject({ sanctioned: false, rated: false, explanation: expect.stringContaining('2 players is below the 4 a sanctioned event needs') });
    expect(output.ratings).toEqual([]);
  });

  it('needs a category for files that do not carry one, and refuses bad input with a clear message', async () => {
    const plain = JSON.stringify({ ...JSON.parse(week1), ratings: undefined });
    const missing = await run(['--events', 'plain.json'], { 'plain.json': plain });
    expect(missing.code).toBe(2);
    expect(missing.io.err.join('')).toContain(`does not say its rating category`);
    const given = await run(['--events', 'plain.json', '--category', 'LIMITED', '--event-type', 'professional'], { 'plain.json': plain });
    expect(given.output.events[0]).toMatchObject({ category: 'LIMITED', eventType: 'professional', kFactor: 32 });
    expect((await run(['--events'])).code).toBe(2);
    expect((await run(['--events', 'week1.json', 'week1.json'])).io.err.join('')).toContain("'week1.json' is given twice");
    const badBlock = await run(['--events', 'bad.json'], { 'bad.json': JSON.stringify({ ...JSON.parse(week1), ratings: { category: 'VINTAGE' } }) });
    expect(badBlock.io.err.join('')).toContain('ratings.category must be CONSTRUCTED, LIMITED');
  });
});
