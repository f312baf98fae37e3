/** The fields of MTGJSON 5 card objects the importer reads (AtomicCards, AllPrintings and set files alike). */
export interface MtgjsonCard {
  name: string;
  faceName?: string;
  side?: string;
  layout?: string;
  manaCost?: string;
  manaValue?: number;
  convertedManaCost?: number;
  faceManaValue?: number;
  faceConvertedManaCost?: number;
  colors?: string[];
  colorIdentity?: string[];
  colorIndicator?: string[];
  type?: string;
  types?: string[];
  supertypes?: string[];
  subtypes?: string[];
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  hand?: string;
  life?: string;
  keywords?: string[];
  legalities?: Record<string, string>;
  printings?: string[];
  leadershipSkills?: { commander?: boolean; brawl?: boolean; oathbreaker?: boolean };
  isReserved?: boolean;
  isFunny?: boolean;
  foreignData?: { language?: string; name?: string; text?: string; type?: string; faceName?: string }[];
}

/** A set object of AllPrintings.json or of a per-set file. */
export interface MtgjsonSet {
  code: string;
  name?: string;
  releaseDate?: string;
  type?: string;
  block?: string;
  cards?: MtgjsonCard[];
}

/** The `meta` object every MTGJSON file carries. */
export interface MtgjsonMeta {
  date?: string;
  version?: string;
}
