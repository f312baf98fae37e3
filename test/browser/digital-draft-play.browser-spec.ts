import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { GQL } from '../support/tournament-driver';
import { PoolCard, twoColourDeck } from '../support/limited-deck';
import { PHONE, WatchedPage, eventually, horizontalOverflow, launchChromium } from './support/browser-harness';
import { KnownAccount, ServedApp, createAccount, signInAndOpenEvent, startServedApp } from './support/served-app';

const CREATE = 'mutation ($input: CreateEventInput!) { createEvent(input: $input) { id joinCode } }';
const JOIN = 'mutation ($code: String!) { joinEvent(code: $code) { id name } }';
const REGISTER_BOT = 'mutation ($eventId: ID!, $name: String!) { registerPlayer(eventId: $eventId, name: $name, bot: true) { id } }';
const SET_UP = 'mutation ($eventId: ID!) { setUpDigitalLimited(eventId: $eventId, product: DRAFT, setCode: "10E") { product } }';
const START_DRAFT = 'mutation ($eventId: ID!) { startDigitalDraft(eventId: $eventId) { pod } }';
const MY_DRAFT = 'query ($eventId: ID!) { myDraft(eventId: $eventId) { finished inHand { id } } }';
const PICK = 'mutation ($eventId: ID!, $cardId: ID!) { draftPick(eventId: $eventId, cardId: $cardId) { finished } }';
const MY_POOL = 'query ($eventId: ID!) { myLimitedPool(eventId: $eventId) { cards { id name colors } } }';
const REGISTER_DECK = 'mutation ($eventId: ID!, $deck: LimitedDeckInput!) { registerLimitedDeck(eventId: $eventId, deck: $deck) { registered } }';
const PUBLISH = 'mutation ($roundId: ID!) { publishRound(roundId: $roundId) { id } }';

/** The brief's laptop: 1366 wide. */
const LAPTOP = { viewport: { width: 1366, height: 900 } };
const DOCS_SCREENSHOTS = join(__dirname, '..', '..', 'docs', 'screenshots');

/** A fixed event secret: the same packs, seats and shuffles on every run (the secret is what digital randomness derives from). */
const EVENT_SECRET = '5eed'.repeat(16);

async function docsScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(DOCS_SCREENSHOTS, `${name}.png`) });
}

async function signInOnPlayerPage(page: Page, account: KnownAccount): Promise<void> {
  await page.getByTestId('player-login-email').fill(account.email);
  await page.getByTestId('player-login-password').fill(account.password);
  await page.getByTestId('player-login-submit').click();
}

/** What one seat of the game client did, for the assertions. */
interface SeatLog {
  decisions: number;
  handCardsPlayed: number;
  kinds: Set<string>;
}

/**
 * One decision through the page, chosen among what the page offers without knowing the cards:
 * keep, play first, the first highlighted card in hand (then its first listed choice), attack with
 * the first creature offered, no blocks, otherwise pass or the first choice. False when there is
 * nothing to decide (waiting for the opponent, or a stale page between two views).
 */
async function decideOnce(page: Page, seat: SeatLog): Promise<boolean> {
  const panel = page.getByTestId('decision');
  if ((await panel.count()) === 0) return false;
  const kind = (await panel.getAttribute('data-kind', { timeout: 1_000 }).catch(() => null)) ?? '';
  const click = async (selector: string) => {
    const target = page.locator(selector).first();
    if ((await target.count()) === 0 || !(await target.isEnabled().catch(() => false))) return false;
    await target.click({ timeout: 2_000 });
    return true;
  };
  let done = false;
  try {
    if (kind === 'mulligan') done = await click('[data-testid="decision-option"][data-choice="keep"]');
    else if (kind === 'play-or-draw') done = await click('[data-testid="decision-option"][data-choice="play"]');
    else if (kind === 'attackers') {
      await click('[data-testid="game-player-me"] [data-testid="game-permanent"][data-clickable="true"]');
      done = await click('[data-testid="declare"]:enabled');
      if (!done) done = (await click('[data-testid="declaration-clear"]')) && (await click('[data-testid="declare"]'));
    } else if (kind === 'blockers') done = await click('[data-testid="declare"]');
    else if (kind === 'priority') {
      // A refused decision leaves the same options: pass instead of trying the same card again.
      const refused = (await page.getByTestId('game-error').count()) > 0;
      if (!refused && (await click('[data-testid="game-hand"] [data-clickable="true"]'))) {
        seat.handCardsPlayed += 1;
        await click('[data-testid="card-option"]');
        done = true;
      } else done = await click('[data-testid="decision-option"][data-do="pass"]');
    } else done = await click('[data-testid="decision-option"]');
  } catch {
    return false;
  }
  if (done) {
    seat.decisions += 1;
    seat.kinds.add(kind);
  }
  return done;
}

describe('a digital booster draft played in the browser: draft, build, play, concede, standings (laptop and phone)', () => {
  let served: ServedApp;
  let browser: Browser;
  let laptop: WatchedPage;
  let phone: WatchedPage;
  let staff: WatchedPage;

  beforeAll(async () => {
    [served, browser] = await Promise.all([startServedApp(), launchChromium()]);
    [laptop, phone, staff] = await Promise.all([WatchedPage.open(browser, LAPTOP), WatchedPage.open(browser, PHONE), WatchedPage.open(browser, LAPTOP)]);
    for (const watched of [laptop, phone]) watched.page.on('dialog', (dialog) => void dialog.accept());
  });

  afterAll(async () => {
    await laptop?.screenshot('digital-laptop-at-end').catch(() => undefined);
    await phone?.screenshot('digital-phone-at-end').catch(() => undefined);
    await staff?.screenshot('digital-staff-at-end').catch(() => undefined);
    await browser?.close();
    await served?.app.stop();
  });

  it('drafts 10E with bots, builds and registers a deck, plays game 1 by clicking, concedes, and sees the standings', async () => {
    const { app, baseUrl } = served;
    const organizer = await createAccount(app, 'Dana Digital');
    const ada = await createAccount(app, 'Ada Drafter');
    const bo = await createAccount(app, 'Bo Drafter');
    const created = (await app.ok(CREATE, { input: { name: 'Tenth Edition Draft', format: 'LIMITED', rel: 'REGULAR', swissRounds: 2, topCut: 0, gamesPerMatch: 1, digital: true } }, organizer.token)).createEvent;
    const eventId: string = created.id;
    await app.dataSource.query('INSERT INTO digital_event_secrets (event_id, secret) VALUES ($1, $2)', [eventId, EVENT_SECRET]);
    const adaId: string = (await app.ok(JOIN, { code: created.joinCode }, ada.token)).joinEvent.id;
    const boId: string = (await app.ok(JOIN, { code: created.joinCode }, bo.token)).joinEvent.id;
    for (const name of ['Bot Alpha', 'Bot Beta']) await app.ok(REGISTER_BOT, { eventId, name }, organizer.token);
    await app.ok(SET_UP, { eventId }, organizer.token);
    // The organizer's laptop signs in now, to follow the games later.
    await signInAndOpenEvent(staff.page, served, organizer, 'Tenth Edition Draft');
    await app.ok(START_DRAFT, { eventId }, organizer.token);

    // Bo drafts by script (the first card of each pack) while Ada drafts on the laptop.
    const boDrafts = (async () => {
      for (let guard = 0; guard < 2_000; guard++) {
        const view = (await app.ok(MY_DRAFT, { eventId }, bo.token)).myDraft;
        if (view.finished) return;
        if (view.inHand) await app.ok(PICK, { eventId, cardId: view.inHand[0].id }, bo.token);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('Bo’s draft did not finish');
    })();

    const { page } = laptop;
    await page.goto(`${baseUrl}/play/${encodeURIComponent(eventId)}/digital`);
    await signInOnPlayerPage(page, ada);
    await page.getByTestId('digital-draft-link').click();
    await page.getByTestId('draft-page').waitFor();
    await expect(page.getByTestId('draft-status').textContent()).resolves.toMatch(/^Pack 1, pick 1 \(passing left\)/);
    await expect(page.getByTestId('draft-timer').textContent()).resolves.toMatch(/\d+:\d\d left/);
    await docsScreenshot(page, 'digital-draft-laptop');
    // Three packs: Ada clicks the first card of each pack she is shown. The
    // last picks of a pack have a few seconds (MTR 7.7), so on a busy machine the default pick may take one.
    let clicked = 0;
    for (let guard = 0; guard < 400 && (await page.getByTestId('draft-finished').count()) === 0; guard++) {
      const card = page.getByTestId('draft-card').first();
      if ((await card.count()) > 0 && (await card.isEnabled().catch(() => false))) {
        const before = await page.getByTestId('draft-picks').locator('li').count();
        if (await card.click({ timeout: 2_000 }).then(() => true, () => false)) {
          clicked += 1;
          await eventually(async () => expect(await page.getByTestId('draft-picks').locator('li').count()).toBeGreaterThan(before), 10_000).catch(() => undefined);
        }
      } else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(clicked).toBeGreaterThanOrEqual(25);
    await page.getByTestId('draft-finished').waitFor({ timeout: 30_000 });
    await boDrafts;
    const adaPool = (await app.ok(MY_POOL, { eventId }, ada.token)).myLimitedPool.cards as PoolCard[];
    // Three packs, a pick from each card of each: the pool is the picks.
    expect(adaPool.length % 3).toBe(0);
    expect(await page.getByTestId('draft-picks').locator('li').count()).toBe(adaPool.length);

    // Ada builds on the laptop: two colours of playable cards, basic lands to 40, registered.
    await page.getByTestId('draft-build-link').click();
    await page.getByTestId('deck-builder').waitFor();
    await eventually(async () => expect(await page.getByTestId('deck-sideboard').locator('[data-testid="deck-card"]').count()).toBe(adaPool.length));
    expect(await page.getByTestId('deck-size').textContent()).toBe('Main deck: 0 cards (at least 40)');
    expect(await page.getByTestId('deck-register').isDisabled()).toBe(true);
    const adaDeck = twoColourDeck(adaPool);
    for (const cardId of adaDeck.cardIds) await page.locator(`[data-testid="deck-sideboard"] [data-card-id="${cardId}"]`).click();
    for (const { name, count } of adaDeck.basics) for (let i = 0; i < count; i++) await page.getByTestId(`basic-${name}`).getByTestId('basic-plus').click();
    await expect(page.getByTestId('deck-size').textContent()).resolves.toBe('Main deck: 40 cards (at least 40)');
    await docsScreenshot(page, 'digital-deck-builder-laptop');
    await page.getByTestId('deck-register').click();
    await page.getByTestId('deck-registered').waitFor();
    const boPool = (await app.ok(MY_POOL, { eventId }, bo.token)).myLimitedPool.cards as PoolCard[];
    expect((await app.ok(REGISTER_DECK, { eventId, deck: twoColourDeck(boPool) }, bo.token)).registerLimitedDeck.registered).toBe(true);

    // Round 1 is paired in the engine.
    await app.ok(GQL.start, { eventId }, organizer.token);
    const round = (await app.ok(GQL.pair, { eventId }, organizer.token)).pairNextRound;
    if (!round.published) await app.ok(PUBLISH, { roundId: round.id }, organizer.token);
    const humansMatches = (round.matches as { id: string; players: { id: string }[] }[]).filter((m) => m.players.some((p) => p.id === adaId || p.id === boId));

    // Both humans open their games: Ada on the laptop, Bo on the phone.
    await page.goto(`${baseUrl}/play/${encodeURIComponent(eventId)}/digital`);
    await page.getByTestId('digital-game-link').click();
    await page.getByTestId('game-page').waitFor();
    await phone.page.goto(`${baseUrl}/play/${encodeURIComponent(eventId)}/digital`);
    await signInOnPlayerPage(phone.page, bo);
    await phone.page.getByTestId('digital-game-link').click();
    await phone.page.getByTestId('game-page').waitFor();

    const seats = new Map<WatchedPage, SeatLog>([
      [laptop, { decisions: 0, handCardsPlayed: 0, kinds: new Set() }],
      [phone, { decisions: 0, handCardsPlayed: 0, kinds: new Set() }],
    ]);
    // A seat has played enough after 25 decisions with a card played from hand (or when its match is over).
    const seatDone = async (watched: WatchedPage, seat: SeatLog) => (seat.decisions >= 25 && seat.handCardsPlayed >= 1) || (await watched.page.getByTestId('match-result').count()) > 0;
    let reloaded = false;
    const deadline = Date.now() + 240_000;
    for (;;) {
      let allDone = true;
      let any = false;
      for (const [watched, seat] of seats) {
        if (await seatDone(watched, seat)) continue;
        allDone = false;
        any = (await decideOnce(watched.page, seat)) || any;
      }
      if (allDone || Date.now() > deadline) break;
      // Resumable: a reload mid-game comes back to the same table, log included.
      if (!reloaded && seats.get(laptop)!.decisions >= 10) {
        const before = await page.getByTestId('game-log').locator('li').count();
        expect(before).toBeGreaterThan(0);
        await page.reload();
        await page.getByTestId('game-board').waitFor();
        expect(await page.getByTestId('game-log').locator('li').count()).toBeGreaterThanOrEqual(before);
        reloaded = true;
      }
      if (!any) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reloaded).toBe(true);
    for (const [watched, seat] of seats) {
      if ((await watched.page.getByTestId('match-result').count()) > 0) continue;
      expect(seat.kinds.has('mulligan')).toBe(true);
      expect(seat.kinds.has('priority')).toBe(true);
      expect(seat.handCardsPlayed).toBeGreaterThanOrEqual(1);
    }

    // Hidden information stays hidden: one hand on each player's screen, the opponent's as a count.
    for (const watched of [laptop, phone]) {
      await expect(watched.page.getByTestId('game-player-me').getByTestId('game-hand').count()).resolves.toBe(1);
      await expect(watched.page.getByTestId('game-player-opponent').getByTestId('game-hand').count()).resolves.toBe(0);
      await expect(watched.page.getByTestId('game-player-opponent').getByTestId('hand-count').textContent()).resolves.toMatch(/^Hand \d+$/);
      expect(await watched.page.getByTestId('game-player-me').getByTestId('game-permanent').count()).toBeGreaterThan(0);
      expect(await watched.page.getByTestId('game-log').locator('li').count()).toBeGreaterThan(3);
    }
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await docsScreenshot(page, 'digital-game-laptop');
    await docsScreenshot(phone.page, 'digital-game-phone');

    // Staff see the full view and the replay from the admin's Digital games tab, while the game goes on.
    await staff.page.getByRole('tab', { name: 'Digital games' }).click();
    await staff.page.getByTestId('digital-games').waitFor({ timeout: 60_000 });
    const adaMatch = humansMatches.find((m) => m.players.some((p) => p.id === adaId))!;
    const watchHref = await staff.page.locator(`[data-testid="digital-game-watch"][href*="${adaMatch.id}"]`).getAttribute('href');
    await staff.page.goto(`${baseUrl}${watchHref}`);
    await staff.page.locator('[data-testid="game-page"][data-you="staff"]').waitFor();
    await expect(staff.page.getByTestId('game-hand').count()).resolves.toBe(2);
    await expect(staff.page.getByTestId('concede-match').count()).resolves.toBe(0);
    await staff.page.getByTestId('game-replay-link').click();
    await staff.page.getByTestId('replay-page').waitFor();
    await eventually(async () => expect(await staff.page.getByTestId('replay-step').textContent()).toMatch(/^Step (\d+) of \1$/));
    await staff.page.getByTestId('replay-first').click();
    await eventually(async () => expect(await staff.page.getByTestId('replay-step').textContent()).toMatch(/^Step 0 of \d+$/));
    await expect(staff.page.getByTestId('replay-decision').textContent()).resolves.toContain('Opening hands.');
    await staff.page.getByTestId('replay-next').click();
    await eventually(async () => expect(await staff.page.getByTestId('replay-step').textContent()).toMatch(/^Step 1 of \d+$/));
    await expect(staff.page.getByTestId('replay-decision').textContent()).resolves.toMatch(/^Last decision: /);
    await docsScreenshot(staff.page, 'digital-replay-staff');

    // Each human concedes the match (Ada on the laptop, then Bo on the phone if Bo still plays a bot).
    for (const watched of [laptop, phone]) {
      if ((await watched.page.getByTestId('match-result').count()) > 0) continue;
      await watched.page.getByTestId('concede-match').click();
      await watched.page.getByTestId('match-result').waitFor();
    }
    await expect(page.getByTestId('match-result').textContent()).resolves.toMatch(/^Match won by /);

    // The standings after round 1 list both humans, who each lost.
    await page.getByTestId('match-result').getByRole('link').click();
    await eventually(async () => {
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('Ada Drafter');
      expect(text).toContain('Bo Drafter');
    }, 30_000);
    await phone.page.goto(`${baseUrl}/play/${encodeURIComponent(eventId)}/standings`);
    await eventually(async () => expect((await phone.page.locator('main').textContent()) ?? '').toContain('Bo Drafter'), 30_000);
    await docsScreenshot(phone.page, 'digital-standings-phone');

    for (const watched of [laptop, phone, staff]) expect(watched.unexpectedProblems()).toEqual([]);
  }, 900_000);
});
