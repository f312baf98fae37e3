/** A card as the card database gives it: what the compiler reads (one face, Oracle text). */
export interface OracleCard {
  name: string;
  /** "normal" for single-faced cards (MTGJSON layout). */
  layout: string;
  manaCost?: string;
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** Oracle text, "" for none. */
  text: string;
}

/** Why a card does not compile: a short reason and, when a line of its text is at fault, that line. */
export interface CompileFailure {
  ok: false;
  reason: string;
  line?: string;
}
