import { Card } from '@arbiter/cards';
import { CliCommand, CliUsageError } from '../cli-command';
import { cardDatabaseOf } from '../card-database-input';
import { printJson } from '../event-file-input';

/** A card as the CLI prints it (cards.md: name, manaCost, type, text, colorIdentity, legalities, …). */
export function cardJson(card: Card): Record<string, unknown> {
  const front = card.faces[0];
  return {
    name: card.name,
    manaCost: card.manaCost ?? null,
    manaValue: card.manaValue,
    type: card.type,
    text: card.text,
    colors: card.colors,
    colorIdentity: card.colorIdentity,
    keywords: card.keywords,
    ...(front.power !== undefined && { power: front.power, toughness: front.toughness }),
    ...(front.loyalty !== undefined && { loyalty: front.loyalty }),
    layout: card.layout,
    ...(card.faces.length > 1 && {
      faces: card.faces.map((f) => ({ name: f.name, manaCost: f.manaCost ?? null, type: f.type, text: f.text, power: f.power, toughness: f.toughness, loyalty: f.loyalty })),
    }),
    legalities: card.legalities,
    printings: card.printings,
    canBeCommander: card.canBeCommander,
    ...(card.partner && { partner: card.partner }),
    isReserved: card.isReserved,
    chineseName: card.chineseName ?? null,
  };
}

const USAGE = `arbiter cards lookup <name>

Finds a card by name (any case, diacritics or punctuation; either face of a split, adventure or
double-faced card; the Chinese name) and prints it as JSON with the data's date. Exit 0 when
found; 1 when not, with suggestions for a typo.`;

/** `arbiter cards lookup NAME`. */
export const cardsLookupCommand: CliCommand = {
  name: 'lookup',
  summary: 'find a card by name (JSON; suggestions for a typo)',
  usage: USAGE,
  async run(args, io) {
    const name = args.join(' ').trim();
    if (name === '') throw new CliUsageError('give a card name: arbiter cards lookup "Lightning Bolt"');
    if (name.startsWith('--')) throw new CliUsageError(`unknown option '${name.split(' ')[0]}'`);
    const db = cardDatabaseOf(io);
    const result = db.lookup(name);
    if (!result.found) {
      printJson(io, { found: false, query: name, suggestions: result.suggestions, dataDate: db.dataDate });
      return 1;
    }
    printJson(io, { found: true, matchedBy: result.matchedBy, dataDate: db.dataDate, card: cardJson(result.card) });
    return 0;
  },
};
