import { computeTeamStandings, TeamEventFile, validateEventFile } from '@arbiter/swiss';
import { ReferenceTeamMatch, referenceTeamStandings } from '../libs/swiss/src/testing/team-standings-reference';
import { QueryCounter } from './bench/query-counter';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, registerAccount, seededRandom } from './support/tournament-driver';

const TEAM_GQL = {
  registerTeam: `mutation ($eventId: ID!, $name: String!, $playerIds: [ID!]!) { registerTeam(eventId: $eventId, name: $name, playerIds: $playerIds) { id name players { id } } }`,
  dropTeam: `mutation ($eventId: ID!, $teamId: ID!) { dropTeam(eventId: $eventId, teamId: $teamId) { id dropped } }`,
  pair: `mutation ($eventId: ID!) { pairNextRound(eventId: $eventId) { id number kind matches { id table bye status teamSeat teams { id } players { id } } } }`,
  teamStandings: `query ($eventId: ID!, $afterRound: Int) { teamStandings(eventId: $eventId, afterRound: $afterRound) { rank matchPoints record omw gw ogw gamesPlayed finish team { id name dropped } } }`,
  eventTeams: `query ($id: ID!) { event(id: $id) { teamFormat teamSize teams { id name players { id } } } }`,
};

interface TeamMatchRow {
  id: string;
  table: number | null;
  bye: boolean;
  teamSeat: string | null;
  teams: { id: string }[];
  players: { id: string }[];
}

interface TeamStandingRow {
  rank: number;
  matchPoints: number;
  omw: number;
  gw: number;
  ogw: number;
  gamesPlayed: number;
  finish: string | null;
  team: { id: string; dropped: boolean };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function expectStandingsEqualReference(actual: TeamStandingRow[], teamIds: string[], played: ReferenceTeamMatch[]): void {
  const reference = referenceTeamStandings(teamIds, played);
  expect(actual.map((s) => s.team.id)).toEqual(reference.map((r) => r.id));
  expect(actual.map((s) => [s.matchPoints, s.omw, s.gw, s.ogw])).toEqual(reference.map((r) => [r.matchPoints, round4(r.omw), round4(r.gw), round4(r.ogw)]));
}

async function registerPlayers(app: TestApp, eventId: string, organizer: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i += 1) ids.push((await app.ok(GQL.register, { eventId, name: `Player ${String(i).padStart(2, '0')}` }, organizer)).registerPlayer.id);
  return ids;
}

async function registerTeams(app: TestApp, eventId: string, organizer: string, players: string[], size: number): Promise<string[]> {
  const teams: string[] = [];
  for (let t = 0; t < players.length / size; t += 1) {
    const team = (await app.ok(TEAM_GQL.registerTeam, { eventId, name: `Team ${t + 1}`, playerIds: players.slice(t * size, (t + 1) * size) }, organizer)).registerTeam;
    expect(team.players.map((p: { id: string }) => p.id)).toEqual(players.slice(t * size, (t + 1) * size));
    teams.push(team.id);
  }
  return teams;
}

function groupByTeamMatch(matches: TeamMatchRow[]): TeamMatchRow[][] {
  const groups = new Map<string, TeamMatchRow[]>();
  for (const match of matches) {
    const key = match.teams.map((t) => t.id).join('/');
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  return [...groups.values()];
}

const IMPORT_EVENT = `mutation ($file: String!) { importEvent(file: $file) { id status } }`;

/** Imports an exported team file as a new event: same teams by name and seat, same standings, and its own export equal but for ids. */
async function expectTeamImportRoundTrip(app: TestApp, organizer: string, exported: string, standings: TeamStandingRow[]): Promise<{ id: string; status: string }> {
  const imported = (await app.ok(IMPORT_EVENT, { file: exported }, organizer)).importEvent;
  const names = new Map((JSON.parse(exported).teams.teams as { id: string; name: string }[]).map((t) => [t.id, t.name]));
  const copy: (TeamStandingRow & { team: { name: string } })[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: imported.id })).teamStandings;
  const line = (s: TeamStandingRow, name: string) => [name, s.rank, s.matchPoints, s.omw, s.gw, s.ogw, s.gamesPlayed, s.finish, s.team.dropped];
  // Teams tied on every tiebreaker may be ranked either way (their order falls to the new ids), so
  // each team keeps its figures and the rank column stays the same.
  const byName = (rows: unknown[][]) => rows.map(([name, , ...figures]) => [name, ...figures]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(byName(copy.map((s) => line(s, s.team.name)))).toEqual(byName(standings.map((s) => line(s, names.get(s.team.id)!))));
  expect(copy.map((s) => s.rank)).toEqual(standings.map((s) => s.rank));
  const reExported = JSON.parse((await app.ok(GQL.export, { eventId: imported.id }, organizer)).exportEvent);
  const original = JSON.parse(exported);
  const withoutIds = (file: { rounds: { matches: { players: string[] }[] }[]; teams: { teams: { id: string; name: string; players: string[] }[] } }) => {
    const teamName = new Map(file.teams.teams.map((t) => [t.id, t.name]));
    return file.rounds.map((round) => round.matches.map((m) => ({ ...m, players: m.players.map((id) => teamName.get(id)) })));
  };
  expect(withoutIds(reExported)).toEqual(withoutIds(original));
  return imported;
}

describe(`team events through GraphQL (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('a 12-team Trios event: registration, bad input, 4 team Swiss rounds with unplayed seats and a team drop, final team standings', async () => {
    const random = seededRandom(16);
    const organizer = (await app.user('Olivia Organizer')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Team Trios', format: 'LIMITED', rel: 'COMPETITIVE', teamSize: 3, teamFormat: 'TRIOS', swissRounds: 4, topCut: 0 } }, organizer)).createEvent;
    const mismatch = await app.gql(GQL.createEvent, { input: { name: 'Odd', format: 'LIMITED', rel: 'REGULAR', teamSize: 2, teamFormat: 'TRIOS' } }, organizer);
    expect(errorCode(mismatch)).toBe('INVALID_EVENT_INPUT');

    const players = await registerPlayers(app, event.id, organizer, 37);
    const spare = players.pop()!;
    const wrongSize = await app.gql(TEAM_GQL.registerTeam, { eventId: event.id, name: 'Pair', playerIds: players.slice(0, 2) }, organizer);
    expect(errorCode(wrongSize)).toBe('WRONG_TEAM_SIZE');
    const teams = await registerTeams(app, event.id, organizer, players, 3);
    const again = await app.gql(TEAM_GQL.registerTeam, { eventId: event.id, name: 'Again', playerIds: [players[0], spare, players[5]] }, organizer);
    expect(errorCode(again)).toBe('PLAYER_ALREADY_ON_TEAM');
    const duplicate = await app.gql(TEAM_GQL.registerTeam, { eventId: event.id, name: 'team 1', playerIds: [spare, spare, spare] }, organizer);
    expect(errorCode(duplicate)).toBe('DUPLICATE_TEAM_PLAYER');
    const listed = (await app.ok(TEAM_GQL.eventTeams, { id: event.id })).event;
    expect(listed).toMatchObject({ teamFormat: 'TRIOS', teamSize: 3 });
    expect(listed.teams.map((t: { id: string }) => t.id)).toEqual(teams); // the refused registrations wrote nothing

    await app.ok(GQL.drop, { eventId: event.id, playerId: spare }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const played: ReferenceTeamMatch[] = [];
    let droppedTeam: string | undefined;
    let unplayedSeats = 0;
    for (let roundNumber = 1; roundNumber <= 4; roundNumber += 1) {
      const round = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
      expect(round).toMatchObject({ number: roundNumber, kind: 'SWISS' });
      const teamMatches = groupByTeamMatch(round.matches);
      const seatedTeams = teamMatches.flatMap((group) => group[0].teams.map((t) => t.id));
      expect(new Set(seatedTeams).size).toBe(seatedTeams.length);
      if (droppedTeam) expect(seatedTeams).not.toContain(droppedTeam);
      for (const group of teamMatches) {
        if (group[0].bye) {
          played.push({ teams: [group[0].teams[0].id], bye: true });
          continue;
        }
        expect(group.map((m) => m.teamSeat)).toEqual(['A', 'B', 'C']);
        const tally: [number, number, number] = [0, 0, 0];
        for (const [index, seatMatch] of group.entries()) {
          // Once one team has two seats, seat C may stay unplayed (MTR), counting for nobody.
          if (index === 2 && (tally[0] === 2 || tally[1] === 2) && random() < 0.5) {
            unplayedSeats += 1;
            continue;
          }
          if (index === 1 && roundNumber === 1 && group === teamMatches[0]) {
            const early = await app.gql(TEAM_GQL.pair, { eventId: event.id }, organizer);
            expect(errorCode(early)).toBe('ROUND_NOT_FINISHED');
          }
          const roll = random();
          const result: [number, number, number] = roll < 0.45 ? [2, random() < 0.5 ? 0 : 1, 0] : roll < 0.9 ? [random() < 0.5 ? 0 : 1, 2, 0] : [1, 1, 1];
          await app.ok(GQL.setResult, { matchId: seatMatch.id, wins: [result[0], result[1]], draws: result[2], reason: 'seat result slip' }, organizer);
          tally[result[0] > result[1] ? 0 : result[1] > result[0] ? 1 : 2] += 1;
        }
        played.push({ teams: [group[0].teams[0].id, group[0].teams[1].id], games: tally });
      }
      const standings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
      expectStandingsEqualReference(standings, teams, played);
      if (roundNumber === 2) {
        droppedTeam = standings[standings.length - 1].team.id;
        expect((await app.ok(TEAM_GQL.dropTeam, { eventId: event.id, teamId: droppedTeam }, organizer)).dropTeam.dropped).toBe(true);
      }
    }
    expect(unplayedSeats).toBeGreaterThan(0);
    const final: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    expect(final).toHaveLength(12);
    expect(final.find((s) => s.team.id === droppedTeam)?.team.dropped).toBe(true);
    expectStandingsEqualReference(final, teams, played);
    const complete = await app.gql(TEAM_GQL.pair, { eventId: event.id }, organizer);
    expect(errorCode(complete)).toBe('EVENT_COMPLETE');

    // The exported file has the teams section; libs/swiss (what `arbiter standings` runs) ranks its teams the same way.
    const exported = (await app.ok(GQL.export, { eventId: event.id }, organizer)).exportEvent;
    const validation = validateEventFile(JSON.parse(exported));
    if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
    const file = validation.event as TeamEventFile;
    expect(file.teams.teams.map((t) => t.id)).toEqual(teams);
    expect(computeTeamStandings(file).standings.map((s) => s.player)).toEqual(final.map((s) => s.team.id));
    expect(file.rounds[0].matches.filter((m) => !('bye' in m)).every((m) => 'seats' in m && m.seats!.length === 3)).toBe(true);

    // The file imports as a new team event with the same teams, seat matches and standings (seat C unplayed stays so).
    const imported = await expectTeamImportRoundTrip(app, organizer, exported, final);
    expect(imported.status).toBe('RUNNING');
    const seatless = JSON.parse(exported);
    delete seatless.rounds[0].matches[0].seats;
    expect(errorCode(await app.gql(IMPORT_EVENT, { file: JSON.stringify(seatless) }, organizer))).toBe('INVALID_EVENT_FILE');
    const wrongTally = JSON.parse(exported);
    const firstMatch = wrongTally.rounds[0].matches[0];
    firstMatch.seats = firstMatch.seats.map((seat: number[] | null) => (seat ? [seat[1], seat[0], seat[2]] : seat));
    const refused = await app.gql(IMPORT_EVENT, { file: JSON.stringify(wrongTally) }, organizer);
    expect(errorCode(refused)).toBe('INVALID_EVENT_FILE');
    expect(refused.errors![0].message).toContain('seats');
  });

  it('a team event without a set structure takes its rounds from the number of teams (MTR App. E)', async () => {
    const organizer = (await app.user('Sam Store')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Small Trios', format: 'LIMITED', rel: 'REGULAR', teamSize: 3 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 12);
    await registerTeams(app, event.id, organizer, players, 3);
    // 4 teams: 3 Swiss rounds, no cut (12 individual players would be 5 rounds and a top 4).
    expect((await app.ok(GQL.start, { eventId: event.id }, organizer)).startEvent).toMatchObject({ swissRounds: 3, topCut: 0 });
  });

  it('the organizer edits a team: seats before the start (checked as at registration), the name at any time', async () => {
    const organizer = (await app.user('Eda Edits')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Edit 2HG', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TWO_HEADED_GIANT', swissRounds: 1, topCut: 0 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 9);
    const [first, second] = await registerTeams(app, event.id, organizer, players.slice(0, 8), 2);
    const update = `mutation ($eventId: ID!, $teamId: ID!, $name: String, $playerIds: [ID!]) { updateTeam(eventId: $eventId, teamId: $teamId, name: $name, playerIds: $playerIds) { id name players { id } } }`;
    expect(errorCode(await app.gql(update, { eventId: event.id, teamId: first, playerIds: [players[0], players[2]] }, organizer))).toBe('PLAYER_ALREADY_ON_TEAM');
    expect(errorCode(await app.gql(update, { eventId: event.id, teamId: first, name: 'team 2' }, organizer))).toBe('TEAM_NAME_TAKEN');
    expect(errorCode(await app.gql(update, { eventId: event.id, teamId: first, playerIds: [players[8]] }, organizer))).toBe('WRONG_TEAM_SIZE');
    expect(errorCode(await app.gql(update, { eventId: event.id, teamId: second, name: 'Hijack' }, (await app.user('Stranger')).token))).toBe('FORBIDDEN');
    const seated = (await app.ok(update, { eventId: event.id, teamId: first, playerIds: [players[8], players[0]] }, organizer)).updateTeam;
    expect(seated).toEqual({ id: first, name: 'Team 1', players: [{ id: players[8] }, { id: players[0] }] });
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    expect(errorCode(await app.gql(update, { eventId: event.id, teamId: first, playerIds: [players[1], players[0]] }, organizer))).toBe('INVALID_TEAM_INPUT');
    expect((await app.ok(update, { eventId: event.id, teamId: first, name: '  Night  Owls ' }, organizer)).updateTeam).toMatchObject({ name: 'Night Owls', players: [{ id: players[8] }, { id: players[0] }] });
  });

  it('Match.teams, teamSeat and Team.teamMatches are batched: a round of 4 or 8 Trios teams costs the same SQL statements', async () => {
    const organizer = (await app.user('Quinn Queries')).token;
    const pairedTrios = async (teamCount: number) => {
      const event = (await app.ok(GQL.createEvent, { input: { name: `Trios ${teamCount}`, format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 1, topCut: 0 } }, organizer)).createEvent;
      await registerTeams(app, event.id, organizer, await registerPlayers(app, event.id, organizer, teamCount * 3), 3);
      await app.ok(GQL.start, { eventId: event.id }, organizer);
      await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer);
      return event.id as string;
    };
    const roundTeams = `query ($id: ID!) { event(id: $id) { rounds { matches { id teamSeat teams { id name players { id } } } } } }`;
    const [small, large] = [await pairedTrios(4), await pairedTrios(8)];
    const counter = new QueryCounter(app.dataSource);
    const smallCount = await counter.fewestDuring(() => app.ok(roundTeams, { id: small }));
    let response: Record<string, any> = {};
    const largeCount = await counter.fewestDuring(async () => (response = await app.ok(roundTeams, { id: large })));
    const matches = response.event.rounds[0].matches as (TeamMatchRow & { teams: { players: unknown[] }[] })[];
    expect(matches).toHaveLength(12);
    expect(matches.every((m) => m.teams.length === 2 && m.teams[0].players.length === 3)).toBe(true);
    expect(matches.map((m) => m.teamSeat).sort()).toEqual([...'AAAABBBBCCCC']);
    expect(largeCount).toBe(smallCount);

    // Team.teamMatches (the phone's "my team" and the team lists) batches the same way, team by team.
    const teamsMatches = `query ($id: ID!) { event(id: $id) { teams { id teamMatches { id round table decided teams { id } matches { id teamSeat } } } } }`;
    const smallTeamsCount = await counter.fewestDuring(() => app.ok(teamsMatches, { id: small }));
    const largeTeamsCount = await counter.fewestDuring(async () => (response = await app.ok(teamsMatches, { id: large })));
    const teams = response.event.teams as { id: string; teamMatches: { round: number; table: number; decided: boolean; teams: { id: string }[]; matches: { teamSeat: string }[] }[] }[];
    expect(teams).toHaveLength(8);
    for (const team of teams) {
      expect(team.teamMatches).toHaveLength(1);
      const [teamMatch] = team.teamMatches;
      expect(teamMatch).toMatchObject({ round: 1, decided: false, matches: [{ teamSeat: 'A' }, { teamSeat: 'B' }, { teamSeat: 'C' }] });
      expect(teamMatch.teams.map((t) => t.id)).toContain(team.id);
    }
    expect(teams.map((t) => t.teamMatches[0].table).sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(largeTeamsCount).toBe(smallTeamsCount);
  });

  it('a captain registers a Trios team from the phone: teammates invited by email accept on theirs; bad input changes nothing', async () => {
    const organizer = (await app.user('Cora Captains')).token;
    const signUp = async (email: string, displayName: string) =>
      (await app.ok(`mutation ($email: String!, $displayName: String!) { signUp(email: $email, password: "correct horse battery", displayName: $displayName) { token } }`, { email, displayName })).signUp.token as string;
    const [captain, bea, cal, outsider] = [await signUp('cap@team.test', 'Cap'), await signUp('bea@team.test', 'Bea'), await signUp('cal@team.test', 'Cal'), await signUp('out@team.test', 'Out')];
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Phone Trios', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS' } }, organizer)).createEvent;
    const { joinCode } = (await app.ok(`query ($id: ID!) { event(id: $id) { joinCode } }`, { id: event.id })).event;
    const registerMyTeam = `mutation ($eventId: ID!, $name: String!, $teammates: [TeammateInvitationInput!]!) { registerMyTeam(eventId: $eventId, name: $name, teammates: $teammates) { id name players { id name invitationPending } } }`;
    const teammates = [{ name: 'Bea', email: 'BEA@team.test ' }, { name: 'Cal', email: 'cal@team.test' }];
    const roster = async () => (await app.ok(`query ($id: ID!) { event(id: $id) { players { id } teams { id } } }`, { id: event.id }, organizer)).event;

    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps', teammates }, captain))).toBe('CAPTAIN_NOT_REGISTERED');
    await app.ok(`mutation ($code: String!) { joinEvent(code: $code) { id } }`, { code: joinCode }, captain);
    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps', teammates: teammates.slice(0, 1) }, captain))).toBe('WRONG_TEAM_SIZE');
    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps', teammates: [teammates[0], { name: 'Bee', email: 'bea@team.test' }] }, captain))).toBe('DUPLICATE_TEAM_PLAYER');
    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps', teammates: [teammates[0], { name: 'Me', email: 'cap@team.test' }] }, captain))).toBe('TEAMMATE_ALREADY_REGISTERED');
    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps', teammates: [teammates[0], { name: 'X', email: 'not-an-email' }] }, captain))).toBe('INVALID_TEAM_INPUT');
    expect(await roster()).toMatchObject({ players: [expect.anything()], teams: [] }); // refused: nothing stored

    const team = (await app.ok(registerMyTeam, { eventId: event.id, name: 'Caps', teammates }, captain)).registerMyTeam;
    expect(team.players.map((p: { name: string }) => p.name)).toEqual(['Cap', 'Bea', 'Cal']);
    expect(errorCode(await app.gql(registerMyTeam, { eventId: event.id, name: 'Caps 2', teammates: [{ name: 'Dee', email: 'dee@team.test' }, { name: 'Eve', email: 'eve@team.test' }] }, captain))).toBe('PLAYER_ALREADY_ON_TEAM');

    // Each teammate finds the invitation on their phone (My events) and accepts it; no one else can.
    const myInvitation = `query ($id: ID!) { event(id: $id) { myInvitation { id name } } }`;
    expect((await app.ok(myInvitation, { id: event.id }, outsider)).event.myInvitation).toBeNull();
    const beaInvitation = (await app.ok(myInvitation, { id: event.id }, bea)).event.myInvitation;
    expect(beaInvitation).toEqual({ id: team.players[1].id, name: 'Bea' });
    expect(errorCode(await app.gql(`mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id } }`, { playerId: team.players[1].id }, outsider))).toBe('INVITATION_NOT_FOUND');
    await app.ok(`mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id } }`, { playerId: beaInvitation.id }, bea);
    await app.ok(`mutation ($playerId: ID!) { acceptEntry(playerId: $playerId) { id } }`, { playerId: team.players[2].id }, cal);
    const teams = (await app.ok(`query ($id: ID!) { event(id: $id) { teams { name players { id invitationPending } } } }`, { id: event.id }, organizer)).event.teams;
    expect(teams).toEqual([{ name: 'Caps', players: team.players.map((p: { id: string }) => ({ id: p.id, invitationPending: false })) }]);
  });

  it("players report from their phones: a Trios seat's player reports and the opponent confirms, two seats decide, the third may stay unplayed; in 2HG either teammate reports", async () => {
    const organizer = (await app.user('Rhea Reports')).token;
    const seatedTeams = async (eventId: string, size: number, teamCount: number) => {
      const accounts = [];
      for (let i = 0; i < size * teamCount; i += 1) {
        const account = await app.user(`Phone ${i + 1}`);
        const player = await registerAccount(app, organizer, account, { eventId, name: `Phone ${i + 1}` });
        accounts.push({ ...account, playerId: player.id });
      }
      const teamIds = await registerTeams(app, eventId, organizer, accounts.map((a) => a.playerId), size);
      return { accounts, tokenOf: new Map(accounts.map((a) => [a.playerId, a.token])), teamIds };
    };
    const teamMatchOf = `query ($id: ID!) { event(id: $id) { currentRound { matches { id teamSeat status teamMatch { id table score decided winner unplayedSeats teams { id } matches { id } } } } } }`;
    const report = (matchId: string, result: [number, number, number], token: string | undefined) => app.gql(GQL.report, { matchId, wins: result[0], losses: result[1], draws: result[2] }, token);

    // Trios: 4 teams, 2 team matches of 3 seat matches each.
    const trios = (await app.ok(GQL.createEvent, { input: { name: 'Phone Trios', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 2, topCut: 0 } }, organizer)).createEvent;
    const { tokenOf } = await seatedTeams(trios.id, 3, 4);
    await app.ok(GQL.start, { eventId: trios.id }, organizer);
    const round1 = (await app.ok(TEAM_GQL.pair, { eventId: trios.id }, organizer)).pairNextRound;
    const [first, second] = groupByTeamMatch(round1.matches);
    const [seatA, seatB, seatC] = first;
    // Seat A's player reports; a player of another seat cannot; the opponent confirms.
    expect(errorCode(await report(seatA.id, [2, 0, 0], tokenOf.get(seatB.players[0].id)))).toBe('NOT_SEATED_AT_MATCH');
    expect((await app.ok(GQL.report, { matchId: seatA.id, wins: 2, losses: 1, draws: 0 }, tokenOf.get(seatA.players[0].id))).reportResult.status).toBe('REPORTED');
    expect((await app.ok(GQL.report, { matchId: seatA.id, wins: 1, losses: 2, draws: 0 }, tokenOf.get(seatA.players[1].id))).reportResult.status).toBe('FINAL');
    let view = (await app.ok(teamMatchOf, { id: trios.id })).event.currentRound.matches.find((m: { id: string }) => m.id === seatC.id);
    expect(view.teamMatch).toMatchObject({ table: 1, score: [1, 0, 0], decided: false, winner: null, unplayedSeats: ['B', 'C'], teams: first[0].teams, matches: first.map((m) => ({ id: m.id })) });
    await app.ok(GQL.report, { matchId: seatB.id, wins: 2, losses: 0, draws: 0 }, tokenOf.get(seatB.players[0].id));
    await app.ok(GQL.report, { matchId: seatB.id, wins: 0, losses: 2, draws: 0 }, tokenOf.get(seatB.players[1].id));
    view = (await app.ok(teamMatchOf, { id: trios.id })).event.currentRound.matches.find((m: { id: string }) => m.id === seatC.id);
    expect(view).toMatchObject({ teamSeat: 'C', status: 'PENDING', teamMatch: { score: [2, 0, 0], decided: true, winner: 0, unplayedSeats: ['C'] } });
    // Seat C of the decided match may still be reported this round, or stay unplayed.
    expect((await app.ok(GQL.report, { matchId: seatC.id, wins: 0, losses: 2, draws: 0 }, tokenOf.get(seatC.players[0].id))).reportResult.status).toBe('REPORTED');
    for (const match of second.slice(0, 2)) await app.ok(GQL.setResult, { matchId: match.id, wins: [0, 2], draws: 0, reason: 'slip' }, organizer);
    const round2 = (await app.ok(TEAM_GQL.pair, { eventId: trios.id }, organizer)).pairNextRound;
    expect(round2.number).toBe(2);
    // Once round 2 is paired, round 1's open seats stay unplayed: the confirmation is refused, nothing changes.
    expect(errorCode(await report(seatC.id, [2, 0, 0], tokenOf.get(seatC.players[1].id)))).toBe('ROUND_CLOSED');
    const closed = (await app.ok(`query ($id: ID!) { event(id: $id) { round(number: 1) { matches { id status } } } }`, { id: trios.id })).event.round.matches;
    expect(closed.find((m: { id: string }) => m.id === seatC.id).status).toBe('REPORTED');
    const trioStandings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: trios.id, afterRound: 1 })).teamStandings;
    expect(trioStandings.find((s) => s.team.id === first[0].teams[0].id)).toMatchObject({ matchPoints: 3, gw: 1, gamesPlayed: 2 });
    const myTeam = `query ($id: ID!) { event(id: $id) { myTeam { id teamMatches { round decided score } } } }`;
    const mine = (await app.ok(myTeam, { id: trios.id }, tokenOf.get(seatC.players[0].id))).event.myTeam;
    expect(mine).toMatchObject({ id: first[0].teams[0].id, teamMatches: [{ round: 1, decided: true, score: [2, 0, 0] }, { round: 2, decided: false }] });
    expect((await app.ok(myTeam, { id: trios.id }, organizer)).event.myTeam).toBeNull();

    // 2HG: 4 teams of 2; the match is stored between the seat-A players, and seat B reports for the team.
    const twoHg = (await app.ok(GQL.createEvent, { input: { name: 'Phone 2HG', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TWO_HEADED_GIANT', gamesPerMatch: 1, finalsGamesPerMatch: 1, swissRounds: 2, topCut: 0 } }, organizer)).createEvent;
    const giants = await seatedTeams(twoHg.id, 2, 4);
    await app.ok(GQL.start, { eventId: twoHg.id }, organizer);
    const hgRound = (await app.ok(TEAM_GQL.pair, { eventId: twoHg.id }, organizer)).pairNextRound;
    const [hgMatch, otherMatch] = hgRound.matches as TeamMatchRow[];
    const teams = (await app.ok(TEAM_GQL.eventTeams, { id: twoHg.id })).event.teams as { id: string; players: { id: string }[] }[];
    const seatBOf = (teamId: string) => giants.tokenOf.get(teams.find((t) => t.id === teamId)!.players[1].id);
    const outsider = seatBOf(otherMatch.teams[0].id);
    expect(errorCode(await report(hgMatch.id, [1, 0, 0], outsider))).toBe('NOT_SEATED_AT_MATCH');
    expect(errorCode(await report(hgMatch.id, [2, 0, 0], seatBOf(hgMatch.teams[0].id)))).toBe('IMPOSSIBLE_RESULT');
    expect((await app.ok(GQL.report, { matchId: hgMatch.id, wins: 1, losses: 0, draws: 0 }, seatBOf(hgMatch.teams[0].id))).reportResult.status).toBe('REPORTED');
    const myReport = `query ($id: ID!) { event(id: $id) { currentRound { matches { id myReport { wins losses } } } } }`;
    const seen = (await app.ok(myReport, { id: twoHg.id }, seatBOf(hgMatch.teams[0].id))).event.currentRound.matches.find((m: { id: string }) => m.id === hgMatch.id);
    expect(seen.myReport).toEqual({ wins: 1, losses: 0 });
    const confirmed = (await app.ok(GQL.report, { matchId: hgMatch.id, wins: 0, losses: 1, draws: 0 }, seatBOf(hgMatch.teams[1].id))).reportResult;
    expect(confirmed).toMatchObject({ status: 'FINAL', wins: [1, 0] });

    // Time: the clock and the turn tracker count turn 0 + 3 additional turns in 2HG (MTR 2.4), 5 in Trios seat matches.
    const clockTurns = async (roundId: string) => (await app.ok(`query ($roundId: ID!) { roundClock(roundId: $roundId) { additionalTurns } }`, { roundId })).roundClock.additionalTurns;
    expect(await clockTurns(hgRound.id)).toBe(3);
    expect(await clockTurns(round2.id)).toBe(5);
    const startTracker = `mutation ($matchId: ID!) { startTurnTracker(matchId: $matchId, activePlayer: 0) { turnTracker { of label } } }`;
    const tracker = (await app.ok(startTracker, { matchId: otherMatch.id }, seatBOf(otherMatch.teams[1].id))).startTurnTracker.turnTracker;
    expect(tracker.of).toBe(3);
    const trioTracker = (await app.ok(startTracker, { matchId: round2.matches[0].id }, organizer)).startTurnTracker.turnTracker;
    expect(trioTracker.of).toBe(5);
  });

  it("2HG penalties are the team's: Game Losses and Match Losses to seat A or seat B count in the team match, now or carried to the next", async () => {
    const organizer = (await app.user('Pia Penalties')).token;
    const issue = `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { penalty effect player { id } match { id status wins gameLosses } } }`;
    const event = (await app.ok(GQL.createEvent, { input: { name: '2HG Penalties', format: 'LIMITED', rel: 'COMPETITIVE', teamFormat: 'TWO_HEADED_GIANT', swissRounds: 2, topCut: 0 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 8);
    const teamIds = await registerTeams(app, event.id, organizer, players, 2);
    const seat = (teamId: string, index: 0 | 1) => players[teamIds.indexOf(teamId) * 2 + index];
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const input = (playerId: string, infraction: string, matchId?: string) => ({ input: { eventId: event.id, playerId, infraction, description: 'judge call', ...(matchId ? { matchId } : {}) } });
    const penalize = async (playerId: string, infraction: string, matchId?: string) => (await app.ok(issue, input(playerId, infraction, matchId), organizer)).issuePenalty;
    const [first, second] = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound.matches as TeamMatchRow[];
    const [firstHome, firstAway] = first.teams.map((t) => t.id);
    const [secondHome, secondAway] = second.teams.map((t) => t.id);

    // Seat B plays the team match though it is stored between the seat-A players; another match is not theirs.
    expect(errorCode(await app.gql(issue, input(seat(firstHome, 1), 'DECKLIST_PROBLEM', second.id), organizer))).toBe('INVALID_PENALTY_INPUT');
    const seatBLoss = await penalize(seat(firstHome, 1), 'DECKLIST_PROBLEM', first.id);
    expect(seatBLoss).toMatchObject({ penalty: 'GAME_LOSS', player: { id: seat(firstHome, 1) }, match: { id: first.id, status: 'PENDING', gameLosses: [1, 0] } });
    expect(seatBLoss.effect).toContain("'s team chooses to play or draw");
    // The teammates' Game Losses add up: two decide the best-of-three team match.
    const seatALoss = await penalize(seat(firstHome, 0), 'DECKLIST_PROBLEM');
    expect(seatALoss).toMatchObject({ penalty: 'GAME_LOSS', match: { id: first.id, status: 'FINAL', wins: [0, 2], gameLosses: [2, 0] } });
    const seatAMatchLoss = await penalize(seat(secondAway, 0), 'OUTSIDE_ASSISTANCE');
    expect(seatAMatchLoss).toMatchObject({ penalty: 'MATCH_LOSS', match: { id: second.id, status: 'FINAL', wins: [2, 0] } });

    // After its match, seat B's penalty waits for the team's next match and counts there once paired.
    const carried = await penalize(seat(secondHome, 1), 'DECKLIST_PROBLEM');
    expect(carried).toMatchObject({ penalty: 'GAME_LOSS', match: { id: second.id, wins: [2, 0] }, effect: 'game loss applies to the first game of the next match' });
    await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer);
    type Round2Match = { id: string; status: string; wins: number[] | null; gameLosses: number[]; teams: { id: string }[] };
    const round2 = (await app.ok(`query ($id: ID!) { event(id: $id) { round(number: 2) { matches { id status wins gameLosses teams { id } } } } }`, { id: event.id })).event.round.matches as Round2Match[];
    const sideOf = (match: Round2Match, teamId: string) => match.teams.findIndex((t) => t.id === teamId);
    const winners = round2.find((m) => sideOf(m, secondHome) >= 0)!;
    const losers = round2.find((m) => sideOf(m, firstHome) >= 0)!;
    expect(sideOf(winners, firstAway)).toBeGreaterThanOrEqual(0);
    expect(winners.status).toBe('PENDING');
    expect(winners.gameLosses[sideOf(winners, secondHome)]).toBe(1);
    expect(winners.gameLosses[sideOf(winners, firstAway)]).toBe(0);
    // A Match Loss to seat B during the match: the team loses it.
    const seatBMatchLoss = await penalize(seat(firstHome, 1), 'OUTSIDE_ASSISTANCE');
    expect(seatBMatchLoss).toMatchObject({ penalty: 'MATCH_LOSS', match: { id: losers.id, status: 'FINAL' } });
    expect(seatBMatchLoss.match.wins[sideOf(losers, firstHome)]).toBe(0);
    await app.ok(GQL.setResult, { matchId: winners.id, wins: sideOf(winners, firstAway) === 0 ? [2, 1] : [1, 2], draws: 0, reason: 'result slip' }, organizer);
    const standings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    const points = new Map(standings.map((s) => [s.team.id, s.matchPoints]));
    expect([firstHome, firstAway, secondHome, secondAway].map((id) => points.get(id))).toEqual([0, 6, 3, 3]);
  });

  it('a Disqualification of one teammate takes the whole team out: not paired again, off the team standings, kept by export and import', async () => {
    const organizer = (await app.user('Dara Disqualify')).token;
    const issue = `mutation ($input: IssuePenaltyInput!) { issuePenalty(input: $input) { penalty effect } }`;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Team DQ', format: 'LIMITED', rel: 'COMPETITIVE', teamFormat: 'TWO_HEADED_GIANT', swissRounds: 2, topCut: 0 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 8);
    const teamIds = await registerTeams(app, event.id, organizer, players, 2);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer);
    const cheater = teamIds[0];
    const dq = (await app.ok(issue, { input: { eventId: event.id, playerId: players[1], infraction: 'CHEATING', description: 'lied about a card' } }, organizer)).issuePenalty;
    expect(dq.penalty).toBe('DISQUALIFICATION');
    expect(dq.effect).toContain('their team is disqualified with them');
    const stored = (await app.ok(`query ($id: ID!) { event(id: $id) { round(number: 1) { matches { id status } } } }`, { id: event.id })).event.round.matches as { id: string; status: string }[];
    expect(stored.filter((m) => m.status === 'FINAL')).toHaveLength(1);
    for (const match of stored) if (match.status !== 'FINAL') await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'result slip' }, organizer);
    const round2 = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound.matches as TeamMatchRow[];
    expect(round2.flatMap((m) => m.teams.map((t) => t.id))).not.toContain(cheater);
    const standings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    expect(standings.map((s) => s.team.id)).not.toContain(cheater);
    expect(standings).toHaveLength(3);
    const exported = (await app.ok(GQL.export, { eventId: event.id }, organizer)).exportEvent;
    expect(JSON.parse(exported).disqualifications).toEqual([{ player: cheater, round: 1 }]);
    const imported = (await app.ok(IMPORT_EVENT, { file: exported }, organizer)).importEvent;
    const copy: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: imported.id })).teamStandings;
    expect(copy).toHaveLength(3);
    const reExported = JSON.parse((await app.ok(GQL.export, { eventId: imported.id }, organizer)).exportEvent);
    const cheaterName = JSON.parse(exported).teams.teams.find((t: { id: string }) => t.id === cheater).name;
    const reName = new Map((reExported.teams.teams as { id: string; name: string }[]).map((t) => [t.id, t.name]));
    expect(reExported.disqualifications.map((d: { player: string; round: number }) => [reName.get(d.player), d.round])).toEqual([[cheaterName, 1]]);
  });

  it('a Trios team final is decided by two seats and finishes the event', async () => {
    const organizer = (await app.user('Fin Final')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Trios Final', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TRIOS', swissRounds: 1, topCut: 2 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 12);
    await registerTeams(app, event.id, organizer, players, 3);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const swiss = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    for (const match of swiss.matches as TeamMatchRow[]) await app.ok(GQL.setResult, { matchId: match.id, wins: [2, 0], draws: 0, reason: 'slip' }, organizer);
    const final = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    expect(final).toMatchObject({ kind: 'PLAYOFF' });
    expect((final.matches as TeamMatchRow[]).map((m) => m.teamSeat)).toEqual(['A', 'B', 'C']);
    const [seatA, seatB] = final.matches as TeamMatchRow[];
    await app.ok(GQL.setResult, { matchId: seatA.id, wins: [0, 2], draws: 0, reason: 'slip' }, organizer);
    const status = async () => (await app.ok(`query ($id: ID!) { event(id: $id) { status } }`, { id: event.id })).event.status;
    expect(await status()).toBe('PLAYOFFS');
    await app.ok(GQL.setResult, { matchId: seatB.id, wins: [1, 2], draws: 0, reason: 'slip' }, organizer);
    expect(await status()).toBe('FINISHED'); // seat C left unplayed
    const standings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    expect(standings[0]).toMatchObject({ team: { id: seatA.teams[1].id }, finish: 'winner' });
  });

  it('an 8-team Two-Headed Giant event: one game per match, 3 team Swiss rounds, a team top 4, final team standings', async () => {
    const random = seededRandom(2);
    const organizer = (await app.user('Hana Host')).token;
    const event = (await app.ok(GQL.createEvent, { input: { name: '2HG Night', format: 'LIMITED', rel: 'REGULAR', teamFormat: 'TWO_HEADED_GIANT', gamesPerMatch: 1, finalsGamesPerMatch: 1, swissRounds: 3, topCut: 4 } }, organizer)).createEvent;
    const players = await registerPlayers(app, event.id, organizer, 16);
    const teams = await registerTeams(app, event.id, organizer, players, 2);
    expect((await app.ok(TEAM_GQL.eventTeams, { id: event.id })).event).toMatchObject({ teamFormat: 'TWO_HEADED_GIANT', teamSize: 2 });
    await app.ok(GQL.start, { eventId: event.id }, organizer);

    const played: ReferenceTeamMatch[] = [];
    for (let roundNumber = 1; roundNumber <= 3; roundNumber += 1) {
      const round = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
      expect(round.matches).toHaveLength(4); // one match per team match
      for (const match of round.matches as TeamMatchRow[]) {
        expect(match.teamSeat).toBeNull();
        expect(match.teams).toHaveLength(2);
        // One game: a win for either team, or (rarely) a drawn game.
        const roll = random();
        const result: [number, number, number] = roll < 0.45 ? [1, 0, 0] : roll < 0.9 ? [0, 1, 0] : [0, 0, 1];
        await app.ok(GQL.setResult, { matchId: match.id, wins: [result[0], result[1]], draws: result[2], reason: 'result slip' }, organizer);
        played.push({ teams: [match.teams[0].id, match.teams[1].id], games: result });
      }
    }
    const swiss: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    expectStandingsEqualReference(swiss, teams, played);

    const semifinals = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    expect(semifinals.kind).toBe('PLAYOFF');
    const seedOf = (id: string) => swiss.findIndex((s) => s.team.id === id) + 1;
    expect(semifinals.matches.map((m: TeamMatchRow) => m.teams.map((t) => seedOf(t.id)))).toEqual([
      [1, 4],
      [2, 3],
    ]);
    for (const match of semifinals.matches as TeamMatchRow[]) await app.ok(GQL.setResult, { matchId: match.id, wins: [0, 1], draws: 0, reason: 'lower seed won' }, organizer);
    const final = (await app.ok(TEAM_GQL.pair, { eventId: event.id }, organizer)).pairNextRound;
    expect(final.matches).toHaveLength(1);
    const [finalMatch] = final.matches as TeamMatchRow[];
    expect(finalMatch.teams.map((t) => seedOf(t.id)).sort()).toEqual([3, 4]);
    await app.ok(GQL.setResult, { matchId: finalMatch.id, wins: [1, 0], draws: 0, reason: 'final' }, organizer);

    const standings: TeamStandingRow[] = (await app.ok(TEAM_GQL.teamStandings, { eventId: event.id })).teamStandings;
    expect(standings[0]).toMatchObject({ team: { id: finalMatch.teams[0].id }, finish: 'winner' });
    expect(standings[1]).toMatchObject({ team: { id: finalMatch.teams[1].id }, finish: 'final' });
    expect(standings.slice(2, 4).map((s) => [seedOf(s.team.id), s.finish])).toEqual([
      [1, 'semifinal'],
      [2, 'semifinal'],
    ]);
    expect(standings.slice(4).map((s) => s.team.id)).toEqual(swiss.slice(4).map((s) => s.team.id));
    expect((await app.ok(`query ($id: ID!) { event(id: $id) { status } }`, { id: event.id })).event.status).toBe('FINISHED');
    const exported = (await app.ok(GQL.export, { eventId: event.id }, organizer)).exportEvent;
    expect((await expectTeamImportRoundTrip(app, organizer, exported, standings)).status).toBe('FINISHED');
  });
});
