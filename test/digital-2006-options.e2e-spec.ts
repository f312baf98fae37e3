import { SAMPLE_DECKS } from '@arbiter/engine';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { DECIDE, GAME_VIEW } from './support/digital-client';
import { GQL, registerAccount } from './support/tournament-driver';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id mulliganRule gameRules } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
const DECKS = Object.values(SAMPLE_DECKS).map((deck) => [...deck]);

describe(`The seed's 2006 mulligan and Comprehensive Rules as options of digital events (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Mulligan organizer')).token;
  });

  afterAll(async () => {
    await app.stop();
  });

  /** A two-player digital event with these settings; the first player to decide takes a mulligan: returns what they see after it. */
  async function firstMulligan(settings: { mulliganRule?: string; gameRules?: string }) {
    const event = (await app.ok(CREATE, { input: { name: `Digital ${JSON.stringify(settings)}`, format: 'LIMITED', rel: 'REGULAR', swissRounds: 1, topCut: 0, digital: true, ...settings } }, organizer)).createEvent;
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const user = await app.user(`Mulligan player ${i + 1}`);
      const player = await registerAccount(app, organizer, user, { eventId: event.id, name: `Mulligan player ${i + 1}` });
      await app.ok(SUBMIT, { eventId: event.id, playerId: player.id, main: DECKS[i % DECKS.length] }, user.token);
      tokens.push(user.token);
    }
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const match = (await app.ok(GQL.pair, { eventId: event.id }, organizer)).pairNextRound.matches[0];
    const decidingSeat = async () => {
      const views = await Promise.all(tokens.map(async (token) => ({ token, view: (await app.ok(GAME_VIEW, { matchId: match.id }, token)).gameView })));
      return views.find(({ view }) => view.pending && JSON.parse(view.pending).player === view.you)!;
    };
    let deciding = await decidingSeat();
    // Game 1 starts with the coin flip's winner choosing to play or draw (MTR 2.2).
    if (JSON.parse(deciding.view.pending).kind === 'play-or-draw') {
      await app.ok(DECIDE, { matchId: match.id, decision: JSON.stringify({ do: 'choose', choice: 'play' }) }, deciding.token);
      deciding = await decidingSeat();
    }
    expect(JSON.parse(deciding.view.pending).kind).toBe('mulligan');
    const after = (await app.ok(DECIDE, { matchId: match.id, decision: JSON.stringify({ do: 'choose', choice: 'mulligan' }) }, deciding.token)).decide;
    const state = JSON.parse(after.state);
    return { event, mine: state.game.players[after.you], rules: state.rules, pending: after.pending ? JSON.parse(after.pending) : null, you: after.you };
  }

  it('CLASSIC_DRAW_ONE_FEWER: the engine deals six cards after one mulligan', async () => {
    const { mine, rules } = await firstMulligan({ mulliganRule: 'CLASSIC_DRAW_ONE_FEWER' });
    expect(rules).toBe('current');
    expect(mine.hand).toHaveLength(6);
    expect(mine.handCount).toBe(6);
  });

  it('LONDON (the default): seven cards again after a mulligan', async () => {
    const { event, mine } = await firstMulligan({});
    expect(event).toMatchObject({ mulliganRule: 'LONDON', gameRules: 'CURRENT' });
    expect(mine.hand).toHaveLength(7);
    expect(mine.handCount).toBe(7);
  });

  it('CR_2006: the games are played under the 2006 Comprehensive Rules, with their mulligan unless another is chosen', async () => {
    const edition = await firstMulligan({ gameRules: 'CR_2006' });
    expect(edition.event).toMatchObject({ gameRules: 'CR_2006', mulliganRule: 'CLASSIC_DRAW_ONE_FEWER' });
    expect(edition.rules).toBe('2006');
    expect(edition.mine.hand).toHaveLength(6);
    const london = await firstMulligan({ gameRules: 'CR_2006', mulliganRule: 'LONDON' });
    expect(london.event).toMatchObject({ gameRules: 'CR_2006', mulliganRule: 'LONDON' });
    expect(london.rules).toBe('2006');
    expect(london.mine.hand).toHaveLength(7);
  });

  it('CR_2006 is refused outside digital events, and so is turning digital play off under it', async () => {
    const paper = await app.gql(CREATE, { input: { name: 'Paper 2006', format: 'LIMITED', rel: 'REGULAR', gameRules: 'CR_2006' } }, organizer);
    expect(errorCode(paper)).toBe('INVALID_EVENT_INPUT');
    expect(paper.errors?.[0].message).toContain('2006 Comprehensive Rules are an option of digital events');
    expect(paper.errors?.[0].extensions?.field).toBe('gameRules');
    const digital = (await app.ok(CREATE, { input: { name: 'Digital 2006', format: 'LIMITED', rel: 'REGULAR', digital: true, gameRules: 'CR_2006', mulliganRule: 'LONDON' } }, organizer)).createEvent;
    const off = await app.gql(`mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id digital } }`, { id: digital.id, input: { digital: false } }, organizer);
    expect(errorCode(off)).toBe('INVALID_EVENT_INPUT');
    const still = (await app.ok(`query ($id: ID!) { event(id: $id) { digital gameRules } }`, { id: digital.id }, organizer)).event;
    expect(still).toEqual({ digital: true, gameRules: 'CR_2006' });
  });

  it('is refused outside digital events, where people follow today\'s rule', async () => {
    const paper = await app.gql(CREATE, { input: { name: 'Paper', format: 'LIMITED', rel: 'REGULAR', mulliganRule: 'CLASSIC_DRAW_ONE_FEWER' } }, organizer);
    expect(errorCode(paper)).toBe('INVALID_EVENT_INPUT');
    expect(paper.errors?.[0].message).toContain('is an option of digital events');
  });
});
