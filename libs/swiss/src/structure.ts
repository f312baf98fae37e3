/** Input of {@link recommendStructure}. */
export interface StructureInput {
  /** Registered players. */
  players: number;
  /** Players with a 1-, 2- or 3-round bye (they count as 2, 4 and 8 players). */
  byes?: { one?: number; two?: number; three?: number };
  format?: 'constructed' | 'limited';
  /** A Limited event whose top cut drafts again. */
  draftPlayoff?: boolean;
}

/** Recommended Swiss rounds and top cut. */
export interface RecommendedStructure {
  swissRounds: number;
  /** Single-elimination top cut size; 0 = none. */
  topCut: number;
  /** Effective attendance after counting players with byes (MTR App. E). */
  effectivePlayers: number;
  /** For 5-8 players: MTR App. E runs no Swiss, but stores commonly run this many rounds. */
  commonSwissRounds?: number;
}

/** MTR App. E rows above 16 players: [max players, Swiss rounds]. */
const SWISS_ROWS: [number, number][] = [
  [32, 5],
  [64, 6],
  [128, 7],
  [226, 8],
  [409, 9],
];

/**
 * Recommended Swiss rounds and top cut from attendance (MTR App. E). A player with a
 * 1/2/3-round bye counts as 2/4/8 players. 5-8 players: no Swiss, three single-elimination
 * rounds (a top 8, byes for missing seeds). Below 5 (outside the table): a round robin of
 * at most 3 rounds (today's sanctioning minimum is 4 players and 3 rounds), no cut.
 */
export function recommendStructure(input: StructureInput): RecommendedStructure {
  const byes = input.byes ?? {};
  const effectivePlayers = input.players + (byes.one ?? 0) * 1 + (byes.two ?? 0) * 3 + (byes.three ?? 0) * 7;
  if (effectivePlayers < 2) return { swissRounds: 0, topCut: 0, effectivePlayers };
  if (effectivePlayers <= 4) return { swissRounds: Math.min(3, effectivePlayers - 1 + (effectivePlayers % 2)), topCut: 0, effectivePlayers };
  if (effectivePlayers <= 8) return { swissRounds: 0, topCut: 8, effectivePlayers, commonSwissRounds: 3 };
  if (effectivePlayers <= 16) {
    const draft = input.format === 'limited' && input.draftPlayoff === true;
    return draft ? { swissRounds: 4, topCut: 8, effectivePlayers } : { swissRounds: 5, topCut: 4, effectivePlayers };
  }
  const row = SWISS_ROWS.find(([max]) => effectivePlayers <= max);
  return { swissRounds: row ? row[1] : 10, topCut: 8, effectivePlayers };
}
