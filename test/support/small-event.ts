import { TestApp } from './test-app';
import { GQL, PairedMatch, registerAccount } from './tournament-driver';

export interface SmallEvent {
  eventId: string;
  organizer: string;
  /** Player id → the token of the account playing as that player. */
  tokens: Map<string, string>;
  round: { id: string; matches: PairedMatch[] };
}

/** An event with `players` registered players (each with an account), started, round 1 paired. */
export async function startSmallEvent(app: TestApp, players: number, options: { pair?: boolean; publish?: boolean; swissRounds?: number } = {}): Promise<SmallEvent> {
  const organizer = (await app.user('Organizer')).token;
  const event = (await app.ok(GQL.createEvent, { input: { name: `Event of ${players}`, format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: options.swissRounds } }, organizer)).createEvent;
  const tokens = new Map<string, string>();
  for (let i = 1; i <= players; i += 1) {
    const user = await app.user(`Player ${i}`);
    const player = await registerAccount(app, organizer, user, { eventId: event.id, name: `Player ${i}` });
    tokens.set(player.id, user.token);
  }
  await app.ok(GQL.start, { eventId: event.id }, organizer);
  let round = { id: '', matches: [] as PairedMatch[] };
  if (options.pair !== false) {
    round = (
      await app.ok(
        `mutation ($eventId: ID!, $publish: Boolean) { pairNextRound(eventId: $eventId, publish: $publish) { id matches { id table bye status players { id name } } } }`,
        { eventId: event.id, publish: options.publish ?? true },
        organizer,
      )
    ).pairNextRound;
  }
  return { eventId: event.id, organizer, tokens, round };
}
