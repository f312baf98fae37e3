/** What a card's "Restricted" status means in a format. */
export type RestrictedMeaning =
  /** At most one copy (vintage, oldschool: MTR 6.4). */
  | 'oneCopy'
  /** Only as the commander, never in the deck (Pauper Commander: uncommon creatures). */
  | 'commanderOnly'
  /** Anywhere but as the commander (Duel Commander's list of cards banned as commander). */
  | 'notCommander';

/** Which cards may be a commander in a commander format. */
export type CommanderEligibility = 'commander' | 'brawl' | 'oathbreaker' | 'pauperCommander';

/** How a format builds decks. */
export interface FormatRules {
  /** Minimum main deck (with the commanders in commander formats). */
  readonly minimumDeck: number;
  /** Exact deck size (commander formats, Gladiator): main deck and commanders together. */
  readonly exactDeck?: number;
  /** Largest sideboard; `null` for none (Limited: every unused card is sideboard, MTR 7.1). */
  readonly maximumSideboard: number | null;
  /** Copies of a card by English name, main deck and sideboard together; `null`: no limit. */
  readonly copyLimit: number | null;
  /** The deck has commanders (CR 903). */
  readonly commander?: CommanderEligibility;
  /** Commander formats: each player's starting life in a two-player game (CR 903.7: 40; the duel formats' own). */
  readonly startingLife?: number;
  /** Checked against the card database's legality list for this format (not Limited, not Extended). */
  readonly legalityList: boolean;
  readonly restricted: RestrictedMeaning;
}

/** MTR 6.1: 60-card minimum, 15-card sideboard, 4 copies. */
const CONSTRUCTED: FormatRules = { minimumDeck: 60, maximumSideboard: 15, copyLimit: 4, legalityList: true, restricted: 'oneCopy' };
/** CR 903.5: exactly 100 cards with the commander, singleton, no sideboard. */
const COMMANDER: FormatRules = { minimumDeck: 100, exactDeck: 100, maximumSideboard: 0, copyLimit: 1, commander: 'commander', startingLife: 40, legalityList: true, restricted: 'oneCopy' };

/** The formats whose construction differs from MTR Constructed; any other format name of the data is Constructed. */
export const FORMAT_RULES: Readonly<Record<string, FormatRules>> = {
  // MTR 7.1; seed rules 100.3: 40 cards, no copy limit, no legality list.
  limited: { minimumDeck: 40, maximumSideboard: null, copyLimit: null, legalityList: false, restricted: 'oneCopy' },
  // MTR 6.1 construction with any card: an event that chose no Constructed format.
  freeform: { ...CONSTRUCTED, legalityList: false },
  // Floor Rules 126 (seed): Constructed, with the card pool computed at a date.
  extended: { ...CONSTRUCTED, legalityList: false },
  commander: COMMANDER,
  // Duel Commander, Oathbreaker: 20 life; two-player Brawl: 25.
  duel: { ...COMMANDER, startingLife: 20, restricted: 'notCommander' },
  paupercommander: { ...COMMANDER, commander: 'pauperCommander', restricted: 'commanderOnly' },
  predh: COMMANDER,
  historicbrawl: { ...COMMANDER, commander: 'brawl', startingLife: 25 },
  brawl: { ...COMMANDER, minimumDeck: 60, exactDeck: 60, commander: 'brawl', startingLife: 25 },
  standardbrawl: { ...COMMANDER, minimumDeck: 60, exactDeck: 60, commander: 'brawl', startingLife: 25 },
  oathbreaker: { ...COMMANDER, minimumDeck: 60, exactDeck: 60, commander: 'oathbreaker', startingLife: 20 },
  gladiator: { minimumDeck: 100, exactDeck: 100, maximumSideboard: 0, copyLimit: 1, legalityList: true, restricted: 'oneCopy' },
};

/** The construction rules of a format (MTGJSON's name, or `limited`, or `extended`). */
export function formatRules(format: string): FormatRules {
  return FORMAT_RULES[format] ?? CONSTRUCTED;
}

/** How a two-player game of a commander format starts; null for a format without commanders. */
export interface CommanderGame {
  /** Each player's starting life. */
  readonly startingLife: number;
  /** The main deck without its one or two commanders, at its smallest (a partner pair leaves one fewer). */
  readonly minimumMainDeck: number;
}

/** The starting life and smallest main deck of a commander format's games (CR 903.7), or null when the format has no commanders. */
export function commanderGameOf(format: string): CommanderGame | null {
  const rules = formatRules(format);
  if (!rules.commander) return null;
  return { startingLife: rules.startingLife ?? 40, minimumMainDeck: (rules.exactDeck ?? rules.minimumDeck) - 2 };
}
