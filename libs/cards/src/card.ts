/** The five colours in WUBRG order (CR 105.1). */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
/** A colour letter. */
export type Color = (typeof COLORS)[number];

/** A card's status in one format; a format missing from `legalities` means "not legal". */
export const LEGALITY_STATUSES = ['Legal', 'Banned', 'Restricted'] as const;
/** "Legal", "Banned" or "Restricted" (MTGJSON's spelling). */
export type LegalityStatus = (typeof LEGALITY_STATUSES)[number];

/** A card's Chinese printed name, type line and text (MTGJSON `foreignData`), where printed. */
export interface ForeignFace {
  readonly name: string;
  readonly type?: string;
  readonly text?: string;
}

/** Chinese Simplified and Traditional wording of one face. */
export interface ChineseFace {
  readonly simplified?: ForeignFace;
  readonly traditional?: ForeignFace;
}

/** Commander eligibility as MTGJSON reports it (`leadershipSkills`). */
export interface LeadershipSkills {
  readonly commander: boolean;
  readonly brawl: boolean;
  readonly oathbreaker: boolean;
}

/**
 * How a card pairs with a second commander (CR 702.124, 903.3c): `partner` (any other
 * partner), `partnerWith` (only the named card), `friendsForever` (any other friends forever),
 * `chooseBackground` (a Background enchantment), `background` (is a Background).
 */
export type PartnerRule =
  | { readonly kind: 'partner' }
  | { readonly kind: 'partnerWith'; readonly name: string }
  | { readonly kind: 'friendsForever' }
  | { readonly kind: 'chooseBackground' }
  | { readonly kind: 'background' };

/** One face of a card: the whole card for single-faced cards. */
export interface CardFace {
  /** The face's name ("Fire" of "Fire // Ice"); the card's name for single-faced cards. */
  readonly name: string;
  /** MTGJSON `side` ("a", "b", …) of multi-faced cards. */
  readonly side?: string;
  readonly manaCost?: string;
  /** The face's own mana value (MTGJSON `faceManaValue`, else `manaValue`). */
  readonly manaValue: number;
  /** The type line, e.g. "Legendary Creature — Human Wizard". */
  readonly type: string;
  readonly supertypes: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Oracle text ("" for none). */
  readonly text: string;
  readonly colors: readonly Color[];
  readonly colorIndicator?: readonly Color[];
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  /** Vanguard modifiers. */
  readonly hand?: string;
  readonly life?: string;
  readonly keywords: readonly string[];
  readonly chinese?: ChineseFace;
}

/** A card of the database, built from MTGJSON data. Plain, frozen, JSON-serialisable data. */
export interface Card {
  /** The Oracle name; "A // B" for split, adventure, flip and double-faced cards. */
  readonly name: string;
  /** MTGJSON layout: normal, split, flip, transform, modal_dfc, adventure, meld, aftermath, … */
  readonly layout: string;
  /** One entry per face, front first. */
  readonly faces: readonly CardFace[];
  /** The faces' mana costs joined by " // " (faces without a cost left out). */
  readonly manaCost?: string;
  /** The card's mana value (CR 202.3; a split card's is the sum of its halves, CR 709.4). */
  readonly manaValue: number;
  /** The faces' type lines joined by " // ". */
  readonly type: string;
  /** The faces' Oracle texts joined by "\n//\n". */
  readonly text: string;
  /** Colours outside the stack: a split card's are both halves' (CR 709.4), others the front's. */
  readonly colors: readonly Color[];
  /** CR 903.4. */
  readonly colorIdentity: readonly Color[];
  /** Every face's keywords, once each. */
  readonly keywords: readonly string[];
  /** Format name → status; formats missing are "not legal". */
  readonly legalities: Readonly<Record<string, LegalityStatus>>;
  /** Set codes the card was printed in (see `CardDatabase.set` for names and dates). */
  readonly printings: readonly string[];
  readonly leadershipSkills?: LeadershipSkills;
  /** Can be a Commander deck's commander (CR 903.3): `leadershipSkills.commander`, else derived from the front face. */
  readonly canBeCommander: boolean;
  /** How it pairs with a second commander, if it can. */
  readonly partner?: PartnerRule;
  /** On the Reserved List. */
  readonly isReserved: boolean;
  /** An Un-set or other acorn card. */
  readonly isFunny: boolean;
  /** The Chinese name of the whole card (Simplified and Traditional), where printed. */
  readonly chineseName?: { readonly simplified?: string; readonly traditional?: string };
}

/** A set, from SetList.json or the sets of AllPrintings / a set file. */
export interface CardSet {
  readonly code: string;
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly releaseDate: string;
  /** MTGJSON set type: core, expansion, masters, promo, … */
  readonly type: string;
  readonly block?: string;
}
