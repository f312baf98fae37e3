/** A pair to seat: player ids (higher-ranked first), its best standing, and any fixed table. */
export interface TableRequest {
  players: [string, string];
  /** Best (lowest) standings position in the pair: table 1 goes to the top match. */
  topRank: number;
  /** Fixed tables of the pair's players (accessibility), if any. */
  fixedTables: number[];
}

/**
 * Numbers tables from 1 in standings order (top match at table 1) while honouring fixed
 * tables: a pair with a fixed-table player sits there (the lowest such table if both have
 * one; the higher-ranked pair wins a clash); the others fill the free numbers in order.
 */
export function assignTables(requests: TableRequest[]): { table: number; players: [string, string] }[] {
  const ordered = [...requests].sort((a, b) => a.topRank - b.topRank);
  const taken = new Set<number>();
  const fixed = new Map<TableRequest, number>();
  for (const request of ordered) {
    const table = [...request.fixedTables].sort((a, b) => a - b).find((t) => !taken.has(t));
    if (table !== undefined) {
      taken.add(table);
      fixed.set(request, table);
    }
  }
  let next = 1;
  const seated = ordered.map((request) => {
    let table = fixed.get(request);
    if (table === undefined) {
      while (taken.has(next)) next++;
      table = next;
      taken.add(table);
    }
    return { table, players: request.players };
  });
  return seated.sort((a, b) => a.table - b.table);
}
