import { chromium } from 'playwright-core';

// Kept apart from browser.ts, which imports vitest: the global setup that starts the browser runs
// outside the test workers and cannot load vitest.

export const CHROMIUM_PATH = '/usr/bin/chromium';

// The machine has no outside network: background services would only produce refused connections.
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the suite's one Chromium (global-setup.ts); test files connect to it and open a context each. */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, headless: true });
}
