import type { Match, Round } from '../graphql/api-types';

/** One column of the bracket: its round (if paired) and a slot per match, null where not yet paired. */
export interface BracketColumn {
  /** The stage's name in the catalogue (`bracket.stage.<stage>`); a round of more than 8 players is `roundOf`. */
  stage: BracketStage;
  /** Players the column starts with (16 for a round of 16). */
  players: number;
  roundNumber: number | null;
  slots: (Match | null)[];
}

export type BracketStage = 'final' | 'semifinals' | 'quarterfinals' | 'roundOf';

function stageOf(matchCount: number): BracketStage {
  if (matchCount === 1) return 'final';
  if (matchCount === 2) return 'semifinals';
  if (matchCount === 4) return 'quarterfinals';
  return 'roundOf';
}

/**
 * Places playoff matches in bracket slots. The first playoff round keeps the API's
 * order (MTR App. E: 1v8, 4v5, 2v7, 3v6 so winners of 1/8 and 4/5 meet); each later
 * match goes under the two matches its players came from.
 */
export function layoutBracket(playoffRounds: readonly Round[], topCut: number): BracketColumn[] {
  const rounds = [...playoffRounds].sort((a, b) => a.number - b.number);
  const size = Math.max(topCut, (rounds[0]?.matches.length ?? 0) * 2, 2);
  const columns: BracketColumn[] = [];
  let slotCount = size / 2;
  let previous: (Match | null)[] | null = null;
  for (let index = 0; slotCount >= 1; index++, slotCount /= 2) {
    const round = rounds[index];
    const slots: (Match | null)[] = Array.from({ length: slotCount }, () => null);
    if (round) {
      const unplaced: Match[] = [];
      for (const match of round.matches) {
        const feeder = previous ? previous.findIndex((slot) => slot?.players.some((p) => match.players.some((q) => q.id === p.id))) : -1;
        const slot = previous ? Math.floor(feeder / 2) : round.matches.indexOf(match);
        if (feeder === -1 && previous) unplaced.push(match);
        else if (slot < slotCount && slots[slot] === null) slots[slot] = match;
        else unplaced.push(match);
      }
      for (const match of unplaced) {
        const free = slots.indexOf(null);
        if (free !== -1) slots[free] = match;
      }
    }
    columns.push({ stage: stageOf(slotCount), players: slotCount * 2, roundNumber: round?.number ?? null, slots });
    previous = slots;
  }
  return columns;
}

/** The winner of a final match, by game wins. */
export function winnerOf(match: Match): string | null {
  if (match.status !== 'FINAL' || !match.wins) return null;
  if (match.wins[0] === match.wins[1]) return null;
  return match.players[match.wins[0] > match.wins[1] ? 0 : 1]?.id ?? null;
}
