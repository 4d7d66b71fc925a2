import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import { launchBrowserServer } from './chromium.ts';
import { copyOfDatabase, seededDatabase, startServer } from './server.ts';

/**
 * Starts the real server (built web app + API + default dataset on an embedded database) that the test
 * files share, and keeps the seeded database for files that start a server of their own; and the one
 * Chromium every test file connects to.
 */
export default async function setup(project: TestProject) {
  const [seeded, browser] = await Promise.all([seededDatabase(), launchBrowserServer()]);
  const server = await startServer(copyOfDatabase(seeded, 'e2e-pglite'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('seededDatabase', seeded);
  return async () => {
    await browser.close();
    await server.stop();
    fs.rmSync(seeded, { recursive: true, force: true });
  };
}
