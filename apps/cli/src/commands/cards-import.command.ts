import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CardImportResult, forgetLoadedCardDatabases, importedSnapshotPath, importMtgjsonFile, mergeSetFile, writeCardSnapshot } from '@arbiter/cards';
import { CliCommand, CliUsageError } from '../cli-command';
import { cardDatabaseOf, dataDirOf } from '../card-database-input';
import { CommandOptions } from '../event-command-options';
import { printJson } from '../event-file-input';

const USAGE = `arbiter cards import <file> [--set-list SetList.json]

Imports an MTGJSON 5 file — AtomicCards.json, AllPrintings.json or one set's file, plain or .gz —
and makes it the card database of this installation: the snapshot is written into the data
directory (ARBITER_DATA_DIR, default ./.arbiter-data) and replaces the shipped one for the CLI and
the API (which picks it up within seconds). A set file is laid over the current database. The
data's date is the file's meta.date. SetList.json (set names, release dates, blocks) is read from
--set-list, else from beside the file. Progress on stderr; a JSON summary on stdout.`;

function importOrRefuse(run: () => CardImportResult): CardImportResult {
  try {
    return run();
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `arbiter cards import FILE [--set-list FILE]`. */
export const cardsImportCommand: CliCommand = {
  name: 'import',
  summary: 'import a newer MTGJSON file (AtomicCards, AllPrintings or a set file, plain or .gz)',
  usage: USAGE,
  async run(args, io) {
    const [file, ...rest] = args;
    if (!file || file.startsWith('--')) throw new CliUsageError('give the MTGJSON file: arbiter cards import AtomicCards.json.gz');
    const options = CommandOptions.parse(rest, ['set-list']);
    const setListPath = options.string('set-list') ?? ['SetList.json', 'SetList.json.gz'].map((n) => join(dirname(file), n)).find((p) => existsSync(p));
    io.stderr(`reading ${file}${setListPath ? ` with ${setListPath}` : ''}\n`);
    let lastPercent = -1;
    const result = importOrRefuse(() =>
      importMtgjsonFile(file, {
        setListPath,
        onProgress: (done, total, unit) => {
          const percent = total ? Math.floor((done / total) * 100) : 100;
          if (percent >= lastPercent + 10 || done === total) {
            lastPercent = percent;
            io.stderr(unit === 'bytes' ? `importing: ${(done / 2 ** 20).toFixed(0)}/${(total / 2 ** 20).toFixed(0)} MB (${percent}%)\n` : `importing: ${done}/${total} entries (${percent}%)\n`);
          }
        },
      }),
    );
    if (!result.ok) throw new CliUsageError(`${file}: ${result.error.code}: ${result.error.message}`);
    const data = result.kind === 'setFile' ? mergeSetFile(cardDatabaseOf(io).toData(), result.data) : result.data;
    const target = importedSnapshotPath(dataDirOf(io));
    io.stderr(`writing ${target}\n`);
    const bytes = writeCardSnapshot(target, data);
    forgetLoadedCardDatabases();
    printJson(io, { imported: true, kind: result.kind, file, cards: data.cards.length, sets: data.sets.length, dataDate: data.meta.date, skipped: result.skipped, snapshot: target, bytes });
    return 0;
  },
};
