/** Who the phone's reader is: their entry when signed in, else the name they searched for. */
export interface Reader {
  playerId: string | null;
  name: string;
}

/** What a new round's pairings mean for the reader: their table and opponent, a bye, or nothing known. */
export type PairingNotice = { kind: 'table'; table: number | null; opponent: string } | { kind: 'bye' } | { kind: 'unknown' };

/** What of a match the notice reads (a round's matches as the public pages hold them). */
export interface SeatedMatch {
  bye: boolean;
  table?: number | null;
  players: readonly { id: string; name: string }[];
}

export function pairingNoticeFor(matches: readonly SeatedMatch[], reader: Reader): PairingNotice {
  const name = reader.name.trim().toLowerCase();
  const isReader = (player: { id: string; name: string }) => (reader.playerId !== null ? player.id === reader.playerId : name !== '' && player.name.toLowerCase() === name);
  for (const match of matches) {
    const side = match.players.findIndex(isReader);
    if (side < 0) continue;
    if (match.bye) return { kind: 'bye' };
    return { kind: 'table', table: match.table ?? null, opponent: match.players[1 - side]?.name ?? '' };
  }
  return { kind: 'unknown' };
}
