import { existsSync } from 'node:fs';

/** The system Chromium the suite drives; we never download a browser. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}
