import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteExpiredBackups, nextBackupAt } from './backup-calendar.mjs';

// The backup service runs with TZ=Asia/Ho_Chi_Minh (deploy/compose.yaml): BACKUP_AT is a time in Vietnam.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Asia/Ho_Chi_Minh';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('nextBackupAt', () => {
  const at = { hours: 2, minutes: 30 };

  it('is 02:30 in Vietnam the same night when that is still ahead', () => {
    // 02:00 on 29 November in Vietnam.
    expect(nextBackupAt(new Date('2026-11-28T19:00:00Z'), at).toISOString()).toBe('2026-11-28T19:30:00.000Z');
  });

  it('is the next night once 02:30 has come, so one day never gets two backups', () => {
    expect(nextBackupAt(new Date('2026-11-28T19:30:00Z'), at).toISOString()).toBe('2026-11-29T19:30:00.000Z');
    expect(nextBackupAt(new Date('2026-11-29T05:00:00Z'), at).toISOString()).toBe('2026-11-29T19:30:00.000Z');
  });

  it('crosses the end of a month and of a year', () => {
    expect(nextBackupAt(new Date('2026-12-31T20:00:00Z'), at).toISOString()).toBe('2027-01-01T19:30:00.000Z');
  });
});

describe('deleteExpiredBackups', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'veggie-backups-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const now = new Date('2026-11-29T19:30:00Z');
  const daysAgo = (days) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  async function file(name, written) {
    await writeFile(path.join(dir, name), 'backup');
    await utimes(path.join(dir, name), written, written);
  }

  it('deletes its own backups older than the days kept, and nothing else', async () => {
    await file('veggie-market-2026-11-10T19-30-00-000Z.backup.tar.gz', daysAgo(19));
    await file('veggie-market-2026-11-15T19-29-00-000Z.backup.tar.gz', daysAgo(14.001));
    await file('veggie-market-2026-11-16T19-30-00-000Z.backup.tar.gz', daysAgo(13));
    await file('veggie-market-2026-11-29T19-30-00-000Z.backup.tar.gz', now);
    // An owner's own copy and a file of another program are never the service's to delete.
    await file('before-the-upgrade.backup.tar.gz', daysAgo(60));
    await file('notes.txt', daysAgo(60));

    const deleted = await deleteExpiredBackups(dir, now, 14);

    expect(deleted.map((file) => path.basename(file)).sort()).toEqual([
      'veggie-market-2026-11-10T19-30-00-000Z.backup.tar.gz',
      'veggie-market-2026-11-15T19-29-00-000Z.backup.tar.gz',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'before-the-upgrade.backup.tar.gz',
      'notes.txt',
      'veggie-market-2026-11-16T19-30-00-000Z.backup.tar.gz',
      'veggie-market-2026-11-29T19-30-00-000Z.backup.tar.gz',
    ]);
  });
});
