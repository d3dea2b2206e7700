import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './processes.mjs';

/**
 * Runs `node scripts/start.mjs --rebuild` until it exits, or until it says it builds the shop: then it stops the
 * whole process group (the build included) and reports that it got that far.
 */
function startUntilBuild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs', '--rebuild'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (output.includes('Building the shop')) process.kill(-child.pid, 'SIGKILL');
    };
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm start', () => {
  it('stops on a bad variable in seconds, naming it, before building anything', async () => {
    const started = performance.now();
    const { code, output } = await startUntilBuild({ PAYMENT_WEBHOOK_KEY: 'too-short' });
    expect(output).not.toContain('Building the shop');
    expect(code).toBe(1);
    expect(output).toContain('PAYMENT_WEBHOOK_KEY: must be at least 16 characters');
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('names every bad variable at once', async () => {
    const { code, output } = await startUntilBuild({ PORT: 'eighty', SMTP_URL: 'http://mail.example' });
    expect(code).toBe(1);
    expect(output).toContain('PORT:');
    expect(output).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(output).not.toContain('Building the shop');
  }, 30_000);
});
