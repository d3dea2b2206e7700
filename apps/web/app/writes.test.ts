// One data path (issue 34, decisions 046 and 049): what a page shows comes from its loader or a query, and what it
// changes goes through a route action or one mutation helper in a feature's `api/` folder, never a call written
// into a component or a hook. The cart's writes go through its store alone, which orders them per line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const app = import.meta.dirname;
const sources = readdirSync(app, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test(-utils)?\.tsx?$/.test(file) && !file.startsWith('test/'))
  .map((file) => ({ file, text: readFileSync(path.join(app, file), 'utf8') }));

describe('the web app writes through one path', () => {
  it('reads the app', () => {
    // A wrong folder would make both checks below pass on nothing.
    expect(sources.length).toBeGreaterThan(200);
    expect(sources.some(({ file }) => file === 'features/cart/cart-store.ts')).toBe(true);
  });

  it("calls the API's writes only from a feature's api/ folder", () => {
    const writers = sources.filter(({ text }) => /\bapi\.(post|put|patch|delete)\b/.test(text)).map(({ file }) => file);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !/^features\/(.+\/)?api\//.test(file))).toEqual([]);
  });

  it("imports the cart's writes in the cart store alone", () => {
    const cartWrites = /\/api\/(add-to-cart|update-cart-item|remove-cart-item|clear-cart|merge-cart)['"]/;
    const importers = sources.filter(({ text }) => cartWrites.test(text)).map(({ file }) => file);
    expect(importers).toEqual(['features/cart/cart-store.ts']);
  });
});
