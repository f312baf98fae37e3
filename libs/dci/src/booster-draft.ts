import { DciFailure, fail } from './dci-error';

/** A card as the draft sees it: an id unique in the draft, and what a drafter (or bot) reads. */
export interface DraftCard {
  readonly id: string;
  readonly name: string;
  /** The collector number in its set. */
  readonly number: string;
  readonly rarity: string;
  readonly colors: readonly string[];
  readonly foil: boolean;
  /** Plains, Island, Swamp, Mountain or Forest. */
  readonly basicLand: boolean;
}

/** Packs are passed left, right, left (MTR 7.7). Seat n's left neighbour is seat n + 1. */
export const DRAFT_PASS_DIRECTIONS = ['left', 'right', 'left'] as const;
export type DraftPassDirection = (typeof DRAFT_PASS_DIRECTIONS)[number];

/** Who made a pick: the drafter, the timer's default pick, or the rule that the last card of a pack goes to whoever it is passed to. */
export const DRAFT_PICK_SOURCES = ['drafter', 'timeout', 'lastCard'] as const;
export type DraftPickSource = (typeof DRAFT_PICK_SOURCES)[number];

/** One line of the draft log. */
export interface DraftPick {
  readonly seat: number;
  /** 1 to 3. */
  readonly pack: number;
  /** 1 to the pack's size. */
  readonly pick: number;
  readonly cardId: string;
  readonly source: DraftPickSource;
}

/** A booster in a seat's queue; `opener` is the seat that opened it. */
interface QueuedPack {
  readonly opener: number;
  readonly cards: readonly DraftCard[];
}

/** The whole draft, as stored: JSON, no functions. Only `draftView` may be shown to a drafter. */
export interface DraftState {
  readonly seats: number;
  /** 0 to 2 while drafting; 3 when finished. */
  readonly round: number;
  /** Unopened packs: [seat][round]. */
  readonly unopened: readonly (readonly (readonly DraftCard[])[])[];
  /** Packs waiting for each seat, the first one in hand. */
  readonly queues: readonly (readonly QueuedPack[])[];
  readonly picks: readonly (readonly DraftCard[])[];
  readonly log: readonly DraftPick[];
}

/** What one drafter may see (MTR 7.7: not others' picks nor others' packs). */
export interface DraftView {
  readonly seat: number;
  readonly finished: boolean;
  /** 1 to 3 (3 once finished). */
  readonly pack: number;
  /** The pick being made in the pack in hand, or null when no pack is in hand. */
  readonly pick: number | null;
  readonly passDirection: DraftPassDirection;
  readonly inHand: readonly DraftCard[] | null;
  /** Packs passed to this seat behind the one in hand. */
  readonly waiting: number;
  readonly picks: readonly DraftCard[];
  readonly pickSeconds: number | null;
}

export const DRAFT_ROUNDS = DRAFT_PASS_DIRECTIONS.length;

/** Seconds to pick by cards left in the pack (MTR 7.7); one card left is taken at once. */
const PICK_SECONDS_BY_CARDS_LEFT: Readonly<Record<number, number>> = { 15: 40, 14: 40, 13: 35, 12: 30, 11: 25, 10: 25, 9: 20, 8: 20, 7: 15, 6: 10, 5: 10, 4: 5, 3: 5, 2: 5, 1: 0 };

/** Review time after the first and second packs, in seconds (MTR 7.7). */
export const DRAFT_REVIEW_SECONDS: readonly number[] = [60, 90];

/** Seconds a drafter has for a pick from a pack of `cardsLeft` cards (MTR 7.7); packs above 15 cards get 40 + 5 per extra card. */
export function draftPickSeconds(cardsLeft: number): number {
  if (cardsLeft > 15) return 40 + 5 * (cardsLeft - 15);
  return PICK_SECONDS_BY_CARDS_LEFT[cardsLeft] ?? 0;
}

/** Non-foil basic lands leave the pack before drafting (MTR 7.7); foil ones are drafted. */
function draftable(pack: readonly DraftCard[]): DraftCard[] {
  return pack.filter((card) => !(card.basicLand && !card.foil));
}

function neighbour(state: Pick<DraftState, 'seats'>, seat: number, round: number): number {
  const step = DRAFT_PASS_DIRECTIONS[round] === 'left' ? 1 : -1;
  return (seat + step + state.seats) % state.seats;
}

function openRound(state: DraftState): DraftState {
  if (state.round >= DRAFT_ROUNDS) return state;
  const queues = state.unopened.map((packs, seat) => [{ opener: seat, cards: draftable(packs[state.round]) }].filter((pack) => pack.cards.length > 0));
  const opened = { ...state, queues };
  return queues.every((queue) => queue.length === 0) ? openRound({ ...opened, round: state.round + 1 }) : opened;
}

/**
 * Seats a booster draft: `packs[seat]` are that seat's three boosters (2 to 8 seats, MTR 7.7
 * pods of up to 8). Non-foil basic lands are taken out as each pack is opened.
 */
export function startDraft(packs: readonly (readonly (readonly DraftCard[])[])[]): DraftState | DciFailure {
  if (packs.length < 2 || packs.length > 8) return fail('INVALID_DRAFT', `a draft pod has 2 to 8 seats, got ${packs.length}`);
  if (packs.some((seatPacks) => seatPacks.length !== DRAFT_ROUNDS)) return fail('INVALID_DRAFT', `every seat opens ${DRAFT_ROUNDS} packs`);
  const ids = packs.flat(2).map((card) => card.id);
  if (new Set(ids).size !== ids.length) return fail('INVALID_DRAFT', 'card ids must be unique in the draft');
  return openRound({ seats: packs.length, round: 0, unopened: packs, queues: packs.map(() => []), picks: packs.map(() => []), log: [] });
}

/** True once every pack of the three rounds is drafted. */
export function isDraftFinished(state: DraftState): boolean {
  return state.round >= DRAFT_ROUNDS;
}

/** Seats holding a pack, who must pick now. */
export function seatsToPick(state: DraftState): number[] {
  return state.queues.flatMap((queue, seat) => (queue.length > 0 ? [seat] : []));
}

function pickNumber(state: DraftState, pack: QueuedPack): number {
  const opened = state.unopened[pack.opener][state.round];
  return draftable(opened).length - pack.cards.length + 1;
}

/**
 * Takes a card from the pack in the seat's hand and passes the rest to its neighbour; a single
 * card left goes straight into the neighbour's picks. When the round's packs are empty the
 * next packs are opened. Refused (coded) when the seat holds no pack or the card is not in it.
 */
export function pickCard(state: DraftState, seat: number, cardId: string, source: Exclude<DraftPickSource, 'lastCard'> = 'drafter'): DraftState | DciFailure {
  if (isDraftFinished(state)) return fail('DRAFT_FINISHED', 'the draft is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return fail('INVALID_DRAFT_SEAT', `no seat ${seat} in a pod of ${state.seats}`);
  const [inHand, ...rest] = state.queues[seat];
  if (!inHand) return fail('NO_PACK_IN_HAND', `seat ${seat} has no pack to pick from: wait for the pack passed to it`);
  const card = inHand.cards.find((candidate) => candidate.id === cardId);
  if (!card) return fail('CARD_NOT_IN_PACK', `card ${cardId} is not in the pack seat ${seat} holds`);
  const round = state.round;
  const log: DraftPick[] = [...state.log, { seat, pack: round + 1, pick: pickNumber(state, inHand), cardId, source }];
  const picks = state.picks.map((cards, s) => (s === seat ? [...cards, card] : cards));
  const queues = state.queues.map((queue, s) => (s === seat ? rest : queue));
  const remaining = inHand.cards.filter((candidate) => candidate.id !== cardId);
  const next = neighbour(state, seat, round);
  if (remaining.length === 1) {
    picks[next] = [...picks[next], remaining[0]];
    log.push({ seat: next, pack: round + 1, pick: pickNumber(state, { ...inHand, cards: remaining }), cardId: remaining[0].id, source: 'lastCard' });
  } else if (remaining.length > 1) {
    queues[next] = [...queues[next], { opener: inHand.opener, cards: remaining }];
  }
  const after: DraftState = { ...state, queues, picks, log };
  return queues.every((queue) => queue.length === 0) ? openRound({ ...after, round: round + 1 }) : after;
}

/** One drafter's view: the pack in hand, how many wait behind it, their own picks, the pick time. */
export function draftView(state: DraftState, seat: number): DraftView {
  const finished = isDraftFinished(state);
  const inHand = finished ? undefined : state.queues[seat][0];
  return {
    seat,
    finished,
    pack: Math.min(state.round + 1, DRAFT_ROUNDS),
    pick: inHand ? pickNumber(state, inHand) : null,
    passDirection: DRAFT_PASS_DIRECTIONS[Math.min(state.round, DRAFT_ROUNDS - 1)],
    inHand: inHand ? inHand.cards : null,
    waiting: finished ? 0 : Math.max(0, state.queues[seat].length - 1),
    picks: state.picks[seat],
    pickSeconds: inHand ? draftPickSeconds(inHand.cards.length) : null,
  };
}

const RARITY_VALUE: Readonly<Record<string, number>> = { mythic: 4, rare: 3, uncommon: 2, common: 1 };
/** Picks after which a bot sticks to its two main colours. */
const BOT_COMMIT_AFTER = 5;

/**
 * The card a bot takes, and the default pick when a drafter's time runs out: the rarest card,
 * favouring the two colours it has drafted most once it has a few picks, colourless cards as
 * playable by anyone; ties go to the first card of the pack.
 */
export function botPick(inHand: readonly DraftCard[], picks: readonly DraftCard[]): string {
  const colourCounts = new Map<string, number>();
  for (const card of picks) for (const colour of card.colors) colourCounts.set(colour, (colourCounts.get(colour) ?? 0) + 1);
  const mainColours = [...colourCounts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([colour]) => colour);
  const committed = picks.length >= BOT_COMMIT_AFTER;
  const score = (card: DraftCard): number => {
    const base = (RARITY_VALUE[card.rarity] ?? 1) - (card.basicLand ? 2 : 0);
    if (!committed) return base;
    if (card.colors.length === 0) return base + 0.5;
    const inColours = card.colors.every((colour) => mainColours.includes(colour));
    return base + (inColours ? 1.5 : -1);
  };
  let best = inHand[0];
  for (const card of inHand) if (score(card) > score(best)) best = card;
  return best.id;
}
