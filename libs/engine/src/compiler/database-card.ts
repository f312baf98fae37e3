import { OracleCard } from './oracle-card';

/** The fields of a card database's card (libs/cards `Card`) that the compiler reads, typed here so the engine imports no other library. */
export interface DatabaseCardLike {
  readonly name: string;
  readonly layout: string;
  readonly faces: readonly {
    readonly manaCost?: string;
    readonly supertypes: readonly string[];
    readonly types: readonly string[];
    readonly subtypes: readonly string[];
    readonly power?: string;
    readonly toughness?: string;
    readonly loyalty?: string;
    readonly text: string;
  }[];
}

/** The compiler's view of a database card: its front face under the card's Oracle name. */
export function oracleCardOf(card: DatabaseCardLike): OracleCard {
  const face = card.faces[0];
  return {
    name: card.name,
    layout: card.layout,
    manaCost: face.manaCost,
    supertypes: face.supertypes,
    types: face.types,
    subtypes: face.subtypes,
    power: face.power,
    toughness: face.toughness,
    loyalty: face.loyalty,
    text: face.text,
  };
}
