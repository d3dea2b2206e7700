// The backup service of deploy/compose.yaml: `scripts/backup.mjs` every day at BACKUP_AT (HH:MM, in the
// time zone TZ) into BACKUP_DIR, then deletes the backups older than BACKUP_KEEP_DAYS days.
// BACKUP_ON_START=true takes one at start too: a new shop's first backup, and the deploy test's.
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { deleteExpiredBackups, nextBackupAt } from './backup-calendar.mjs';
import { root, run } from './processes.mjs';

function setting(name, fallback, pattern, meaning) {
  const value = process.env[name] || fallback;
  if (!pattern.test(value)) {
    console.error(`${name} must be ${meaning}, not "${value}"`);
    process.exit(1);
  }
  return value;
}

const dir = setting('BACKUP_DIR', '/backups', /^\//, 'an absolute path');
const [hours, minutes] = setting('BACKUP_AT', '02:30', /^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM')
  .split(':')
  .map(Number);
const keepDays = Number(setting('BACKUP_KEEP_DAYS', '14', /^[1-9]\d{0,3}$/, 'a whole number of days (1 or more)'));
const onStart = setting('BACKUP_ON_START', 'false', /^(true|false)$/, 'true or false') === 'true';

async function backUp() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `veggie-market-${stamp}.backup.tar.gz`);
  const code = await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), '--out', file]);
  if (code !== 0) {
    console.error(`backup failed (exit code ${code}); the next one is due at ${nextRun().toISOString()}`);
    return;
  }
  console.log(`backup written: ${file}`);
  await deleteOld();
}

async function deleteOld() {
  for (const file of await deleteExpiredBackups(dir, new Date(), keepDays)) {
    console.log(`backup older than ${keepDays} days deleted: ${file}`);
  }
}

/** backup.mjs writes `<name>.partial` and renames it when complete; one stopped midway leaves it behind. */
async function deletePartial() {
  for (const name of await readdir(dir)) if (name.endsWith('.partial')) await unlink(path.join(dir, name));
}

const nextRun = () => nextBackupAt(new Date(), { hours, minutes });

function scheduleNext() {
  const next = nextRun();
  console.log(`next backup at ${next.toISOString()}`);
  setTimeout(async () => {
    await backUp();
    scheduleNext();
  }, next.getTime() - Date.now());
}

await deletePartial();
if (onStart) await backUp();
scheduleNext();
