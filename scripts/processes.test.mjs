import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './processes.mjs';

describe('serverNodeFlags', () => {
  it('caps both V8 heap generations by default', () => {
    expect(serverNodeFlags('')).toEqual(['--max-old-space-size=96', '--max-semi-space-size=2']);
  });

  it('leaves a limit the operator set in NODE_OPTIONS alone', () => {
    expect(serverNodeFlags('--max-old-space-size=512 --enable-source-maps')).toEqual(['--max-semi-space-size=2']);
    expect(serverNodeFlags('--max-semi-space-size=16')).toEqual(['--max-old-space-size=96']);
  });
});
