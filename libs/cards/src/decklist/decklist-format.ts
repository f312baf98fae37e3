import { Decklist, DecklistTextFormat, ParsedDecklist } from './decklist';
import { isDekXml, parseDekXml, writeDekXml } from './decklist-dek';
import { parseDecklistText, writeArenaText, writeMtgoText } from './decklist-text';

/**
 * Reads a decklist in any of the three formats, recognising which: `.dek` XML, an Arena export
 * (sections or set codes), else MTGO/plain text. Lines it cannot read are `errors` (with their
 * 1-based line); the rest is read.
 */
export function parseDecklist(text: string): ParsedDecklist {
  if (isDekXml(text)) return { format: 'dek', ...parseDekXml(text) };
  const { decklist, errors, arena } = parseDecklistText(text);
  return { format: arena ? 'arena' : 'mtgo', decklist, errors };
}

/** Writes a decklist in one of the three formats. */
export function writeDecklist(decklist: Decklist, format: DecklistTextFormat): string {
  const writers: Record<DecklistTextFormat, (d: Decklist) => string> = { mtgo: writeMtgoText, arena: writeArenaText, dek: writeDekXml };
  return writers[format](decklist);
}
