import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CardFileError, CardImportResult, importedSnapshotPath, importMtgjsonFile, mergeSetFile, writeCardSnapshot } from '@arbiter/cards';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Actor } from '../../common/access/actor';
import { accessError } from '../../common/access/access.errors';
import { AppConfig } from '../../config/app-config';
import { CardDatabaseProvider } from './card-database.provider';
import { CardSnapshotEntity } from './card-snapshot.entity';
import { CardSnapshotRepository } from './card-snapshot.repository';
import { cardError } from './cards.errors';
import { CardImportModel } from './dto/card-import.model';

/** How often an instance looks for a snapshot another instance imported. */
const SYNC_MS = 5000;
/** Base64 only: letters, digits, + / and = padding (white space allowed between lines). */
const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

function decodeBase64(value: string, field: string): Buffer {
  if (value.trim() === '' || !BASE64.test(value)) throw cardError('INVALID_CARD_FILE', `${field} is not base64-encoded file content`, { field });
  return Buffer.from(value, 'base64');
}

/** Writes a file atomically (a reader never sees half a snapshot). */
function writeAtomically(path: string, bytes: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

/**
 * An administrator's upload of a newer MTGJSON file: imported with the project's importer,
 * stored in the database and written into this instance's data directory; every other
 * instance copies the newest stored snapshot into its own within SYNC_MS.
 */
@Injectable()
export class CardDataImportService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CardData');
  private appliedId: string | null = null;
  private timer?: NodeJS.Timeout;
  private syncing = false;

  constructor(
    private readonly snapshots: CardSnapshotRepository,
    private readonly provider: CardDatabaseProvider,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sync();
    this.timer = setInterval(() => void this.sync(), SYNC_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Imports an uploaded MTGJSON file (AtomicCards, AllPrintings or a set file; plain, .gz); a set file is laid over the current data. */
  async importFile(actor: Actor, fileName: string, content: string, setList: string | null): Promise<CardImportModel> {
    if (!actor.isAdmin) throw accessError('FORBIDDEN', 'Only an administrator may replace the card data');
    const name = fileName.trim();
    if (name === '' || name.length > 200 || /[\\/]/.test(name)) throw cardError('INVALID_CARD_FILE', 'fileName must be a plain file name (no folders), 1 to 200 characters', { field: 'fileName' });
    const bytes = decodeBase64(content, 'contentBase64');
    const setListBytes = setList ? decodeBase64(setList, 'setListBase64') : null;
    const work = mkdtempSync(join(tmpdir(), 'arbiter-card-import-'));
    try {
      const file = join(work, 'upload');
      writeFileSync(file, bytes);
      let setListPath: string | undefined;
      if (setListBytes) {
        setListPath = join(work, 'set-list');
        writeFileSync(setListPath, setListBytes);
      }
      let result: CardImportResult;
      try {
        result = importMtgjsonFile(file, { setListPath });
      } catch (error) {
        if (error instanceof CardFileError) throw cardError('INVALID_CARD_FILE', `${name}: ${error.message.replaceAll(`'${file}'`, 'the file').replaceAll(`'${setListPath}'`, 'the set list')}`, { field: 'contentBase64' });
        throw error;
      }
      if (!result.ok) throw cardError('CARD_IMPORT_REFUSED', `${name}: ${result.error.message}`, { importCode: result.error.code });
      const data = result.kind === 'setFile' ? mergeSetFile(this.provider.database().toData(), result.data) : result.data;
      const snapshotFile = join(work, 'snapshot');
      writeCardSnapshot(snapshotFile, data);
      const stored = await this.snapshots.add({ dataDate: data.meta.date, dataVersion: data.meta.version, cardCount: data.cards.length, kind: result.kind, fileName: name, snapshot: readFileSync(snapshotFile), importedById: actor.userId });
      this.apply(stored);
      this.logger.log(`${actor.displayName} imported ${name}: ${stored.cardCount} cards, data of ${stored.dataDate}`);
      return { dataDate: stored.dataDate, dataVersion: stored.dataVersion, cardCount: stored.cardCount, kind: stored.kind, fileName: stored.fileName, skipped: result.skipped, importedAt: stored.createdAt.toISOString() };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  /** Copies the newest stored snapshot into the data directory when this instance has not applied it yet. */
  private async sync(): Promise<void> {
    if (this.syncing) return;
    this.syncing = true;
    try {
      const newestId = await this.snapshots.newestId();
      if (newestId === null || newestId === this.appliedId) return;
      const row = await this.snapshots.findById(newestId);
      if (row) this.apply(row);
    } catch (error) {
      // The database may be closing (shutdown) or briefly unreachable: the next tick tries again.
      this.logger.warn(`card data sync: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.syncing = false;
    }
  }

  private apply(row: CardSnapshotEntity): void {
    writeAtomically(importedSnapshotPath(this.config.dataDir), row.snapshot);
    this.appliedId = row.id;
    this.provider.reload();
  }
}
