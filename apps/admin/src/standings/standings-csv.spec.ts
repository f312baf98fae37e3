import { STANDINGS_CSV_COLUMNS, standingsCsv, type StandingsCsvLine } from './standings-csv';

const headings = { rank: 'Rank', player: 'Player', wizardsId: 'Wizards ID', matchPoints: 'Points', record: 'Record', omw: 'OMW%', gw: 'GW%', ogw: 'OGW%' };
const line = (rank: number, name: string, wizardsId: string | null, omw: number): StandingsCsvLine => ({ rank, matchPoints: 9 - rank, record: `${3 - rank}-${rank}-0`, omw, gw: 0.5714, ogw: 0.3333, player: { name, wizardsId } });

describe('standings as CSV', () => {
  it('writes a heading line, then rank, name, Wizards ID, points, record and the tiebreakers as percentages', () => {
    const csv = standingsCsv([line(1, 'Ava Ruiz', '1234567890', 0.6667), line(2, 'Ben Stone', null, 1 / 3)], headings);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Rank,Player,Wizards ID,Points,Record,OMW%,GW%,OGW%', '1,Ava Ruiz,1234567890,8,2-1-0,66.67,57.14,33.33', '2,Ben Stone,,7,1-2-0,33.33,57.14,33.33', '']);
  });

  it('quotes commas, quotes and line breaks, and defuses names a spreadsheet would run as formulas', () => {
    const csv = standingsCsv([line(1, 'Ruiz, Ava "Ace"', null, 0.5), line(2, '=HYPERLINK("x")', null, 0.5), line(3, '李小龍', null, 0.5)], headings);
    const [, first, second, third] = csv.slice(1).split('\r\n');
    expect(first.split(',')[0]).toBe('1');
    expect(first).toContain('"Ruiz, Ava ""Ace"""');
    expect(second).toContain(`"'=HYPERLINK(""x"")"`);
    expect(third).toContain(',李小龍,');
  });

  it('has one heading for each column, in the order of the columns', () => {
    expect(standingsCsv([], headings).slice(1)).toBe(`${STANDINGS_CSV_COLUMNS.map((column) => headings[column]).join(',')}\r\n`);
  });
});
