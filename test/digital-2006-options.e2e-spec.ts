import { SAMPLE_DECKS } from '@arbiter/engine';
import { errorCode, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { DECIDE, GAME_VIEW } from './support/digital-client';
import { GQL, registerAccount } from './support/tournament-driver';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id mulliganRule } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
const DECKS = Object.values(SAMPLE_DECKS).map((deck) => [...deck]);

describe(`The seed's 2006 "draw one fewer" mulligan as an option of digital events (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Mulligan organizer')).token;
  });

  afterAll(async () => {
    await app.stop();
  });

  /** A two-player digital event under `mulliganRule`; returns the first player to decide, their token, and the match. */
  async function firstMulligan(mulliganRule: string) {
    const event = (await app.ok(CREATE, { input: { name: `Digital ${mulliganRule}`, format: 'LIMITED', rel: 'REGULAR', swissRounds: 1, topCut: 0, digital: true, mulliganRule } }, organizer)).createEvent;
    expect(event.mulliganRule).toBe(mulliganRule);
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
    return { mine: state.game.players[after.you], pending: after.pending ? JSON.parse(after.pending) : null, you: after.you };
  }

  it('CLASSIC_DRAW_ONE_FEWER: the engine deals six cards after one mulligan', async () => {
    const { mine } = await firstMulligan('CLASSIC_DRAW_ONE_FEWER');
    expect(mine.hand).toHaveLength(6);
    expect(mine.handCount).toBe(6);
  });

  it('LONDON (the default): seven cards again after a mulligan', async () => {
    const { mine } = await firstMulligan('LONDON');
    expect(mine.hand).toHaveLength(7);
    expect(mine.handCount).toBe(7);
  });

  it('is refused outside digital events, where people follow today\'s rule', async () => {
    const paper = await app.gql(CREATE, { input: { name: 'Paper', format: 'LIMITED', rel: 'REGULAR', mulliganRule: 'CLASSIC_DRAW_ONE_FEWER' } }, organizer);
    expect(errorCode(paper)).toBe('INVALID_EVENT_INPUT');
    expect(paper.errors?.[0].message).toContain('is an option of digital events');
  });
});
