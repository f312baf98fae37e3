/** A seat of a printed pod: where the player sits, 1 up around the table. */
export interface PrintedDraftSeat {
  seat: number;
  name: string;
  bot: boolean;
  playerId: string | null;
}

/** A pod as the printout lists it. */
export interface PrintedDraftPod {
  pod: number;
  seats: PrintedDraftSeat[];
}

/** A paper draft's pods from the players' pod and draftSeat (assignDraftPods): pods in order, seats in order; dropped players and players without a pod left out. */
export function paperDraftPods(players: readonly { id: string; name: string; pod?: number | null; draftSeat?: number | null; dropped: boolean }[]): PrintedDraftPod[] {
  const pods = new Map<number, PrintedDraftSeat[]>();
  for (const player of players) {
    if (player.dropped || player.pod == null) continue;
    const seats = pods.get(player.pod) ?? [];
    seats.push({ seat: player.draftSeat ?? 0, name: player.name, bot: false, playerId: player.id });
    pods.set(player.pod, seats);
  }
  return [...pods.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pod, seats]) => ({ pod, seats: seats.sort((a, b) => a.seat - b.seat || a.name.localeCompare(b.name)) }));
}
