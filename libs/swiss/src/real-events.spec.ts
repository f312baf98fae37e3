import { computeStandings } from './standings';
import { compareWithPublished, loadRealEvent, REAL_EVENTS } from './testing/published-standings';
import { validateEventFile } from './validate-event-file';

function standingsOf(slug: string, percentageFloor?: '1/3' | '0.33') {
  const { event, published } = loadRealEvent(slug);
  const validation = validateEventFile(event, { acceptRecorded: true });
  if (!validation.ok) throw new Error(`${slug}: ${validation.errors.map((e) => e.message).join('; ')}`);
  return { report: computeStandings(validation.event, { percentageFloor }), published, warnings: validation.warnings };
}

describe('standings equal the ones Melee published (seven real events)', () => {
  it.each(REAL_EVENTS.map((e) => [e.slug, e] as const))('%s: every value within 1e-6, order equal except among exact ties', (slug, real) => {
    const { report, published } = standingsOf(slug);
    expect(report.percentageFloor).toBe('1/3');
    expect(published).toHaveLength(real.players);
    expect(report.standings).toHaveLength(real.players);
    expect(compareWithPublished(report.standings, published, { tolerance: 1e-6, ownGameWin: real.ownGameWin })).toEqual([]);
  });

  it('the MTR-text 0.33 floor changes the OMW% of 666 of the 1,260 players (and breaks the match)', () => {
    let players = 0;
    let omwChanged = 0;
    let anyDifference = 0;
    for (const real of REAL_EVENTS) {
      const { report, published } = standingsOf(real.slug, '0.33');
      expect(report.percentageFloor).toBe('0.33');
      players += published.length;
      const differences = compareWithPublished(report.standings, published, { tolerance: 1e-5, ownGameWin: real.ownGameWin });
      omwChanged += differences.filter((d) => d.field === 'omw').length;
      anyDifference += differences.length;
    }
    expect(players).toBe(1260);
    expect(omwChanged).toBe(666);
    expect(anyDifference).toBeGreaterThan(omwChanged);
  });

  it('the 0.33 floor also comes from the event file setting', () => {
    const { event } = loadRealEvent(REAL_EVENTS[6].slug);
    const validation = validateEventFile({ ...(event as object), settings: { percentageFloor: '0.33' } });
    expect(validation.ok).toBe(true);
    if (!validation.ok) return;
    const fromSetting = computeStandings(validation.event);
    expect(fromSetting.percentageFloor).toBe('0.33');
    expect(fromSetting.standings).toEqual(standingsOf(REAL_EVENTS[6].slug, '0.33').report.standings);
  });

  it('results a best of three forbids (3-0-0) are refused unless kept as recorded, with one warning per match', () => {
    const expectedWarnings: Record<string, number> = {
      'manatraders-year-end-15000-modern-2025-12-13': 2,
      'scg-con-milwaukee-super-sunday-rcq-standard-2026-02-22': 1,
    };
    for (const real of REAL_EVENTS) {
      const { event } = loadRealEvent(real.slug);
      const strict = validateEventFile(event);
      const count = expectedWarnings[real.slug] ?? 0;
      expect(strict.ok ? 0 : strict.errors.filter((e) => e.code === 'IMPOSSIBLE_GAME_SCORE').length).toBe(count);
      const { warnings } = standingsOf(real.slug);
      expect(warnings).toHaveLength(count);
      for (const warning of warnings) expect(warning.message).toMatch(/3-0-0 .* best-of-3 match; kept as recorded$/);
    }
  });

  it('the three 0-0-0 intentional draws of the Houston file are draws with no games', () => {
    const { report } = standingsOf(REAL_EVENTS[1].slug);
    const { event } = loadRealEvent(REAL_EVENTS[1].slug);
    const rounds = (event as { rounds: { matches: { players: string[]; games?: number[] }[] }[] }).rounds;
    const unplayed = rounds.flatMap((r) => r.matches).filter((m) => m.games?.join() === '0,0,0');
    expect(unplayed).toHaveLength(3);
    for (const match of unplayed) {
      for (const id of match.players) expect(report.standings.find((s) => s.player === id)!.draws).toBeGreaterThanOrEqual(1);
    }
  });
});
