import { statSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import { CardDatabase, defaultSnapshotPath, readCardSnapshot } from '@arbiter/cards';
import { AppConfig } from '../../config/app-config';

/** How often the provider looks for a newer imported snapshot (`arbiter cards import`). */
const RECHECK_MS = 5000;

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The card database of this API process: read on first use and shared; the snapshot an import
 * wrote into the data directory replaces the shipped one, and a newer import is picked up
 * within RECHECK_MS without a restart.
 */
@Injectable()
export class CardDatabaseProvider {
  private current?: { database: CardDatabase; path: string; modified: number };
  private checkedAt = 0;

  constructor(private readonly config: AppConfig) {}

  /** Reads the data directory again on the next use (an import was just written). */
  reload(): void {
    this.checkedAt = 0;
  }

  database(): CardDatabase {
    const now = Date.now();
    if (this.current && now - this.checkedAt < RECHECK_MS) return this.current.database;
    this.checkedAt = now;
    const path = defaultSnapshotPath({ dataDir: this.config.dataDir });
    const modified = modifiedAt(path);
    if (!this.current || this.current.path !== path || this.current.modified !== modified) {
      this.current = { database: readCardSnapshot(path), path, modified };
    }
    return this.current.database;
  }
}
