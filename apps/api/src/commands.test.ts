import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs `commands.ts <args>` as scripts/*.mjs do, on a data folder of its own; resolves with status and output. */
function command(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    // eslint-disable-next-line no-restricted-properties -- passing the environment on, not reading configuration
    const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/commands.ts', ...args], {
      cwd: apiRoot,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the backup, restore and migrate commands refuse bad input with a status and a sentence', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-commands-'));
    env = { DATA_DIR: path.join(dataDir, 'data') };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 2 for a wrong command or argument', async () => {
    const [noFile, unknownOption, unknownCommand, badVariable] = await Promise.all([
      command(['restore'], env),
      command(['backup', '--to', 'x'], env),
      command(['export'], env),
      command(['migrate'], { ...env, DATABASE_URL: 'mysql://db' }),
    ]);
    expect(noFile).toMatchObject({ code: 2, stderr: expect.stringContaining('restore takes one backup file') });
    expect(unknownOption).toMatchObject({ code: 2, stderr: expect.stringMatching(/Unknown option '--to'/) });
    expect(unknownCommand).toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage: backup \[--out FILE\]/) });
    expect(badVariable).toMatchObject({ code: 2, stderr: expect.stringMatching(/DATABASE_URL: must be a postgres/) });
  });

  it('exits 2 when there is no embedded database to back up, and writes no file', async () => {
    const out = path.join(dataDir, 'nothing.tar.gz');
    const result = await command(['backup', '--out', out], env);
    expect(result).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/There is no embedded database in .*data\/db/),
    });
    expect(existsSync(out)).toBe(false);
  });

  it('exits 3 for a file that is not a whole backup, before opening any database', async () => {
    const file = path.join(dataDir, 'broken.tar.gz');
    await writeFile(file, 'not a backup');
    const [broken, missing] = await Promise.all([
      command(['restore', file], env),
      command(['restore', path.join(dataDir, 'missing.tar.gz')], env),
    ]);
    expect(broken).toMatchObject({
      code: 3,
      stderr: expect.stringMatching(/^Refused \(backup_corrupt\): .*broken\.tar\.gz is not a whole/),
    });
    expect(missing).toMatchObject({
      code: 3,
      stderr: expect.stringMatching(/^Refused \(backup_unreadable\): Cannot read the backup file/),
    });
    expect(existsSync(path.join(env.DATA_DIR!, 'db'))).toBe(false);
  });
});
