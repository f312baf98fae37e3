import { Card, CardFace, Color, COLORS, LeadershipSkills, LegalityStatus, PartnerRule } from './card';
import { chineseCardNames } from './card-database-data';

/** What a card is made of before its derived fields: what the importer reads and the snapshot stores. */
export interface CardFields {
  readonly name: string;
  readonly layout: string;
  readonly faces: readonly CardFace[];
  readonly manaValue: number;
  readonly colorIdentity: readonly Color[];
  readonly legalities: Readonly<Record<string, LegalityStatus>>;
  readonly printings: readonly string[];
  readonly leadershipSkills?: LeadershipSkills;
  readonly isReserved: boolean;
  readonly isFunny: boolean;
}

/** Layouts whose halves are both on the card at once, so its colours are both halves' (CR 709.4). */
const COMBINED_COLOR_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath']);

/** Sorts colour letters into WUBRG order, once each. */
export function sortColors(colors: Iterable<Color>): Color[] {
  const present = new Set(colors);
  return COLORS.filter((c) => present.has(c));
}

/** True for the five colour letters. */
export function isColor(value: unknown): value is Color {
  return typeof value === 'string' && (COLORS as readonly string[]).includes(value);
}

/** The face that is the card in a library, hand or command zone (side "a", or the only face). */
function frontFace(fields: CardFields): CardFace | undefined {
  const front = fields.faces[0];
  return front && (front.side === undefined || front.side === 'a') ? front : undefined;
}

/**
 * CR 903.3: a commander is a legendary creature card, or a card whose text allows it
 * ("can be your commander"); Grist-like cards are creature cards outside the battlefield.
 * A meld card's back face (no front side in the database) is never a card in a deck.
 */
export function deriveCanBeCommander(fields: CardFields): boolean {
  const front = frontFace(fields);
  if (!front || !front.supertypes.includes('Legendary')) return false;
  if (front.types.includes('Creature')) return true;
  return /\bcan be your commander\b/.test(front.text) || /isn't on the battlefield, it's an? [^.]*\bcreature\b/.test(front.text);
}

const PARTNER_WITH = /^Partner with ([^(\n]+?)\s*(?:\(|$)/m;

/** Partner (CR 702.124), "Partner with", "Friends forever", "Choose a Background" and Backgrounds, from the front face. */
export function derivePartnerRule(fields: CardFields): PartnerRule | undefined {
  const front = frontFace(fields);
  if (!front || !(/artner|riends forever|ackground/.test(front.text) || front.subtypes.includes('Background'))) return undefined;
  const keywords = front.keywords.map((k) => k.toLowerCase());
  const partnerWith = PARTNER_WITH.exec(front.text);
  if (partnerWith) return { kind: 'partnerWith', name: partnerWith[1] };
  if (keywords.includes('partner') || /^Partner(?: \(|$)/m.test(front.text)) return { kind: 'partner' };
  if (keywords.includes('friends forever') || /^Friends forever(?: \(|$)/m.test(front.text)) return { kind: 'friendsForever' };
  if (keywords.includes('choose a background') || /^Choose a Background(?: \(|$)/m.test(front.text)) return { kind: 'chooseBackground' };
  if (front.supertypes.includes('Legendary') && front.subtypes.includes('Background')) return { kind: 'background' };
  return undefined;
}

function joinFaces(values: (string | undefined)[], separator: string): string | undefined {
  const present = values.filter((v): v is string => v !== undefined && v !== '');
  return present.length ? present.join(separator) : undefined;
}

/**
 * Builds a Card from its fields, adding the combined and derived fields. Every card has the
 * same properties (absent ones undefined): one object shape, so 24,000 of them build fast.
 */
export function buildCard(fields: CardFields): Card {
  const faces = fields.faces;
  const single = faces.length === 1;
  const front = faces[0];
  return {
    name: fields.name,
    layout: fields.layout,
    faces,
    manaCost: single
      ? front.manaCost
      : joinFaces(
          faces.map((f) => f.manaCost),
          ' // ',
        ),
    manaValue: fields.manaValue,
    type: single ? front.type : faces.map((f) => f.type).join(' // '),
    text: single ? front.text : faces.map((f) => f.text).join('\n//\n'),
    colors: COMBINED_COLOR_LAYOUTS.has(fields.layout) ? sortColors(faces.flatMap((f) => f.colors)) : (front?.colors ?? []),
    colorIdentity: fields.colorIdentity,
    keywords: single ? front.keywords : [...new Set(faces.flatMap((f) => f.keywords))],
    legalities: fields.legalities,
    printings: fields.printings,
    leadershipSkills: fields.leadershipSkills,
    canBeCommander: deriveCanBeCommander(fields),
    partner: derivePartnerRule(fields),
    isReserved: fields.isReserved,
    isFunny: fields.isFunny,
    chineseName: chineseCardNames(faces),
  };
}
