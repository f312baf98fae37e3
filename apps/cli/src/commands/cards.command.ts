import { CliCommand } from '../cli-command';
import { commandGroup } from '../subcommands';
import { cardsImportCommand } from './cards-import.command';
import { cardsBoostersCommand } from './cards-boosters.command';
import { cardsCoverageCommand } from './cards-coverage.command';
import { cardsLookupCommand } from './cards-lookup.command';

/** The `arbiter cards` subcommands, each a command of its own. */
export const CARDS_SUBCOMMANDS: readonly CliCommand[] = [cardsLookupCommand, cardsImportCommand, cardsCoverageCommand, cardsBoostersCommand];

/** `arbiter cards <subcommand>`: the card database. */
export const cardsCommand = commandGroup('cards', 'the card database: look up a card, import a newer MTGJSON file, what the engine plays, open boosters', CARDS_SUBCOMMANDS);
