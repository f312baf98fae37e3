import { checkDecklistText, COMMANDER_RULES, CommanderRules } from '@arbiter/cards';
import { CliCommand, CliUsageError } from '../cli-command';
import { cardDatabaseOf } from '../card-database-input';
import { fileAndOptions, readDecklistFile } from '../deck-input';
import { CommandOptions } from '../event-command-options';
import { printJson } from '../event-file-input';

const USAGE = `arbiter deck check --format <format> <file> [--date YYYY-MM-DD] [--commander-rules current|seed]

Checks a decklist (MTGO/plain text, Arena export or MTGO .dek) against a format and prints
{"legal", "format", "dataDate", "main", "sideboard", "problems": [{"code", "card", "line", "message"}]}.
Formats: MTGJSON's (standard, pioneer, modern, legacy, vintage, pauper, commander, brawl, historic, …),
limited (40 cards, no copy limit) and extended (the seed's Floor Rules at --date, default the data's date).
--commander-rules seed: the seed's EDH rules (one legendary creature commander, no partners).
Exit 0 legal, 1 illegal, 2 bad input (unreadable file, unknown format, bad date).`;

/** `arbiter deck check --format F FILE`. */
export const deckCheckCommand: CliCommand = {
  name: 'check',
  summary: 'check a decklist against a format (JSON problems with line numbers)',
  usage: USAGE,
  async run(args, io) {
    const { file, options: rest } = fileAndOptions(args, ['format', 'date', 'commander-rules']);
    const options = CommandOptions.parse(rest, ['format', 'date', 'commander-rules']);
    const format = options.requiredString('format');
    const commanderRules = options.string('commander-rules') ?? 'current';
    if (!(COMMANDER_RULES as readonly string[]).includes(commanderRules)) throw new CliUsageError(`--commander-rules must be ${COMMANDER_RULES.join(' or ')}, got '${commanderRules}'`);
    const text = readDecklistFile(io, file);
    const db = cardDatabaseOf(io);
    const result = checkDecklistText(db, text, { format, date: options.string('date'), commanderRules: commanderRules as CommanderRules });
    if (!result.ok) throw new CliUsageError(`${result.error.code}: ${result.error.message}`);
    const { check } = result;
    if (result.parsed && result.parsed.decklist.entries.length === 0) throw new CliUsageError(`no cards in '${file}': ${result.parsed.errors[0]?.message ?? 'nothing to read'}`);
    printJson(io, {
      legal: check.legal,
      format: check.format,
      dataDate: check.dataDate,
      ...(check.date && { date: check.date }),
      inputFormat: result.parsed?.format,
      main: check.mainCount,
      sideboard: check.sideboardCount,
      ...(check.commanders.length > 0 && { commanders: check.commanders }),
      problems: check.problems,
    });
    return check.legal ? 0 : 1;
  },
};
