import { describe, expect, it } from 'vitest';
import { cleanupAll, onCleanup } from './cleanup.mjs';

describe('cleanup', () => {
  it('undoes newest first, each step once, and keeps going past a failing step', async () => {
    const done = [];
    const stopServer = onCleanup('server', async () => done.push('server'));
    onCleanup('database', async () => done.push('database'));
    onCleanup('browser', async () => {
      throw new Error('already gone');
    });
    onCleanup('folder', async () => done.push('folder'));

    await stopServer();
    await stopServer();
    const errors = [];
    const originalError = console.error;
    console.error = (message) => errors.push(message);
    try {
      await cleanupAll();
    } finally {
      console.error = originalError;
    }

    expect(done).toEqual(['server', 'folder', 'database']);
    expect(errors).toEqual(['cleanup: browser: already gone']);
  });
});
