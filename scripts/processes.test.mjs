import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from './processes.mjs';

describe('serverNodeFlags', () => {
  it("caps both V8 heap generations and slows the old one's growth by default", () => {
    expect(serverNodeFlags('')).toEqual([
      '--max-old-space-size=96',
      '--max-semi-space-size=2',
      '--heap-growing-percent=10',
    ]);
  });

  it('leaves a setting the operator gave in NODE_OPTIONS alone', () => {
    expect(serverNodeFlags('--max-old-space-size=512 --enable-source-maps')).toEqual([
      '--max-semi-space-size=2',
      '--heap-growing-percent=10',
    ]);
    expect(serverNodeFlags('--max-semi-space-size=16 --heap-growing-percent=50')).toEqual(['--max-old-space-size=96']);
  });

  it('only passes flags the running Node accepts', () => {
    const run = spawnSync(process.execPath, [...serverNodeFlags(''), '-e', '0']);
    expect(run.stderr.toString()).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('serverEnv', () => {
  it('runs production with two malloc arenas, unless the operator chose a number', () => {
    expect(serverEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '2', NODE_ENV: 'production' });
    expect(serverEnv({ MALLOC_ARENA_MAX: '4', NODE_ENV: 'development' })).toEqual({
      MALLOC_ARENA_MAX: '4',
      NODE_ENV: 'production',
    });
  });
});

/**
 * The real chain of `npm start` (npm → sh -c → a supervisor like scripts/start.mjs → the server), with a
 * stand-in server that reports its pid and every signal, and takes a moment to close as ours does.
 */
describe('npm start stops with its server', () => {
  let folder;
  const leftovers = [];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'veggie-processes-'));
    const processes = pathToFileURL(path.join(import.meta.dirname, 'processes.mjs')).href;
    await writeFile(path.join(folder, 'package.json'), JSON.stringify({ scripts: { start: 'node supervisor.mjs' } }));
    await writeFile(
      path.join(folder, 'supervisor.mjs'),
      `import { runNodeChild } from ${JSON.stringify(processes)};\nrunNodeChild(['server.mjs']);\n`,
    );
    await writeFile(
      path.join(folder, 'server.mjs'),
      `for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {
  console.log('signal ' + signal);
  setTimeout(() => process.exit(0), 700);
});
setInterval(() => {}, 1000);
console.log('ready ' + process.pid + ' ' + process.ppid);
`,
    );
    return () => rm(folder, { recursive: true, force: true });
  });

  afterEach(() => {
    for (const pid of leftovers.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });

  /** Starts `npm start` in its own process group, as a terminal would, and waits for the server's pid. */
  async function npmStart() {
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const lines = [];
    // The pipe closes once every process holding it (npm, the shell, the supervisor, the server) has exited.
    const allGone = new Promise((resolve) => npm.stdout.on('close', resolve));
    const ready = new Promise((resolve) => {
      createInterface({ input: npm.stdout }).on('line', (line) => {
        lines.push(line);
        if (line.startsWith('ready ')) resolve(line.split(' ').slice(1).map(Number));
      });
    });
    const [serverPid, supervisorPid] = await ready;
    leftovers.push(serverPid, supervisorPid);
    return { npm, serverPid, supervisorPid, allGone, lines };
  }

  it(
    'SIGTERM to npm stops the supervisor and the server it started, with one signal',
    { timeout: 20_000 },
    async () => {
      const { npm, serverPid, allGone, lines } = await npmStart();

      process.kill(npm.pid, 'SIGTERM');
      await allGone;

      expect(isAlive(serverPid)).toBe(false);
      expect(lines.filter((line) => line.startsWith('signal'))).toEqual(['signal SIGTERM']);
    },
  );

  it(
    "a terminal's Ctrl+C (SIGINT to the whole foreground group) reaches the server once",
    { timeout: 20_000 },
    async () => {
      const { npm, serverPid, allGone, lines } = await npmStart();

      process.kill(-npm.pid, 'SIGINT');
      await allGone;

      expect(isAlive(serverPid)).toBe(false);
      expect(lines.filter((line) => line.startsWith('signal'))).toEqual(['signal SIGINT']);
    },
  );
});

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
