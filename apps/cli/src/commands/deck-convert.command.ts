import { Card, CardDatabase, Decklist, DECKLIST_TEXT_FORMATS, DecklistTextFormat, parseDecklist, writeDecklist } from '@arbiter/cards';
import { CliCommand, CliUsageError } from '../cli-command';
import { cardDatabaseOf } from '../card-database-input';
import { fileAndOptions, readDecklistFile } from '../deck-input';
import { CommandOptions } from '../event-command-options';

const USAGE = `arbiter deck convert --to mtgo|arena|dek <file>

Prints a decklist (MTGO/plain text, Arena export or MTGO .dek, recognised by its content) in
another format, with card names as the clients write them (the front face of double-faced and
adventure cards, "A // B" for split cards). Unknown cards are written as they were and named on
stderr, as are unreadable lines (left out); then the exit code is 1. 2 for bad input.`;

/** Layouts whose clients name the card by its front face only. */
const FRONT_FACE_LAYOUTS: ReadonlySet<string> = new Set(['transform', 'modal_dfc', 'adventure', 'flip', 'meld', 'reversible_card']);

/** The name MTGO and Arena write for a card. */
export function clientCardName(card: Card): string {
  return FRONT_FACE_LAYOUTS.has(card.layout) ? card.faces[0].name : card.name;
}

function withClientNames(decklist: Decklist, db: CardDatabase, unknown: string[]): Decklist {
  return {
    entries: decklist.entries.map((entry) => {
      const card = db.card(entry.name);
      if (!card) unknown.push(`line ${entry.line}: no card named "${entry.name}" (kept as written)`);
      return card ? { ...entry, name: clientCardName(card) } : entry;
    }),
  };
}

/** `arbiter deck convert --to FORMAT FILE`. */
export const deckConvertCommand: CliCommand = {
  name: 'convert',
  summary: 'print a decklist in another format (mtgo, arena, dek)',
  usage: USAGE,
  async run(args, io) {
    const { file, options: rest } = fileAndOptions(args, ['to']);
    const options = CommandOptions.parse(rest, ['to']);
    const to = options.requiredString('to');
    if (!(DECKLIST_TEXT_FORMATS as readonly string[]).includes(to)) throw new CliUsageError(`--to must be one of ${DECKLIST_TEXT_FORMATS.join(', ')}, got '${to}'`);
    const parsed = parseDecklist(readDecklistFile(io, file));
    if (parsed.decklist.entries.length === 0) throw new CliUsageError(`no cards in '${file}': ${parsed.errors[0]?.message ?? 'nothing to read'}`);
    const warnings = parsed.errors.map((e) => e.message);
    const decklist = withClientNames(parsed.decklist, cardDatabaseOf(io), warnings);
    io.stdout(writeDecklist(decklist, to as DecklistTextFormat));
    for (const warning of warnings) io.stderr(`${warning}\n`);
    return warnings.length ? 1 : 0;
  },
};
