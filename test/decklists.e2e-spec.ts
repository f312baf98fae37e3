import { SAMPLE_DECKS } from '@arbiter/engine';
import { errorCode, GraphqlResponse, TestApp } from './support/test-app';
import { TEST_DATABASE_KIND } from './support/test-database';
import { GQL, registerAccount } from './support/tournament-driver';

const CREATE = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id format constructedFormat decklistFormat decklistDeadline decklistsPublished } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id constructedFormat decklistFormat decklistDeadline decklistsPublished } }`;
const REGISTER = `mutation ($eventId: ID!, $name: String!, $userId: ID) { registerPlayer(eventId: $eventId, name: $name, userId: $userId) { id } }`;
const SUBMIT_TEXT = `mutation ($eventId: ID!, $playerId: ID!, $text: String!) { submitDecklistText(eventId: $eventId, playerId: $playerId, text: $text) { id decklistSubmitted } }`;
const SUBMIT = `mutation ($eventId: ID!, $playerId: ID!, $main: [String!]!, $sideboard: [String!]) { submitDecklist(eventId: $eventId, playerId: $playerId, main: $main, sideboard: $sideboard) { id decklistSubmitted } }`;
const DECKLIST = `query ($playerId: ID!) { decklist(playerId: $playerId) { main sideboard commanders cards { section count name } format dataDate submittedAt text } }`;
const PUBLISHED = `query ($eventId: ID!) { publishedDecklists(eventId: $eventId, first: 100) { playerId playerName decklist { cards { section count name } format } } }`;
const PLAYERS = `query ($id: ID!) { event(id: $id) { players { id name decklistSubmitted decklist { main } } } }`;

const BURN = ['4 Lightning Bolt', '4 Monastery Swiftspear', '4 Lava Spike', '4 Rift Bolt', '4 Skewer the Critics', '4 Goblin Guide', '4 Eidolon of the Great Revel',
  '4 Boros Charm', '4 Lightning Helix', '2 Skullcrack', '2 Searing Blaze', '20 Mountain', '', 'Sideboard', '3 Kor Firewalker', '2 Path to Exile'];

interface Problem {
  code: string;
  card: string | null;
  line: number | null;
  message: string;
  suggestions: string[];
}

function problemsOf(response: GraphqlResponse<unknown>): Problem[] {
  return (response.errors?.[0]?.extensions?.problems ?? []) as Problem[];
}

describe(`decklists for events (${TEST_DATABASE_KIND})`, () => {
  let app: TestApp;
  let organizer: string;
  let judge: { token: string; id: string };

  beforeAll(async () => {
    app = await TestApp.start();
    organizer = (await app.user('Deck Organizer')).token;
    judge = await app.user('Deck Judge');
  });

  afterAll(async () => {
    await app.stop();
  });

  async function event(input: Record<string, unknown>) {
    const created = (await app.ok(CREATE, { input: { name: 'Decklist Open', format: 'CONSTRUCTED', rel: 'COMPETITIVE', ...input } }, organizer)).createEvent;
    await app.ok(`mutation ($eventId: ID!, $userId: ID!) { addStaff(eventId: $eventId, userId: $userId, role: JUDGE) { id } }`, { eventId: created.id, userId: judge.id }, organizer);
    return created;
  }

  async function player(eventId: string, name: string) {
    const user = await app.user(name);
    const registered = await registerAccount(app, organizer, user, { eventId, name }, REGISTER);
    return { id: registered.id as string, token: user.token };
  }

  it('constructedFormat: chosen at creation, checked, changed before the start; Limited events check limited', async () => {
    const modern = await event({ constructedFormat: ' Modern ' });
    expect(modern).toMatchObject({ constructedFormat: 'modern', decklistFormat: 'modern', decklistDeadline: null, decklistsPublished: false });
    const unknown = await app.gql(CREATE, { input: { name: 'X', format: 'CONSTRUCTED', rel: 'REGULAR', constructedFormat: 'modren' } }, organizer);
    expect(errorCode(unknown)).toBe('UNKNOWN_EVENT_FORMAT');
    expect(unknown.errors?.[0].message).toContain('modern');
    const limitedAsConstructed = await app.gql(UPDATE, { id: modern.id, input: { constructedFormat: 'limited' } }, organizer);
    expect(errorCode(limitedAsConstructed)).toBe('UNKNOWN_EVENT_FORMAT');
    expect((await app.ok(UPDATE, { id: modern.id, input: { constructedFormat: 'legacy' } }, organizer)).updateEvent).toMatchObject({ constructedFormat: 'legacy', decklistFormat: 'legacy' });
    expect((await app.ok(UPDATE, { id: modern.id, input: { constructedFormat: '' } }, organizer)).updateEvent).toMatchObject({ constructedFormat: null, decklistFormat: 'freeform' });
    const limited = await event({ format: 'LIMITED', constructedFormat: null });
    expect(limited.decklistFormat).toBe('limited');

    await app.ok(UPDATE, { id: modern.id, input: { constructedFormat: 'modern' } }, organizer);
    await player(modern.id, 'Alice Start');
    await player(modern.id, 'Bob Start');
    await app.ok(GQL.start, { eventId: modern.id }, organizer);
    const locked = await app.gql(UPDATE, { id: modern.id, input: { constructedFormat: 'vintage' } }, organizer);
    expect(errorCode(locked)).toBe('STRUCTURE_LOCKED');
  });

  it('submitDecklistText: refused with every problem and its line, nothing stored; the fixed list is stored with its format and data date', async () => {
    const { id: eventId } = await event({ constructedFormat: 'modern' });
    const alice = await player(eventId, 'Alice Paste');
    const bad = [...BURN.slice(0, 11), '1 Mox Opal', '17 Mountain', '5 Lightnig Bolt', '1 Black Lotus'].join('\n');
    const refused = await app.gql(SUBMIT_TEXT, { eventId, playerId: alice.id, text: bad }, alice.token);
    expect(errorCode(refused)).toBe('INVALID_DECKLIST');
    expect(refused.errors?.[0].extensions?.format).toBe('modern');
    expect(refused.errors?.[0].extensions?.dataDate).toBe('2022-04-25');
    const problems = problemsOf(refused);
    expect(problems.map((p) => [p.code, p.card, p.line])).toEqual([
      ['MAIN_TOO_SMALL', null, null],
      ['BANNED', 'Mox Opal', 12],
      ['UNKNOWN_CARD', 'Lightnig Bolt', 14],
      ['NOT_LEGAL', 'Black Lotus', 15],
    ]);
    expect(problems[2].suggestions[0]).toBe('Lightning Bolt');
    expect(refused.errors?.[0].message).toContain('Mox Opal is banned in modern');
    const untouched = (await app.ok(PLAYERS, { id: eventId }, organizer)).event.players.find((p: { id: string }) => p.id === alice.id);
    expect(untouched).toMatchObject({ decklistSubmitted: false, decklist: null });

    await app.ok(SUBMIT_TEXT, { eventId, playerId: alice.id, text: BURN.join('\n') }, alice.token);
    const stored = (await app.ok(DECKLIST, { playerId: alice.id }, judge.token)).decklist;
    expect(stored).toMatchObject({ format: 'modern', dataDate: '2022-04-25', commanders: [] });
    expect(stored.main).toHaveLength(60);
    expect(stored.sideboard).toHaveLength(5);
    expect(stored.cards[0]).toEqual({ section: 'main', count: 4, name: 'Lightning Bolt' });
    expect(stored.cards.at(-1)).toEqual({ section: 'sideboard', count: 2, name: 'Path to Exile' });
    expect(Date.parse(stored.submittedAt)).not.toBeNaN();
    // The written text reads back as the same list.
    await app.ok(SUBMIT_TEXT, { eventId, playerId: alice.id, text: stored.text }, alice.token);
    expect((await app.ok(DECKLIST, { playerId: alice.id }, alice.token)).decklist.cards).toEqual(stored.cards);
  });

  it('the three text formats: MTGO text, Arena export with a set and number, .dek XML; names resolve to the Oracle name', async () => {
    const { id: eventId } = await event({ constructedFormat: 'legacy' });
    const arena = await player(eventId, 'Arena Player');
    await app.ok(SUBMIT_TEXT, { eventId, playerId: arena.id, text: ['Deck', '3 Fire (MH1) 1', '4 lightning bolt (M10) 146', '53 Mountain', '', 'Sideboard', '1 Ice'].join('\n') }, arena.token);
    const arenaList = (await app.ok(DECKLIST, { playerId: arena.id }, arena.token)).decklist;
    expect(arenaList.cards).toEqual([
      { section: 'main', count: 3, name: 'Fire // Ice' },
      { section: 'main', count: 4, name: 'Lightning Bolt' },
      { section: 'main', count: 53, name: 'Mountain' },
      { section: 'sideboard', count: 1, name: 'Fire // Ice' },
    ]);
    const dek = await player(eventId, 'Dek Player');
    const xml = `<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n<Cards Quantity="56" Sideboard="false" Name="Mountain" />\n<Cards Quantity="3" Sideboard="true" Name="Pyroblast" />\n</Deck>`;
    await app.ok(SUBMIT_TEXT, { eventId, playerId: dek.id, text: xml }, dek.token);
    expect((await app.ok(DECKLIST, { playerId: dek.id }, dek.token)).decklist.cards.map((c: { count: number; name: string }) => `${c.count} ${c.name}`)).toEqual(['4 Lightning Bolt', '56 Mountain', '3 Pyroblast']);
    const fiveCopies = await app.gql(SUBMIT_TEXT, { eventId, playerId: dek.id, text: xml.replace('Quantity="4"', 'Quantity="5"') }, dek.token);
    expect(problemsOf(fiveCopies).map((p) => p.code)).toEqual(['TOO_MANY_COPIES']);
  });

  it("a list pasted with Chinese names is stored by Oracle name, and each line reads its card's Chinese names back (issue 20)", async () => {
    const { id: eventId } = await event({ constructedFormat: 'legacy' });
    const chinese = await player(eventId, 'Chinese Player');
    await app.ok(SUBMIT_TEXT, { eventId, playerId: chinese.id, text: ['2 修道院狮鹫', '2 修道院獅鷲', '56 Mountain'].join('\n') }, chinese.token);
    const stored = (await app.ok(`query ($playerId: ID!) { decklist(playerId: $playerId) { cards { count name card { name chineseName chineseNameTraditional } } } }`, { playerId: chinese.id }, chinese.token)).decklist;
    expect(stored.cards).toEqual([
      { count: 4, name: 'Abbey Griffin', card: { name: 'Abbey Griffin', chineseName: '修道院狮鹫', chineseNameTraditional: '修道院獅鷲' } },
      // No Chinese printing of Mountain in the data: the screens show its Oracle name.
      { count: 56, name: 'Mountain', card: { name: 'Mountain', chineseName: null, chineseNameTraditional: null } },
    ]);
  });

  it('a Commander event: commanders kept apart; colour identity refused', async () => {
    const { id: eventId } = await event({ constructedFormat: 'commander' });
    const edh = await player(eventId, 'Commander Player');
    const deck = ['Commander', '1 Krenko, Mob Boss', '', 'Deck', '1 Lightning Bolt', '98 Mountain'];
    await app.ok(SUBMIT_TEXT, { eventId, playerId: edh.id, text: deck.join('\n') }, edh.token);
    const list = (await app.ok(DECKLIST, { playerId: edh.id }, edh.token)).decklist;
    expect(list).toMatchObject({ commanders: ['Krenko, Mob Boss'], format: 'commander' });
    expect(list.main).toHaveLength(99);
    expect(list.text.split('\n').slice(0, 2)).toEqual(['Commander', '1 Krenko, Mob Boss']);
    const outside = await app.gql(SUBMIT_TEXT, { eventId, playerId: edh.id, text: [...deck.slice(0, 5), '1 Counterspell', '97 Mountain'].join('\n') }, edh.token);
    expect(problemsOf(outside).map((p) => [p.code, p.card, p.line])).toEqual([['OUTSIDE_COLOR_IDENTITY', 'Counterspell', 6]]);
  });

  it('submitDecklist (card names) checks legality too; a freeform event takes any card with MTR 6.1 sizes', async () => {
    const { id: eventId } = await event({ constructedFormat: 'modern' });
    const names = await player(eventId, 'Names Player');
    const main = [...Array(56).fill('Mountain'), ...Array(4).fill('Black Lotus')];
    const refused = await app.gql(SUBMIT, { eventId, playerId: names.id, main }, names.token);
    expect(errorCode(refused)).toBe('INVALID_DECKLIST');
    expect(problemsOf(refused)).toEqual([{ code: 'NOT_LEGAL', card: 'Black Lotus', line: null, message: 'Black Lotus is not legal in modern', suggestions: [] }]);
    await app.ok(SUBMIT, { eventId, playerId: names.id, main: [...Array(56).fill('mountain'), ...Array(4).fill('Lightning Bolt')], sideboard: ['Kor Firewalker'] }, names.token);
    expect((await app.ok(DECKLIST, { playerId: names.id }, names.token)).decklist).toMatchObject({ sideboard: ['Kor Firewalker'], format: 'modern' });

    const free = await event({});
    const anyCard = await player(free.id, 'Freeform Player');
    await app.ok(SUBMIT, { eventId: free.id, playerId: anyCard.id, main }, anyCard.token);
    const tooFew = await app.gql(SUBMIT, { eventId: free.id, playerId: anyCard.id, main: main.slice(0, 59) }, anyCard.token);
    expect(problemsOf(tooFew).map((p) => p.code)).toEqual(['MAIN_TOO_SMALL']);
    const empty = await app.gql(SUBMIT, { eventId: free.id, playerId: anyCard.id, main: [] }, anyCard.token);
    expect(errorCode(empty)).toBe('DECKLIST_EMPTY');
  });

  it('the decklist deadline: afterwards only staff may submit; players never for someone else', async () => {
    const { id: eventId } = await event({ constructedFormat: 'modern', decklistDeadline: '2099-01-01T10:00:00Z' });
    const late = await player(eventId, 'Late Player');
    const other = await player(eventId, 'Other Player');
    const forOther = await app.gql(SUBMIT_TEXT, { eventId, playerId: other.id, text: BURN.join('\n') }, late.token);
    expect(errorCode(forOther)).toBe('FORBIDDEN');
    await app.ok(SUBMIT_TEXT, { eventId, playerId: late.id, text: BURN.join('\n') }, late.token);
    const past = (await app.ok(UPDATE, { id: eventId, input: { decklistDeadline: '2020-01-01T10:00:00Z' } }, organizer)).updateEvent;
    expect(past.decklistDeadline).toBe('2020-01-01T10:00:00.000Z');
    const refused = await app.gql(SUBMIT_TEXT, { eventId, playerId: late.id, text: BURN.join('\n') }, late.token);
    expect(errorCode(refused)).toBe('DECKLIST_DEADLINE_PASSED');
    expect(refused.errors?.[0].message).toContain('2020-01-01T10:00:00.000Z');
    await app.ok(SUBMIT_TEXT, { eventId, playerId: late.id, text: BURN.join('\n').replace('20 Mountain', '19 Mountain\n1 Mountain') }, judge.token);
    const badDate = await app.gql(UPDATE, { id: eventId, input: { decklistDeadline: 'tomorrow' } }, organizer);
    expect(errorCode(badDate)).toBe('INVALID_EVENT_INPUT');
    expect(badDate.errors?.[0].extensions?.field).toBe('decklistDeadline');
  });

  it('digital events tell no such card (UNKNOWN_CARD) from a real card the engine cannot play (NOT_IN_ENGINE)', async () => {
    const { id: eventId } = await event({ format: 'LIMITED', digital: true });
    const seat = await player(eventId, 'Digital Player');
    const deck = [...Object.values(SAMPLE_DECKS)[0]];
    expect(deck).toHaveLength(40);
    const text = [...deck.slice(0, 39), 'Black Lotus', 'Blak Lotos'].map((name) => `1 ${name}`).join('\n');
    const refused = await app.gql(SUBMIT_TEXT, { eventId, playerId: seat.id, text }, seat.token);
    expect(problemsOf(refused).map((p) => [p.code, p.card, p.line])).toEqual([
      ['NOT_IN_ENGINE', 'Black Lotus', 40],
      ['UNKNOWN_CARD', 'Blak Lotos', 41],
    ]);
    await app.ok(SUBMIT, { eventId, playerId: seat.id, main: deck }, seat.token);
  });

  it('published lists: public after the event is finished when the organizer publishes them', async () => {
    const { id: eventId } = await event({ constructedFormat: 'modern' });
    const alice = await player(eventId, 'Alice Published');
    const bob = await player(eventId, 'Bob Published');
    await app.ok(SUBMIT_TEXT, { eventId, playerId: alice.id, text: BURN.join('\n') }, alice.token);
    const early = await app.gql(PUBLISHED, { eventId });
    expect(errorCode(early)).toBe('DECKLISTS_NOT_PUBLISHED');
    await app.ok(GQL.start, { eventId }, organizer);
    await app.ok(`mutation ($eventId: ID!) { finishEvent(eventId: $eventId) { id } }`, { eventId }, organizer);
    expect(errorCode(await app.gql(PUBLISHED, { eventId }))).toBe('DECKLISTS_NOT_PUBLISHED');
    const hidden = (await app.ok(PLAYERS, { id: eventId }, bob.token)).event.players.find((p: { id: string }) => p.id === alice.id);
    expect(hidden.decklist).toBeNull();
    await app.ok(UPDATE, { id: eventId, input: { decklistsPublished: true } }, organizer);
    const lists = (await app.ok(PUBLISHED, { eventId })).publishedDecklists;
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ playerId: alice.id, playerName: 'Alice Published', decklist: { format: 'modern' } });
    expect(lists[0].decklist.cards[0]).toEqual({ section: 'main', count: 4, name: 'Lightning Bolt' });
    const visible = (await app.ok(PLAYERS, { id: eventId })).event.players.find((p: { id: string }) => p.id === alice.id);
    expect(visible.decklist.main).toHaveLength(60);
  });
});
