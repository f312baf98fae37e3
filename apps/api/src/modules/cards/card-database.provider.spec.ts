import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importedSnapshotPath, writeCardSnapshot } from '@arbiter/cards';
import { importedSample } from '../../../../../libs/cards/src/testing/card-fixtures';
import { AppConfig } from '../../config/app-config';
import { CardDatabaseProvider } from './card-database.provider';

describe('CardDatabaseProvider', () => {
  let dataDir: string;
  let now: number;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'arbiter-provider-'));
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the shipped snapshot, then an import written into the data directory, without a restart', () => {
    const provider = new CardDatabaseProvider({ dataDir } as AppConfig);
    const shipped = provider.database();
    expect(shipped.dataDate).toBe('2022-04-25');
    const data = importedSample();
    writeCardSnapshot(importedSnapshotPath(dataDir), { ...data, meta: { date: '2030-01-01', version: 'x' } });
    now += 1000;
    expect(provider.database()).toBe(shipped);
    now += 5000;
    expect(provider.database().dataDate).toBe('2030-01-01');
    const imported = provider.database();
    writeCardSnapshot(importedSnapshotPath(dataDir), { ...data, meta: { date: '2031-01-01', version: 'y' } });
    utimesSync(importedSnapshotPath(dataDir), new Date(), new Date(Date.UTC(2031, 0, 1)));
    now += 6000;
    expect(provider.database()).not.toBe(imported);
    expect(provider.database().dataDate).toBe('2031-01-01');
  });
});
