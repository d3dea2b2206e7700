import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { buildApp } from './app';
import type { Config } from './config';

describe('starting without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The warnings about PUBLIC_URL an app logs while it is built with these settings. */
  async function startWarnings(config: Partial<Config>): Promise<string[]> {
    const warnings: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level === 40 && entry.msg.includes('PUBLIC_URL')) warnings.push(entry.msg);
        }
        done();
      },
    });
    const app = await buildApp({
      config: { ...t.config, ...config },
      database: t.database,
      ownsDatabase: false,
      logger: { level: 'info', stream },
    });
    await app.close();
    return warnings;
  }

  it('warns in production that links are rooted and the sitemaps name no page', async () => {
    const warnings = await startWarnings({ production: true, publicUrl: undefined });
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning).toMatch(/^PUBLIC_URL is not set/);
    expect(warning).toContain('Host header');
    expect(warning).toContain(`links in mails point at http://localhost:${t.config.port}`);
  });

  it("says in development where mail links point instead: this machine's address", async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({
      config: { ...t.config, production: false, publicUrl: undefined, host: '0.0.0.0', port: 4000 },
      database: t.database,
      ownsDatabase: false,
      logger: { level: 'info', stream },
    });
    await app.close();
    expect(lines.filter((line) => line.msg.includes('PUBLIC_URL'))).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringContaining('links in mails point at http://localhost:4000'),
      }),
    ]);
  });

  it('says nothing in production with PUBLIC_URL, nor in development', async () => {
    expect(await startWarnings({ production: true, publicUrl: 'https://veggie.example' })).toEqual([]);
    expect(await startWarnings({ production: false, publicUrl: undefined })).toEqual([]);
  });
});
