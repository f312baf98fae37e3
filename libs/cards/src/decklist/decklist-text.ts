import { DeckSection, Decklist, DecklistEntry, DecklistParseError } from './decklist';

/** A line's count can be at most this: more is a typo, not a deck (250 Relentless Rats fit). */
export const MAX_COPIES_PER_LINE = 1000;

const HEADERS: Readonly<Record<string, DeckSection | 'about'>> = {
  commander: 'commander',
  commanders: 'commander',
  companion: 'companion',
  deck: 'main',
  main: 'main',
  maindeck: 'main',
  'main deck': 'main',
  mainboard: 'main',
  sideboard: 'sideboard',
  sb: 'sideboard',
  about: 'about',
};

/** "Sideboard", "Sideboard:", "SIDEBOARD (15)", "Deck" — a section header, or undefined. */
function headerOf(line: string): DeckSection | 'about' | undefined {
  const words = line
    .replace(/\(\d+\)\s*$/, '')
    .replace(/:\s*$/, '')
    .trim()
    .toLowerCase();
  return HEADERS[words];
}

/** `4 Lightning Bolt`, `4x Lightning Bolt`, `4 Lightning Bolt (M10) 146`, `SB: 2 Duress`, `Lightning Bolt`. */
const CARD_LINE = /^(?:(SB:)\s*)?(?:(\d+)\s*[xX]?\s+)?(.+?)(?:\s+\(([A-Za-z0-9]{2,8})\)(?:\s+([A-Za-z0-9★-]+))?)?(?:\s+\*[A-Z]\*)?\s*$/;

/**
 * Reads MTGO / plain text and Arena exports (one reader: Arena is plain text with sections and
 * set codes). The sideboard follows a `Sideboard` line (any case, optional colon) or, when the
 * list has no section headers, the first blank line after the main deck. Arena's `Commander`,
 * `Companion`, `Deck` and `Sideboard` sections, `SB:` prefixes, `(SET) 123` suffixes, `*F*`
 * foil marks and `//` or `#` comment lines are understood. A line without a count is one copy.
 */
export function parseDecklistText(text: string): { decklist: Decklist; errors: DecklistParseError[]; arena: boolean } {
  const lines = text.split(/\r\n|\r|\n/);
  const hasHeaders = lines.some((l) => headerOf(l.trim()) !== undefined);
  const entries: DecklistEntry[] = [];
  const errors: DecklistParseError[] = [];
  let section: DeckSection | 'about' = 'main';
  let arena = false;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') {
      if (section === 'about') section = 'main';
      else if (!hasHeaders && section === 'main' && entries.length > 0) section = 'sideboard';
      return;
    }
    if (trimmed.startsWith('//') || trimmed.startsWith('#')) return;
    const header = headerOf(trimmed);
    if (header) {
      section = header;
      if (header === 'commander' || header === 'companion' || /^deck$/i.test(trimmed.replace(/:$/, ''))) arena = true;
      return;
    }
    if (section === 'about') return;
    const match = CARD_LINE.exec(trimmed);
    if (!match) {
      errors.push({ code: 'PARSE_ERROR', line, message: `line ${line}: cannot read "${trimmed}" as "count name"` });
      return;
    }
    const [, sideboardPrefix, countText, name, set, number] = match;
    if (!/\p{L}/u.test(name)) {
      errors.push({ code: 'PARSE_ERROR', line, message: `line ${line}: "${trimmed}" has no card name` });
      return;
    }
    const count = countText === undefined ? 1 : Number(countText);
    if (count < 1 || count > MAX_COPIES_PER_LINE) {
      errors.push({ code: 'PARSE_ERROR', line, message: `line ${line}: a count must be from 1 to ${MAX_COPIES_PER_LINE}, got ${countText}` });
      return;
    }
    if (set) arena = true;
    entries.push({
      section: sideboardPrefix ? 'sideboard' : section,
      count,
      name: name.trim(),
      line,
      ...(set && { set: set.toUpperCase() }),
      ...(number && { number }),
    });
  });
  return { decklist: { entries }, errors, arena };
}

function entryLine(entry: DecklistEntry, withSet: boolean): string {
  const set = withSet && entry.set ? ` (${entry.set})${entry.number ? ` ${entry.number}` : ''}` : '';
  return `${entry.count} ${entry.name}${set}`;
}

/** MTGO text: the main deck, a blank line, `Sideboard`, then commander, companion and sideboard (MTGO keeps a commander in the sideboard). */
export function writeMtgoText(decklist: Decklist): string {
  const main = decklist.entries.filter((e) => e.section === 'main');
  const companions = decklist.entries.filter((e) => e.section === 'companion');
  const sideboard = decklist.entries.filter((e) => e.section === 'sideboard');
  const outside = [
    ...decklist.entries.filter((e) => e.section === 'commander'),
    ...companions.filter((c) => !sideboard.some((s) => s.name === c.name)),
    ...sideboard,
  ];
  const lines = main.map((e) => entryLine(e, false));
  if (outside.length) lines.push('', 'Sideboard', ...outside.map((e) => entryLine(e, false)));
  return `${lines.join('\n')}\n`;
}

/** Arena export: `Commander`, `Companion`, `Deck` and `Sideboard` sections, set codes and numbers where known. */
export function writeArenaText(decklist: Decklist): string {
  const blocks: string[] = [];
  const titles: Record<DeckSection, string> = { commander: 'Commander', companion: 'Companion', main: 'Deck', sideboard: 'Sideboard' };
  for (const section of ['commander', 'companion', 'main', 'sideboard'] as const) {
    const entries = decklist.entries.filter((e) => e.section === section);
    if (entries.length) blocks.push([titles[section], ...entries.map((e) => entryLine(e, true))].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
