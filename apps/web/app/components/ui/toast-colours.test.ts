import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, '../../app.css'), 'utf8');

/** A custom property's value in app.css, with `var(--…)` resolved through the sheet's own tokens. */
function property(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`${name} is not set in app.css`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return reference ? property(reference) : value;
}

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('toast colours', () => {
  it.each(['success', 'error', 'info', 'warning'])(
    'gives the %s kind an icon and progress colour of at least 3:1 on the white toast',
    (kind) => {
      expect(contrastOnWhite(property(`--toastify-color-${kind}`))).toBeGreaterThanOrEqual(3);
    },
  );

  it('writes the message in a colour of at least 4.5:1', () => {
    expect(contrastOnWhite(property('--toastify-text-color-light'))).toBeGreaterThanOrEqual(4.5);
  });
});
