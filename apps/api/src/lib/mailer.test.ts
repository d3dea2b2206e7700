import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';

describe('default mailer without SMTP_URL', () => {
  const lines: Record<string, unknown>[] = [];
  let app: App;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-mailer-test-'));
    const { database, drop } = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      database,
      ownsDatabase: false,
      logger: { level: 'info', stream },
    });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  it('writes the reset link with its token to the server log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Log', email: 'log@example.com', password: 'secret123' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'log@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const entry = lines.find((line) => typeof line.mail === 'object');
    expect(entry?.mail).toMatchObject({ to: 'log@example.com', subject: 'Reset your Veggie Market password' });
    const text = (entry?.mail as { text: string }).text;
    const token = text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'from-the-log1' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
