import { CliCommand } from '../cli-command';
import { runSubcommand } from '../subcommands';
import { cardsImportCommand } from './cards-import.command';
import { cardsLookupCommand } from './cards-lookup.command';

/** The `arbiter cards` subcommands, each a command of its own. */
export const CARDS_SUBCOMMANDS: readonly CliCommand[] = [cardsLookupCommand, cardsImportCommand];

/** `arbiter cards <subcommand>`: the card database. */
export const cardsCommand: CliCommand = {
  name: 'cards',
  summary: 'the card database: look up a card, import a newer MTGJSON file',
  get usage(): string {
    return `arbiter cards <subcommand> [...]\n\n${CARDS_SUBCOMMANDS.map((c) => `  ${c.usage.split('\n')[0]}\n      ${c.summary}`).join('\n')}`;
  },
  run: (args, io) => runSubcommand('cards', CARDS_SUBCOMMANDS, args, io),
};
