import { fakeCliIo } from '../fake-cli-io';
import { runCli } from '../main';

async function coverage(...args: string[]) {
  const io = fakeCliIo();
  const code = await runCli(['cards', 'coverage', ...args], io);
  return { code, out: io.out.join(''), err: io.err.join('') };
}

describe('arbiter cards coverage (shipped database)', () => {
  it('--json: total, playable and the templates that do not compile yet, most common first', async () => {
    const { code, out } = await coverage('--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.total).toBeGreaterThan(20000);
    expect(report.playable).toBeGreaterThanOrEqual(83);
    expect(report.playable).toBeLessThan(report.total);
    expect(report.templates.length).toBeGreaterThan(10);
    for (let i = 1; i < report.templates.length; i++) expect(report.templates[i].count).toBeLessThanOrEqual(report.templates[i - 1].count);
    expect(report.templates[0]).toEqual({ text: expect.any(String), count: expect.any(Number) });
  });

  it('--set 10E --json: the playable cards by name and a reason for each other one', async () => {
    const { code, out } = await coverage('--set', '10e', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.set).toBe('10E');
    expect(report.playableNames).toEqual(expect.arrayContaining(['Serra Angel', 'Shivan Dragon', 'Platinum Angel', 'Air Elemental']));
    expect(report.playable).toBe(report.playableNames.length);
    expect(report.total).toBe(report.playable + report.missing.length);
    for (const missing of report.missing) expect(missing).toEqual({ name: expect.any(String), reason: expect.any(String) });
    expect(report.playableNames).toContain('Aven Windreader');
    expect(report.playableNames).toEqual(expect.arrayContaining(['Mind Stone', 'Adarkar Wastes', 'Composite Golem']));
  });

  it('--set ROE --json: each card that does not compile yet with the reason, the line that stops it', async () => {
    const { code, out } = await coverage('--set', 'ROE', '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.missing.length).toBeGreaterThan(0);
    expect(report.total).toBe(report.playable + report.missing.length);
    for (const missing of report.missing) expect(missing).toEqual({ name: expect.any(String), reason: expect.stringMatching(/\S/) });
    expect(report.missing.filter((m: { name: string }) => report.playableNames.includes(m.name))).toEqual([]);
  });

  it('--keywords --json: playable cards by keyword', async () => {
    const { code, out } = await coverage('--keywords', '--json');
    expect(code).toBe(0);
    const { keywords } = JSON.parse(out);
    expect(keywords.flying.playable).toEqual(expect.arrayContaining(['Serra Angel', 'Air Elemental']));
    expect(keywords.flying.playable).not.toContain('Grizzly Bears');
    expect(keywords.flying).toMatchObject({ status: 'implemented', cr: ['702.9', '502.4'] });
    expect(keywords.madness).toMatchObject({ status: 'implemented', cr: ['702.35', '502.24'] });
    expect(keywords.madness.playable).toEqual(expect.arrayContaining(['Arrogant Wurm', 'Kitchen Imp', 'Fiery Temper']));
    expect(keywords.dredge).toMatchObject({ status: 'implemented', cr: ['702.52', '502.47'] });
    expect(keywords.dredge.playable).toEqual(expect.arrayContaining(['Greater Mossdog', 'Stinkweed Imp', 'Grave-Shell Scarab']));
    expect(keywords.recover).toMatchObject({ status: 'implemented', cr: ['702.59', '502.55'] });
    expect(keywords.recover.playable).toEqual(expect.arrayContaining(['Grim Harvest', 'Icefall', 'Resize']));
    expect(keywords.offering).toMatchObject({ status: 'implemented', cr: ['702.48', '502.42'] });
    expect(keywords.offering.playable).toEqual(expect.arrayContaining(['Patron of the Akki', 'Patron of the Kitsune']));
    expect(keywords.haunt).toMatchObject({ status: 'implemented', cr: ['702.55', '502.51'] });
    expect(keywords.haunt.playable).toEqual(expect.arrayContaining(['Cry of Contrition', 'Seize the Soul', 'Blind Hunter']));
    expect(keywords.ripple).toMatchObject({ status: 'implemented', cr: ['702.60', '502.56'] });
    expect(keywords.ripple.playable).toEqual(expect.arrayContaining(['Surging Flame', 'Surging Dementia', 'Surging Sentinels']));
  });

  it('--keywords lists every keyword of both seeds, played or not, parameterized ones by family', async () => {
    const { out } = await coverage('--keywords', '--json');
    const { keywords } = JSON.parse(out);
    for (const name of ['first strike', 'banding', 'bands with other', 'ripple', 'threshold', 'scry', 'deathtouch', 'hexproof', 'landwalk', 'protection', 'kicker', 'cycling', 'enchant', 'equip'])
      expect(keywords[name]).toEqual({ status: expect.stringMatching(/^(implemented|partly|missing)$/), cr: expect.any(Array), playable: expect.any(Array), ...(keywords[name].missing ? { missing: expect.any(String) } : {}), ...(keywords[name].otherText ? { otherText: expect.any(String) } : {}) });
    expect(keywords.landwalk.playable).toEqual(expect.arrayContaining(['Bog Wraith']));
    expect(keywords.swampwalk).toBeUndefined();
    const text = await coverage('--keywords');
    expect(text.out).toMatch(/^first strike \(702\.7, 2006 502\.2\): implemented, \d+ playable$/m);
  });

  it('prints a readable summary without --json', async () => {
    const { code, out } = await coverage('--set', 'M10');
    expect(code).toBe(0);
    expect(out).toMatch(/^M10: \d+ of \d+ cards playable \(\d+\.\d%\)\n/);
  });

  it('an unknown set or option: exit 2 with a clear message', async () => {
    const unknown = await coverage('--set', 'NOPE');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("UNKNOWN_SET: no set 'NOPE'");
    expect((await coverage('--fast')).code).toBe(2);
  });
});
