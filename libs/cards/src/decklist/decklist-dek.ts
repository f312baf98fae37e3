import { Decklist, DecklistEntry, DecklistParseError } from './decklist';
import { MAX_COPIES_PER_LINE } from './decklist-text';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return ENTITIES[entity] ?? whole;
  });
}

function encodeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** True when the text looks like an MTGO `.dek` file (XML with a `<Deck>` element). */
export function isDekXml(text: string): boolean {
  return /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<Deck[\s>]/.test(text.replace(/^\uFEFF/, ''));
}

/**
 * Reads an MTGO `.dek` file: one `<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>`
 * per card (attributes in any order, XML entities decoded). Line numbers are those of the elements.
 */
export function parseDekXml(text: string): { decklist: Decklist; errors: DecklistParseError[] } {
  const entries: DecklistEntry[] = [];
  const errors: DecklistParseError[] = [];
  const lineStarts: number[] = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  for (const match of text.matchAll(/<Cards\b([^>]*?)\/?>/g)) {
    const line = lineOf(match.index ?? 0);
    const attributes = new Map<string, string>();
    for (const attribute of match[1].matchAll(/([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attributes.set(attribute[1].toLowerCase(), decodeXml(attribute[2] ?? attribute[3]));
    }
    const name = attributes.get('name')?.trim();
    const quantity = attributes.get('quantity')?.trim();
    if (!name) {
      errors.push({ code: 'PARSE_ERROR', line, message: `line ${line}: a <Cards> element without a Name` });
      continue;
    }
    const count = Number(quantity);
    if (!quantity || !/^\d+$/.test(quantity) || count < 1 || count > MAX_COPIES_PER_LINE) {
      errors.push({ code: 'PARSE_ERROR', line, message: `line ${line}: Quantity of ${name} must be a whole number from 1 to ${MAX_COPIES_PER_LINE}, got "${quantity ?? ''}"` });
      continue;
    }
    const sideboard = attributes.get('sideboard')?.toLowerCase() === 'true';
    entries.push({ section: sideboard ? 'sideboard' : 'main', count, name, line });
  }
  if (entries.length === 0 && errors.length === 0 && !/<Deck[\s>][\s\S]*<\/Deck>|<Deck[^>]*\/>/.test(text)) {
    errors.push({ code: 'PARSE_ERROR', line: 1, message: 'line 1: not a .dek file (no <Deck> element)' });
  }
  return { decklist: { entries }, errors };
}

/** An MTGO `.dek` file; a commander and a companion go to the sideboard, as MTGO keeps them. */
export function writeDekXml(decklist: Decklist): string {
  const sideboardNames = new Set(decklist.entries.filter((e) => e.section === 'sideboard').map((e) => e.name));
  const cards = decklist.entries
    .filter((e) => !(e.section === 'companion' && sideboardNames.has(e.name)))
    .map((e) => `  <Cards Quantity="${e.count}" Sideboard="${e.section === 'main' ? 'false' : 'true'}" Name="${encodeXml(e.name)}" />`);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
    ...cards,
    '</Deck>',
    '',
  ].join('\n');
}
