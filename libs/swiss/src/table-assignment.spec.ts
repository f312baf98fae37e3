import { assignTables } from './table-assignment';

describe('table assignment', () => {
  it('numbers tables from 1 in standings order', () => {
    const seated = assignTables([
      { players: ['c', 'd'], topRank: 2, fixedTables: [] },
      { players: ['a', 'b'], topRank: 0, fixedTables: [] },
    ]);
    expect(seated).toEqual([
      { table: 1, players: ['a', 'b'] },
      { table: 2, players: ['c', 'd'] },
    ]);
  });

  it('honours fixed tables; the better-ranked pair wins a clash and the rest fill free numbers', () => {
    const seated = assignTables([
      { players: ['a', 'b'], topRank: 0, fixedTables: [] },
      { players: ['c', 'd'], topRank: 2, fixedTables: [1] },
      { players: ['e', 'f'], topRank: 4, fixedTables: [1] },
      { players: ['g', 'h'], topRank: 6, fixedTables: [9, 3] },
    ]);
    expect(seated).toEqual([
      { table: 1, players: ['c', 'd'] },
      { table: 2, players: ['a', 'b'] },
      { table: 3, players: ['g', 'h'] },
      { table: 4, players: ['e', 'f'] },
    ]);
  });
});
