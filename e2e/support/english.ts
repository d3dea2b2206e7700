// Finds English left on a Vietnamese page: every text the catalogues hold in English (the web's `messages.ts`
// files and the server's messages) that its Vietnamese translation does not share.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MESSAGES } from '@veggie/contract';
import { expect, type Page } from '@playwright/test';

const webApp = fileURLToPath(new URL('../../apps/web/app/', import.meta.url));
// The admin's words, which a storefront page never shows: left out of the storefront's check.
const adminOnly = path.join(webApp, 'features', 'admin');

/** Which pages a check is for: the storefront's, or the admin's (every catalogue). */
type Scope = 'storefront' | 'admin';

/** Stands in for every value a message function takes, so the text around the values can be cut out. */
const HOLE = '\u0001';

function catalogueFiles(dir: string, scope: Scope): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === adminOnly && scope === 'storefront' ? [] : catalogueFiles(full, scope);
    return entry.name === 'messages.ts' ? [full] : [];
  });
}

/** The words of a message, without its values: a function is called with placeholders and cut at them. */
function fragments(message: unknown): string[] {
  let text = message;
  if (typeof message === 'function') {
    try {
      text = (message as (...args: unknown[]) => unknown)(HOLE, HOLE, HOLE);
    } catch {
      return [];
    }
  }
  if (typeof text !== 'string') return [];
  return text
    .split(HOLE)
    .flatMap((part) => part.split(/\{\w+\}/))
    .map((part) => part.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((part) => (part.match(/\p{L}/gu) ?? []).length >= 4);
}

/** Every English fragment of `en` whose place in `vi` says something else. */
function englishOnly(en: unknown, vi: unknown, found: Set<string>) {
  if (en && typeof en === 'object') {
    for (const [key, value] of Object.entries(en)) englishOnly(value, (vi as Record<string, unknown>)?.[key], found);
    return;
  }
  const translated = new Set(fragments(vi));
  for (const part of fragments(en)) if (!translated.has(part)) found.add(part);
}

const phrases = new Map<Scope, Promise<string[]>>();

/** The English phrases a Vietnamese page of `scope` must not show, longest first. */
export function englishPhrases(scope: Scope = 'storefront'): Promise<string[]> {
  const known = phrases.get(scope);
  if (known) return known;
  const loading = (async () => {
    const found = new Set<string>();
    for (const file of catalogueFiles(webApp, scope)) {
      const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
      for (const catalogue of Object.values(exports)) {
        if (catalogue && typeof catalogue === 'object' && 'en' in catalogue && 'vi' in catalogue)
          englishOnly(catalogue.en, catalogue.vi, found);
      }
    }
    englishOnly(MESSAGES.en, MESSAGES.vi, found);
    return [...found].sort((a, b) => b.length - a.length);
  })();
  phrases.set(scope, loading);
  return loading;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a shopper reads or hears on the page: its text, title and the labels of what is visible. Words marked
 * as another language (`lang`: the language switch's "English") are meant to be in it, and left out.
 */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.closest('[role=status], [role=alert]'))
      .filter((el) => el.closest('[lang]')?.getAttribute('lang') === document.documentElement.lang)
      .map((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').join('\n'));
    const foreign = [...document.body.querySelectorAll<HTMLElement>('[lang]')].filter(
      (el) => el.lang !== document.documentElement.lang,
    );
    const displays = foreign.map((el) => el.style.display);
    for (const el of foreign) el.style.display = 'none';
    const text = document.body.innerText;
    foreign.forEach((el, index) => (el.style.display = displays[index] ?? ''));
    return [document.title, text, ...labels].join('\n');
  });
}

/** The English phrases from the catalogues that the page shows, as whole words. */
export async function englishOn(page: Page, scope: Scope = 'storefront'): Promise<string[]> {
  const words = await pageWords(page);
  return (await englishPhrases(scope)).filter((phrase) =>
    new RegExp(`(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`, 'u').test(words),
  );
}

/** Fails, naming them, when English phrases from the catalogues show on the page. */
export async function expectNoEnglish(page: Page, where: string, scope: Scope = 'storefront') {
  expect(await englishOn(page, scope), `English on the Vietnamese ${where}`).toEqual([]);
}
