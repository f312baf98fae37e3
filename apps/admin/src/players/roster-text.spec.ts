import { parseRoster } from './roster-text';

describe('parseRoster', () => {
  it('reads one name a line, skipping blank lines', () => {
    expect(parseRoster('Ava Ruiz\n\n  Ben Okafor  \r\n')).toEqual([
      { name: 'Ava Ruiz', wizardsId: null, email: null },
      { name: 'Ben Okafor', wizardsId: null, email: null },
    ]);
  });

  it('reads CSV with a header, a Wizards ID and an email in either order', () => {
    const csv = 'Name,Wizards ID,Email\n"Chloe Park",WZ-77,chloe@example.test\nDmitri Volkov,dmitri@example.test,WZ-9\n';
    expect(parseRoster(csv)).toEqual([
      { name: 'Chloe Park', wizardsId: 'WZ-77', email: 'chloe@example.test' },
      { name: 'Dmitri Volkov', wizardsId: 'WZ-9', email: 'dmitri@example.test' },
    ]);
  });

  it('reads tab- and semicolon-separated lines (spreadsheets pasted)', () => {
    expect(parseRoster('Esme Laurent\tWZ-1\nFarah Haddad;;farah@example.test')).toEqual([
      { name: 'Esme Laurent', wizardsId: 'WZ-1', email: null },
      { name: 'Farah Haddad', wizardsId: null, email: 'farah@example.test' },
    ]);
  });
});
