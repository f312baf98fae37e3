import { BrowserContextOptions, Locator } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { eventually } from './support/browser-harness';
import { createAccount, servedDevices, signIn } from './support/served-app';

const REGISTER_TEAM = `mutation ($eventId: ID!, $name: String!, $playerIds: [ID!]!) { registerTeam(eventId: $eventId, name: $name, playerIds: $playerIds) { id } }`;
const PAIR = `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { matches { id table bye teamSeat teams { id name } players { id name } } } }`;
const TEAM_STANDINGS = `query ($eventId: ID!) { teamStandings(eventId: $eventId) { rank matchPoints record team { id name } } }`;

/** A venue's laptop driving the projector, or a scorekeeper's: 1366×900. */
const LAPTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

interface SeatMatch {
  id: string;
  table: number | null;
  bye: boolean;
  teamSeat: string | null;
  teams: { id: string; name: string }[];
  players: { id: string; name: string }[];
}

/** The cells of each row, as a person reads them. */
async function rowTexts(rows: Locator): Promise<string[][]> {
  const texts: string[][] = [];
  for (let i = 0; i < (await rows.count()); i += 1) texts.push((await rows.nth(i).locator('th, td').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()));
  return texts;
}

const byName = (a: string[], b: string[]) => a[0].localeCompare(b[0]);

// Issue 16: the big screen and the printouts of a team event, read at a laptop's size.
describe('team event on the big screen and on paper: pairings by team with seats and tables, team standings', () => {
  const devices = servedDevices('team-screen-print');

  it('five Trios teams: the screen posts each team with its seat tables and opponent (one bye), the prints list teams, seats and players, the standings match the API', async () => {
    const served = devices.served;
    const { app } = served;
    const [screen, scorekeeper] = [await devices.open(LAPTOP), await devices.open(LAPTOP)];
    const organizer = await createAccount(app, 'Screen Organizer');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Trios Thursday', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 3, topCut: 0 } }, organizer.token)).createEvent;
    const teamNames = ['Zephyr Owls', 'Amber Bats', 'Moss Foxes', 'Cedar Hares', 'Birch Wolves'];
    const roster = new Map<string, string[]>();
    for (const teamName of teamNames) {
      const names = ['A', 'B', 'C'].map((seat) => `${teamName.split(' ')[1]} ${seat}`);
      const ids: string[] = [];
      for (const name of names) ids.push((await app.ok(GQL.register, { eventId: event.id, name }, organizer.token)).registerPlayer.id);
      await app.ok(REGISTER_TEAM, { eventId: event.id, name: teamName, playerIds: ids }, organizer.token);
      roster.set(teamName, names);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer.token);
    const matches: SeatMatch[] = (await app.ok(PAIR, { eventId: event.id }, organizer.token)).pairNextRound.matches;

    // What a person should read, from the API's pairing: each team once, its seat tables "first–last", its opponent.
    const paired = matches.filter((m) => !m.bye);
    const teamMatches = [...new Set(paired.map((m) => m.teams.map((t) => t.name).join('|')))]
      .map((key) => paired.filter((m) => m.teams.map((t) => t.name).join('|') === key).sort((a, b) => a.teamSeat!.localeCompare(b.teamSeat!)))
      .sort((a, b) => a[0].table! - b[0].table!);
    expect(teamMatches).toHaveLength(2);
    const tablesOf = (seats: SeatMatch[]) => `${Math.min(...seats.map((m) => m.table!))}–${Math.max(...seats.map((m) => m.table!))}`;
    const byeTeam = matches.find((m) => m.bye)!.teams[0].name;
    const expectedRows = [
      ...teamMatches.flatMap((seats) => seats[0].teams.map((team, side) => [team.name, tablesOf(seats), seats[0].teams[1 - side].name])),
      [byeTeam, '', 'BYE'],
    ].sort(byName);

    // The big screen: teams by name with their seat tables.
    const { page } = screen;
    await page.goto(`${served.baseUrl}/screen/${encodeURIComponent(event.id)}`);
    await eventually(async () => expect(await page.getByTestId('screen-row').count()).toBe(5));
    await expect(page.locator('.screen-table thead th').first().textContent()).resolves.toBe('Team');
    expect(await rowTexts(page.getByTestId('screen-row'))).toEqual(expectedRows);
    await screen.screenshot('team-screen-pairings');

    // The scorekeeper prints the round: by team name, by team table, and a slip per team match with each seat's players.
    const sheet = scorekeeper.page;
    await signIn(sheet, served, organizer);
    await sheet.getByText('Trios Thursday').first().waitFor();
    await sheet.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/name`);
    await sheet.getByTestId('team-print-row').first().waitFor();
    await expect(sheet.locator('h1').textContent()).resolves.toBe('Trios Thursday — Round 1 pairings by team');
    expect(await rowTexts(sheet.getByTestId('team-print-row'))).toEqual(expectedRows);
    await scorekeeper.screenshot('team-print-by-name');

    await sheet.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/table`);
    await eventually(async () => expect(await sheet.getByTestId('team-print-row').count()).toBe(3));
    const withPlayers = (name: string) => `${name} (${roster.get(name)!.join(' & ')})`;
    await eventually(async () =>
      expect(await rowTexts(sheet.getByTestId('team-print-row'))).toEqual([
        ...teamMatches.map((seats) => [String(Math.ceil(seats[0].table! / 3)), tablesOf(seats), withPlayers(seats[0].teams[0].name), withPlayers(seats[0].teams[1].name)]),
        ['', '', `${withPlayers(byeTeam)}`, 'BYE'],
      ]),
    );
    await scorekeeper.screenshot('team-print-by-table');

    await sheet.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/slips`);
    await eventually(async () => expect(await sheet.getByTestId('team-match-slip').count()).toBe(2));
    for (const [index, seats] of teamMatches.entries()) {
      const slip = sheet.getByTestId('team-match-slip').nth(index);
      await expect(slip.locator('h2').textContent()).resolves.toBe(`Trios Thursday · Round 1 · Team table ${Math.ceil(seats[0].table! / 3)}`);
      const lines = await rowTexts(slip.locator('tbody tr'));
      expect(lines.map((cells) => cells.slice(0, 4))).toEqual(seats.map((m) => [m.teamSeat!, String(m.table), m.players[0].name, m.players[1].name]));
    }
    await scorekeeper.screenshot('team-print-slips');

    // The round is played: seat A and B to the first team, seat C to the second.
    for (const seats of teamMatches) {
      for (const [seat, wins] of [[2, 0], [2, 1], [0, 2]].entries()) await app.ok(GQL.setResult, { matchId: seats[seat].id, wins, draws: 0, reason: 'result slip' }, organizer.token);
    }
    const standings: { rank: number; matchPoints: number; record: string; team: { name: string } }[] = (await app.ok(TEAM_STANDINGS, { eventId: event.id })).teamStandings;
    expect(standings).toHaveLength(5);

    // The big screen's team standings view ranks the teams as the API does.
    await page.goto(`${served.baseUrl}/screen/${encodeURIComponent(event.id)}?view=standings`);
    const screenStandings = page.getByTestId('screen-team-standings');
    await eventually(async () => expect(await screenStandings.locator('tbody tr').count()).toBe(5));
    await expect(screenStandings.locator('h2').textContent()).resolves.toBe('Team standings');
    expect(await rowTexts(screenStandings.locator('tbody tr'))).toEqual(standings.map((s) => [String(s.rank), s.team.name, `${s.matchPoints} pts`, s.record]));
    await screen.screenshot('team-screen-standings');

    // The printed team standings: rank, team, its players by seat, points and record.
    await sheet.goto(`${served.baseUrl}/#/events/${encodeURIComponent(event.id)}/print/standings`);
    await sheet.getByTestId('team-standings-print-row').first().waitFor();
    await expect(sheet.locator('h1').textContent()).resolves.toBe('Trios Thursday — Team standings');
    await eventually(async () =>
      expect((await rowTexts(sheet.getByTestId('team-standings-print-row'))).map((cells) => cells.slice(0, 5))).toEqual(
        standings.map((s) => [String(s.rank), s.team.name, roster.get(s.team.name)!.join(' & '), String(s.matchPoints), s.record]),
      ),
    );
    await scorekeeper.screenshot('team-print-standings');

    expect(screen.unexpectedProblems()).toEqual([]);
    expect(scorekeeper.unexpectedProblems()).toEqual([]);
  }, 300_000);
});
