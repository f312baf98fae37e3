import { CliCommand } from '../cli-command';
import { runSubcommand } from '../subcommands';
import { deckCheckCommand } from './deck-check.command';
import { deckConvertCommand } from './deck-convert.command';

/** The `arbiter deck` subcommands. */
export const DECK_SUBCOMMANDS: readonly CliCommand[] = [deckCheckCommand, deckConvertCommand];

/** `arbiter deck <subcommand>`: decklists. */
export const deckCommand: CliCommand = {
  name: 'deck',
  summary: 'decklists: check against a format, convert between MTGO, Arena and .dek',
  get usage(): string {
    return `arbiter deck <subcommand> [...]\n\n${DECK_SUBCOMMANDS.map((c) => `  ${c.usage.split('\n')[0]}\n      ${c.summary}`).join('\n')}`;
  },
  run: (args, io) => runSubcommand('deck', DECK_SUBCOMMANDS, args, io),
};
