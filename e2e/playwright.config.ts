import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium';

// The run's output folder: traces and screenshots of failed tests, kept by CI as artefacts.
const outputDir = process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir,
  globalSetup: './support/global-setup.ts',
  // No retries: a flow that needs one is a bug to fix, not to hide.
  retries: 0,
  // One worker per core, up to six (E2E_WORKERS overrides). Two per core once finished sooner on a fast idle
  // 2-core host (539 s against 933 s, when a test mostly waited), but on a slower one whose Chromium spent half
  // its time in the kernel four workers took 21 min and 19 runs hit the 60 s limit, while two took 16.6 min and
  // none did: where the processor is what a test waits for, more workers only make each test slower (ADR 035).
  workers: Number(process.env.E2E_WORKERS) || Math.min(6, os.availableParallelism()),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Set by global-setup, which starts the shop on a free port; workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    // No trace by default: recording one for every test (the page's DOM before and after each action) and
    // throwing it away when the test passed took a tenth of the suite's processor time. A failure still leaves
    // its screenshot and error-context.md with the page's accessibility snapshot; E2E_TRACE=retain-on-failure
    // records traces again to chase one.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these Chromium keeps trying to reach Google, which the sandbox's closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Tests tagged @phone-width run at 375 px only: the Vietnamese run of a flow repeated per language that
    // checks its screens at both widths itself, whose English run is @one-width (support/widths.ts).
    { name: 'desktop', grepInvert: /@phone-width/, use: { viewport: { width: 1280, height: 800 } } },
    {
      // Tests tagged @one-width are about the server or the admin's work rather than how a screen fits a
      // phone (encoded paths, the admin's flows, password and session rules): they run at desktop width
      // only. Every screen they open is still checked at 375 px by accessibility.spec.ts, and
      // payments-admin.spec.ts checks its screens at both widths itself.
      name: 'phone',
      grepInvert: /@one-width/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
