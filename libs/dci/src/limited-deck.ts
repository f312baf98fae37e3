/** The basic lands a Limited player may add in any number (MTR 7.1). */
export const LIMITED_BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
/** One of {@link LIMITED_BASIC_LANDS}. */
export type BasicLandName = (typeof LIMITED_BASIC_LANDS)[number];

/** A Limited main deck needs at least this many cards (MTR 7.1). */
export const LIMITED_MINIMUM_DECK = 40;
/** Basic lands of one name a deck may ask for: far above any deck, low enough to refuse nonsense. */
export const MAX_BASICS_OF_A_KIND = 60;
/** The lands a bot plays in a 40-card deck (the usual 17). */
export const BOT_LAND_COUNT = 17;

/** A card of a Limited pool as deck building sees it. */
export interface LimitedPoolCard {
  readonly id: string;
  readonly name: string;
  readonly rarity: string;
  readonly colors: readonly string[];
}

/** A Limited deck: pool cards by id (each at most once) and basic lands added by count. */
export interface LimitedDeck {
  readonly cardIds: readonly string[];
  readonly basics: Readonly<Partial<Record<string, number>>>;
}

/** Why a Limited deck is refused. */
export const LIMITED_DECK_PROBLEMS = ['CARD_NOT_IN_POOL', 'CARD_LISTED_TWICE', 'NOT_A_BASIC_LAND', 'INVALID_BASIC_LAND_COUNT', 'CARD_NOT_PLAYABLE', 'DECK_TOO_SMALL'] as const;
/** One of {@link LIMITED_DECK_PROBLEMS}. */
export type LimitedDeckProblemCode = (typeof LIMITED_DECK_PROBLEMS)[number];

/** One reason a deck is refused, naming the card at fault when there is one. */
export interface LimitedDeckProblem {
  readonly code: LimitedDeckProblemCode;
  readonly message: string;
  readonly card?: string;
}

/** A checked deck as card names (one entry per copy): the main deck and the rest of the pool as sideboard (MTR 7.1). */
export interface LimitedDeckList {
  readonly main: string[];
  readonly sideboard: string[];
}

/** Options of {@link checkLimitedDeck}. */
export interface LimitedDeckCheckOptions {
  /** Cards that may be played (e.g. those a digital match can play); default every card. */
  readonly playable?: (name: string) => boolean;
}

function isBasicLandName(name: string): name is BasicLandName {
  return (LIMITED_BASIC_LANDS as readonly string[]).includes(name);
}

/**
 * Checks a Limited deck against its pool (MTR 7.1): only pool cards, each as often as the pool
 * has it, plus any number of basic lands, at least 40 cards; the pool's other cards are the
 * sideboard. Returns every problem, or the deck as card names.
 */
export function checkLimitedDeck(pool: readonly LimitedPoolCard[], deck: LimitedDeck, options: LimitedDeckCheckOptions = {}): { problems: LimitedDeckProblem[] } | LimitedDeckList {
  const problems: LimitedDeckProblem[] = [];
  const byId = new Map(pool.map((card) => [card.id, card]));
  const chosen = new Set<string>();
  for (const id of deck.cardIds) {
    const card = byId.get(id);
    if (!card) problems.push({ code: 'CARD_NOT_IN_POOL', message: `Card ${id} is not in your pool`, card: id });
    else if (chosen.has(id)) problems.push({ code: 'CARD_LISTED_TWICE', message: `${card.name} (${id}) is listed twice: your pool has that copy once`, card: card.name });
    else chosen.add(id);
  }
  let basics = 0;
  const basicNames: string[] = [];
  for (const [name, count] of Object.entries(deck.basics)) {
    if (!isBasicLandName(name)) {
      problems.push({ code: 'NOT_A_BASIC_LAND', message: `${name} is not a basic land: only Plains, Island, Swamp, Mountain and Forest may be added`, card: name });
    } else if (count === undefined || !Number.isInteger(count) || count < 0 || count > MAX_BASICS_OF_A_KIND) {
      problems.push({ code: 'INVALID_BASIC_LAND_COUNT', message: `${count} ${name} is not a count from 0 to ${MAX_BASICS_OF_A_KIND}`, card: name });
    } else {
      basics += count;
      for (let i = 0; i < count; i++) basicNames.push(name);
    }
  }
  const main = [...chosen].map((id) => (byId.get(id) as LimitedPoolCard).name);
  const playable = options.playable;
  if (playable) {
    for (const name of new Set([...main, ...basicNames])) {
      if (!playable(name)) problems.push({ code: 'CARD_NOT_PLAYABLE', message: `${name} cannot be played in digital matches yet`, card: name });
    }
  }
  const size = main.length + basics;
  if (size < LIMITED_MINIMUM_DECK) problems.push({ code: 'DECK_TOO_SMALL', message: `The deck has ${size} cards: a Limited deck needs at least ${LIMITED_MINIMUM_DECK} (MTR 7.1)` });
  if (problems.length > 0) return { problems };
  return { main: [...main, ...basicNames], sideboard: pool.filter((card) => !chosen.has(card.id)).map((card) => card.name) };
}

const RARITY_VALUE: Readonly<Record<string, number>> = { mythic: 4, rare: 3, uncommon: 2, common: 1 };
const COLOUR_LAND: Readonly<Record<string, BasicLandName>> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const BOT_SPELLS = LIMITED_MINIMUM_DECK - BOT_LAND_COUNT;

/**
 * The deck a bot registers from its pool: its two best colours by the quality of their cards
 * (rarity, as the bot drafted), the best playable spells of those colours and colourless ones up
 * to 23, and basic lands to 40 (17 with a full set of spells) split by the colours' card counts.
 * Basic lands of the pool stay in the sideboard; ties go to the pool's order.
 */
export function botLimitedDeck(pool: readonly LimitedPoolCard[], playable: (name: string) => boolean = () => true): LimitedDeck {
  const spells = pool.filter((card) => !isBasicLandName(card.name) && playable(card.name));
  const score = (card: LimitedPoolCard) => RARITY_VALUE[card.rarity] ?? 1;
  const colourScore = new Map<string, number>();
  for (const card of spells) for (const colour of card.colors) colourScore.set(colour, (colourScore.get(colour) ?? 0) + score(card));
  const colours = [...colourScore.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([colour]) => colour);
  const castable = spells.filter((card) => card.colors.every((colour) => colours.includes(colour)));
  const chosen = castable
    .map((card, order) => ({ card, order }))
    .sort((a, b) => score(b.card) - score(a.card) || a.order - b.order)
    .slice(0, BOT_SPELLS)
    .map(({ card }) => card);
  const lands = LIMITED_MINIMUM_DECK - chosen.length;
  const perColour = colours.map((colour) => chosen.filter((card) => card.colors.includes(colour)).length);
  const total = perColour.reduce((sum, n) => sum + n, 0);
  const basics: Partial<Record<BasicLandName, number>> = {};
  if (colours.length === 0 || total === 0) {
    basics[colours.length > 0 ? COLOUR_LAND[colours[0]] : 'Plains'] = lands;
  } else {
    let given = 0;
    colours.forEach((colour, index) => {
      const count = index === colours.length - 1 ? lands - given : Math.round((lands * perColour[index]) / total);
      given += count;
      if (count > 0) basics[COLOUR_LAND[colour]] = count;
    });
  }
  return { cardIds: chosen.map((card) => card.id), basics };
}
