import { SAMPLE_DECKS } from '@arbiter/engine';
import { GAME_VIEW, playSeat } from '../support/digital-client';
import { errorCode, TestApp } from '../support/test-app';
import { TEST_DATABASE_KIND } from '../support/test-database';
import { GQL, registerAccount } from '../support/tournament-driver';

const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID, $bot: Boolean) { registerPlayer(eventId: $eventId, name: $name, userId: $userId, bot: $bot) { id } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main) { decklistSubmitted } }`;
/** A human's constructed 60: a sample deck with ten more of each basic land it plays. */
const HUMAN_60 = [...SAMPLE_DECKS['red-green'], ...Array<string>(10).fill('Mountain'), ...Array<string>(10).fill('Forest')];

// Issue 12, item 8: a bot in a constructed digital event brought a 40-card deck and pairing failed.
describe(`bots in a constructed digital event (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app.stop();
  });

  it('pairs a human against a bot, which brings a legal 60-card deck, and the match is played out', async () => {
    const organizer = (await app.user('Constructed Organizer')).token;
    const human = await app.user('Constructed Human');
    const event = (await app.ok(GQL.createEvent, { input: { name: 'Constructed League', format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: 1, topCut: 0, digital: true } }, organizer)).createEvent;
    const player = await registerAccount(app, organizer, human, { eventId: event.id, name: 'Constructed Human' }, REGISTER);
    await app.ok(SUBMIT, { eventId: event.id, playerId: player.id, main: HUMAN_60 }, human.token);
    await app.ok(REGISTER, { eventId: event.id, name: 'Constructed Bot', bot: true }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);

    const paired = await app.gql(GQL.pair, { eventId: event.id }, organizer);
    expect(paired.errors).toBeUndefined();
    const match = paired.data?.pairNextRound.matches[0];
    const seat = (await app.ok(GAME_VIEW, { matchId: match.id }, human.token)).gameView;
    const staff = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, organizer)).gameView.state);
    const botDeck: string[] = staff.decks[seat.you === 'A' ? 'B' : 'A'];
    expect(botDeck).toHaveLength(60);
    const copies = new Map<string, number>();
    for (const card of botDeck) copies.set(card, (copies.get(card) ?? 0) + 1);
    const basics = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    expect([...copies].filter(([card, count]) => !basics.has(card) && count > 4)).toEqual([]);

    const last = await playSeat(app, human.token, match.id);
    expect(last.over).toBe(true);
  });

  it("in a Modern event the bot's deck passes the same decklist check as a player's", async () => {
    const organizer = (await app.user('Modern Organizer')).token;
    const human = await app.user('Modern Human');
    const input = { name: 'Modern League', format: 'CONSTRUCTED', constructedFormat: 'modern', rel: 'REGULAR', swissRounds: 1, topCut: 0, gamesPerMatch: 1, digital: true };
    const event = (await app.ok(GQL.createEvent, { input }, organizer)).createEvent;
    const player = await registerAccount(app, organizer, human, { eventId: event.id, name: 'Modern Human' }, REGISTER);
    await app.ok(SUBMIT, { eventId: event.id, playerId: player.id, main: [...Array<string>(30).fill('Mountain'), ...Array<string>(30).fill('Forest')] }, human.token);
    await app.ok(REGISTER, { eventId: event.id, name: 'Modern Bot', bot: true }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const paired = await app.gql(GQL.pair, { eventId: event.id }, organizer);
    expect(paired.errors).toBeUndefined();
    const match = paired.data?.pairNextRound.matches[0];
    const seat = (await app.ok(GAME_VIEW, { matchId: match.id }, human.token)).gameView;
    const staff = JSON.parse((await app.ok(GAME_VIEW, { matchId: match.id }, organizer)).gameView.state);
    const botDeck: string[] = staff.decks[seat.you === 'A' ? 'B' : 'A'];
    const counts = new Map<string, number>();
    for (const card of botDeck) counts.set(card, (counts.get(card) ?? 0) + 1);
    const text = [...counts].map(([card, count]) => `${count} ${card}`).join('\n');
    const check = (await app.ok(`query ($text: String!) { checkDecklist(format: "modern", text: $text) { legal mainCount problems { message } } }`, { text })).checkDecklist;
    expect(check).toEqual({ legal: true, mainCount: 60, problems: [] });
  });

  it('refuses to pair, with a coded error and no round, when no deck of the pool is legal for a bot', async () => {
    const organizer = (await app.user('Commander Organizer')).token;
    const input = { name: 'Commander Night', format: 'CONSTRUCTED', constructedFormat: 'commander', rel: 'REGULAR', swissRounds: 1, topCut: 0, gamesPerMatch: 1, digital: true };
    const event = (await app.ok(GQL.createEvent, { input }, organizer)).createEvent;
    for (const name of ['Bot One', 'Bot Two']) await app.ok(REGISTER, { eventId: event.id, name, bot: true }, organizer);
    await app.ok(GQL.start, { eventId: event.id }, organizer);
    const refused = await app.gql(GQL.pair, { eventId: event.id }, organizer);
    expect(errorCode(refused)).toBe('BOT_DECK_UNAVAILABLE');
    expect(refused.errors?.[0].message).toContain('commander');
    expect((await app.ok(GQL.event, { id: event.id })).event.rounds).toEqual([]);
  });
});
