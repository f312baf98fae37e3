import { useEffect, useState } from 'react';
import { appendToLog, type GameLogEntry } from './game-log';
import type { GameStateView } from './game-view';

interface StoredLog {
  gameNumber: number;
  entries: GameLogEntry[];
  last: GameStateView | null;
}

const storageKey = (matchId: string) => `arbiter.gameLog.${matchId}`;

function load(matchId: string): StoredLog | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(matchId));
    return text ? (JSON.parse(text) as StoredLog) : null;
  } catch {
    return null;
  }
}

/**
 * The client's log of one match's current game, kept in the tab's session storage so a reload
 * resumes it; each view received adds what changed since the last one.
 */
export function useGameLog(matchId: string, gameNumber: number | null, game: GameStateView | null): GameLogEntry[] {
  const [log, setLog] = useState<StoredLog | null>(() => load(matchId));
  useEffect(() => {
    if (!game || gameNumber === null) return;
    setLog((current) => {
      const base = current && current.gameNumber === gameNumber ? current : { gameNumber, entries: [], last: null };
      const next = { gameNumber, entries: appendToLog(base.entries, base.last, game), last: game };
      try {
        window.sessionStorage.setItem(storageKey(matchId), JSON.stringify(next));
      } catch {
        // A full or disabled storage only costs the log after a reload.
      }
      return next;
    });
  }, [matchId, gameNumber, game]);
  return log?.entries ?? [];
}
