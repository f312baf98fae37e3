/** One team match for the reference: team ids and the tally from the first team's side; a bye has one team. */
export type ReferenceTeamMatch = { teams: [string, string]; games: [number, number, number] } | { teams: [string]; bye: true };

/** A line of the reference standings. */
export interface ReferenceTeamStanding {
  id: string;
  matchPoints: number;
  omw: number;
  gw: number;
  ogw: number;
}

/**
 * A deliberately plain MTR App. C computation with floats, sharing no code with libs/swiss:
 * the independent check of team standings in unit and e2e tests. Byes are match wins 2-0,
 * not opponents; every percentage is floored at 1/3; order by match points, OMW%, GW%,
 * OGW%, then id.
 */
export function referenceTeamStandings(teams: string[], matches: ReferenceTeamMatch[]): ReferenceTeamStanding[] {
  const line = new Map(teams.map((t) => [t, { mp: 0, played: 0, gp: 0, games: 0, opponents: [] as string[] }]));
  for (const m of matches) {
    if ('bye' in m) {
      const t = line.get(m.teams[0])!;
      t.mp += 3;
      t.played += 1;
      t.gp += 6;
      t.games += 2;
      continue;
    }
    const [w0, w1, d] = m.games;
    const sides: [string, number, number][] = [
      [m.teams[0], w0, w1],
      [m.teams[1], w1, w0],
    ];
    for (const [id, mine, theirs] of sides) {
      const t = line.get(id)!;
      t.mp += mine > theirs ? 3 : mine === theirs ? 1 : 0;
      t.played += 1;
      t.gp += 3 * mine + d;
      t.games += w0 + w1 + d;
    }
    line.get(m.teams[0])!.opponents.push(m.teams[1]);
    line.get(m.teams[1])!.opponents.push(m.teams[0]);
  }
  const mw = (id: string) => Math.max(1 / 3, line.get(id)!.mp / (3 * line.get(id)!.played));
  const gw = (id: string) => (line.get(id)!.games === 0 ? 1 / 3 : Math.max(1 / 3, line.get(id)!.gp / (3 * line.get(id)!.games)));
  const avg = (xs: number[]) => (xs.length === 0 ? 1 / 3 : xs.reduce((s, x) => s + x, 0) / xs.length);
  const rows = teams.map((id) => ({ id, matchPoints: line.get(id)!.mp, omw: avg(line.get(id)!.opponents.map(mw)), gw: gw(id), ogw: avg(line.get(id)!.opponents.map(gw)) }));
  const eps = 1e-9;
  const cmp = (x: number, y: number) => (Math.abs(x - y) < eps ? 0 : y - x);
  return rows.sort((x, y) => y.matchPoints - x.matchPoints || cmp(x.omw, y.omw) || cmp(x.gw, y.gw) || cmp(x.ogw, y.ogw) || (x.id < y.id ? -1 : 1));
}
