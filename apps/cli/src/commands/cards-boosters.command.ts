import { randomBytes } from 'node:crypto';
import { defaultBoosterKind, loadShippedBoosters, openBoosters } from '@arbiter/cards';
import { CliCommand, CliUsageError } from '../cli-command';
import { CommandOptions } from '../event-command-options';
import { printJson } from '../event-file-input';

const USAGE = `arbiter cards boosters --set CODE [--count N] [--seed S] [--kind K]

Opens N booster packs (default 1, at most 1000) of a set from MTGJSON's booster data: a pack
variant by its weight, each sheet's cards by their weights, colour-balanced commons where the
set's data says so. The same --seed gives the same packs; without one, a random seed is drawn
and printed, so every opening can be repeated. --kind picks another booster of the set (draft,
default, arena…). Prints JSON: set, kind, seed, dataDate, packs.`;

/** `arbiter cards boosters --set CODE [--count N] [--seed S] [--kind K]`. */
export const cardsBoostersCommand: CliCommand = {
  name: 'boosters',
  summary: 'open seeded booster packs of a set from its MTGJSON booster data (JSON)',
  usage: USAGE,
  async run(args, io) {
    const options = CommandOptions.parse(args, ['set', 'count', 'seed', 'kind']);
    const code = options.requiredString('set').toUpperCase();
    const data = loadShippedBoosters();
    const set = data.sets[code];
    if (!set) throw new CliUsageError(`no booster data for set '${code}' (sets with boosters: ${Object.keys(data.sets).length}, e.g. 10E)`);
    const kind = options.string('kind') ?? defaultBoosterKind(set);
    if (!set.kinds[kind]) throw new CliUsageError(`set ${code} has no '${kind}' booster; it has ${Object.keys(set.kinds).join(', ')}`);
    const seed = options.string('seed') ?? randomBytes(16).toString('hex');
    const opened = openBoosters(set, options.integer('count', 1, 1000) ?? 1, seed, kind);
    printJson(io, {
      set: opened.set,
      kind: opened.kind,
      seed: opened.seed,
      dataDate: data.dataDate,
      packs: opened.packs.map((pack) => pack.map(({ name, number, rarity, sheet, foil }) => ({ name, number, rarity, sheet, foil }))),
    });
    return 0;
  },
};
