// When the backup service (scripts/backup-schedule.mjs) backs up, and which of its backups it deletes.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The names the service gives its backups; nothing else in the folder is ever deleted. */
export const BACKUP_NAME = /^veggie-market-.+\.backup\.tar\.gz$/;

/** The next `hours:minutes` of the process's time zone (TZ) strictly after `now`. */
export function nextBackupAt(now, { hours, minutes }) {
  const next = new Date(now);
  next.setHours(hours, minutes, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/** Deletes the service's backups in `dir` last written more than `keepDays` days before `now`; returns them. */
export async function deleteExpiredBackups(dir, now, keepDays) {
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const deleted = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (BACKUP_NAME.test(name) && (await stat(file)).mtimeMs < cutoff) {
      await unlink(file);
      deleted.push(file);
    }
  }
  return deleted;
}
