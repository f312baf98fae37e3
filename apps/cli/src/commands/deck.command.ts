import { CliCommand } from '../cli-command';
import { commandGroup } from '../subcommands';
import { deckCheckCommand } from './deck-check.command';
import { deckConvertCommand } from './deck-convert.command';

/** The `arbiter deck` subcommands. */
export const DECK_SUBCOMMANDS: readonly CliCommand[] = [deckCheckCommand, deckConvertCommand];

/** `arbiter deck <subcommand>`: decklists. */
export const deckCommand = commandGroup('deck', 'decklists: check against a format, convert between MTGO, Arena and .dek', DECK_SUBCOMMANDS);
