/** Quality of a pairing in the solver's lexicographic order (lower is better). */
export interface PairingQuality {
  /** Earlier meetings of the paired players (a pair that met twice counts 2). */
  rematches: number;
  repeatedByes: number;
  /** Sum of squared match-point gaps; the bye counts as a pair-down to the lowest score. */
  gapSquared: number;
}

/** What the reference solver needs about each player. */
export interface ReferencePlayer {
  id: string;
  matchPoints: number;
  hadBye: boolean;
  /** Opponent id → earlier meetings. */
  opponents: Map<string, number>;
}

/** Compares qualities lexicographically. */
export function compareQuality(a: PairingQuality, b: PairingQuality): number {
  return a.rematches - b.rematches || a.repeatedByes - b.repeatedByes || a.gapSquared - b.gapSquared;
}

/** Quality of a given pairing. */
export function qualityOf(players: ReferencePlayer[], pairs: [string, string][], bye: string | undefined): PairingQuality {
  const byId = new Map(players.map((p) => [p.id, p]));
  const minPoints = Math.min(...players.map((p) => p.matchPoints));
  const quality: PairingQuality = { rematches: 0, repeatedByes: 0, gapSquared: 0 };
  for (const [a, b] of pairs) {
    const first = byId.get(a)!;
    const second = byId.get(b)!;
    quality.rematches += first.opponents.get(b) ?? 0;
    quality.gapSquared += (first.matchPoints - second.matchPoints) ** 2;
  }
  if (bye !== undefined) {
    const player = byId.get(bye)!;
    if (player.hadBye) quality.repeatedByes++;
    quality.gapSquared += (player.matchPoints - minPoints) ** 2;
  }
  return quality;
}

/** Best quality over every possible pairing, by exhaustive enumeration (small fields only). */
export function bestPossibleQuality(players: ReferencePlayer[]): PairingQuality {
  if (players.length > 13) throw new RangeError('exhaustive pairing is for at most 13 players');
  let best: PairingQuality | undefined;
  const pairs: [string, string][] = [];
  const enumerate = (remaining: string[], bye: string | undefined) => {
    if (remaining.length === 0) {
      const quality = qualityOf(players, pairs, bye);
      if (!best || compareQuality(quality, best) < 0) best = quality;
      return;
    }
    const [first, ...rest] = remaining;
    for (let i = 0; i < rest.length; i++) {
      pairs.push([first, rest[i]]);
      enumerate(rest.filter((_, j) => j !== i), bye);
      pairs.pop();
    }
  };
  const ids = players.map((p) => p.id);
  if (ids.length % 2 === 0) enumerate(ids, undefined);
  else ids.forEach((bye) => enumerate(ids.filter((id) => id !== bye), bye));
  return best!;
}
