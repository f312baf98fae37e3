import type { Match } from '../graphql/api-types';
import { findMyTable, nameMatches, pairingRowsByName, resultFromSide } from './pairing-rows';

const player = (name: string) => ({ id: name, name, dropped: false });
const individual = { teamSeat: null, teams: [], teamMatch: null };
const matches: Match[] = [
  { id: 'm1', round: 2, table: 1, players: [player('Zoe'), player('Ben')], bye: false, wins: [2, 1], draws: 0, status: 'FINAL', ...individual },
  { id: 'm2', round: 2, table: null, players: [player('Ada')], bye: true, wins: [2, 0], draws: 0, status: 'FINAL', ...individual },
];

describe('pairings by name', () => {
  it('lists every seated player once, alphabetically, with opponent and table', () => {
    expect(pairingRowsByName(matches).map((row) => [row.player.name, row.table, row.opponent?.name ?? 'BYE', row.result])).toEqual([
      ['Ada', null, 'BYE', '2-0'],
      ['Ben', 1, 'Zoe', '1-2'],
      ['Zoe', 1, 'Ben', '2-1'],
    ]);
  });

  it('shows drawn games only when there were some', () => {
    expect(resultFromSide({ ...matches[0]!, wins: [1, 1], draws: 1 }, 1)).toBe('1-1-1');
  });

  it('finds names ignoring case and accents', () => {
    expect(nameMatches('José Núñez', 'jose nu')).toBe(true);
    expect(nameMatches('Ada', 'bob')).toBe(false);
  });

  it('finds my table by part of my name, in any case and without accents', () => {
    const round: Match[] = [
      { id: 'm3', round: 1, table: 4, players: [player('Ava Ruiz'), player('Jürgen Adler')], bye: false, wins: null, draws: 0, status: 'PENDING', ...individual },
      { id: 'm4', round: 1, table: 7, players: [player('Avalon Hart'), player('Ava')], bye: false, wins: null, draws: 0, status: 'PENDING', ...individual },
    ];
    expect(findMyTable(round, 'jurgen').map((row) => [row.player.name, row.table, row.opponent?.name])).toEqual([['Jürgen Adler', 4, 'Ava Ruiz']]);
    expect(findMyTable(round, '  RUIZ ').map((row) => row.player.name)).toEqual(['Ava Ruiz']);
    expect(findMyTable(round, 'av').map((row) => row.player.name)).toEqual(['Ava', 'Ava Ruiz', 'Avalon Hart']);
    // Typed in full, a name that is also the start of others picks its player alone.
    expect(findMyTable(round, 'AVA').map((row) => [row.player.name, row.table])).toEqual([['Ava', 7]]);
    expect(findMyTable(round, 'Zed')).toEqual([]);
  });
});
