// Lighthouse (default config: the mobile profile with simulated throttling) against the running
// production server, on the system Chromium. Never downloads a browser.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { onCleanup } from './cleanup.mjs';
import { median } from './cold-start.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

function metrics(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is tried again. */
const ATTEMPTS = 3;

/** The storefront's language comes from the `lang` cookie (apps/web/app/lib/locale.ts). */
async function auditWithRetries(url, port, language) {
  const extraHeaders = language === 'en' ? undefined : { Cookie: `lang=${language}` };
  let sample;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders,
    });
    sample = metrics(result.lhr);
    if (!sample.runtimeError && sample.score !== null) break;
  }
  return sample;
}

/** `pages` is `[{ label, url, language }]`; each is audited `runs` times, medians reported. */
export async function runLighthouse(pages, runs) {
  const chromePath = chromiumPath();
  if (!existsSync(chromePath)) return { skipped: `no Chromium at ${chromePath} (set CHROMIUM_PATH)` };
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const close = onCleanup('chromium', () => chrome.kill());
  try {
    const results = [];
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await auditWithRetries(page.url, chrome.port, page.language));
      const valid = samples.filter((s) => s.score !== null);
      const med = (key) => (valid.length ? median(valid.map((s) => s[key])) : null);
      results.push({
        label: page.label,
        path: new URL(page.url).pathname,
        language: page.language,
        runs,
        score: med('score'),
        lcpMs: med('lcpMs'),
        cls: med('cls'),
        tbtMs: med('tbtMs'),
        fcpMs: med('fcpMs'),
        errors: samples.filter((s) => s.runtimeError).map((s) => s.runtimeError),
      });
    }
    return { pages: results };
  } finally {
    await close();
  }
}
