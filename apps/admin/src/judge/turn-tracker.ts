import { useCallback, useEffect, useState } from 'react';

/** MTR 2.4: after time, the active player finishes the turn (turn 0), then five additional turns. */
export const ADDITIONAL_TURNS = 5;
/** IPG 3.3 Slow Play: the match gets two additional turns at the end of the round. */
export const SLOW_PLAY_EXTRA_TURNS = 2;

/** A table's end-of-round turn count: 0 is the active player's unfinished turn. */
export interface TurnCount {
  turn: number;
  extraTurns: number;
}

export function turnsAllowed(count: TurnCount): number {
  return ADDITIONAL_TURNS + count.extraTurns;
}

export function turnLabel(count: TurnCount | undefined): string {
  if (!count) return 'Not started';
  if (count.turn === 0) return 'Turn 0 (finishing the current turn)';
  if (count.turn > turnsAllowed(count)) return 'Additional turns over';
  return `Turn ${count.turn} of ${turnsAllowed(count)}`;
}

const storageKey = (roundId: string) => `arbiter.turns.${roundId}`;

/**
 * Per-table turn counts for the round, kept in this browser (a judge's phone or the
 * floor laptop) so a reload does not lose them.
 */
export function useTurnTracker(roundId: string | undefined) {
  const [counts, setCounts] = useState<Record<string, TurnCount>>({});
  useEffect(() => {
    if (!roundId) return;
    try {
      setCounts(JSON.parse(window.localStorage.getItem(storageKey(roundId)) ?? '{}') as Record<string, TurnCount>);
    } catch {
      setCounts({});
    }
  }, [roundId]);

  const change = useCallback(
    (matchId: string, update: (count: TurnCount) => TurnCount | null) => {
      if (!roundId) return;
      setCounts((current) => {
        const next = { ...current };
        const updated = update(current[matchId] ?? { turn: -1, extraTurns: 0 });
        if (updated) next[matchId] = updated;
        else delete next[matchId];
        window.localStorage.setItem(storageKey(roundId), JSON.stringify(next));
        return next;
      });
    },
    [roundId],
  );

  return {
    counts,
    nextTurn: (matchId: string) => change(matchId, (count) => ({ ...count, turn: count.turn + 1 })),
    previousTurn: (matchId: string) => change(matchId, (count) => (count.turn <= 0 ? null : { ...count, turn: count.turn - 1 })),
    addSlowPlayTurns: (matchId: string) => change(matchId, (count) => ({ ...count, extraTurns: count.extraTurns + SLOW_PLAY_EXTRA_TURNS })),
  };
}
