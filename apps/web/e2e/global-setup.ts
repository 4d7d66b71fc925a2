import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './chromium.ts';
import { freshDatabaseDir, startServer } from './server.ts';

/**
 * Starts the real server (built web app + API + default dataset on a fresh embedded database) and the
 * one Chromium every test file connects to.
 */
export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.all([startServer(freshDatabaseDir('e2e-pglite')), launchBrowserServer()]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.stop();
  };
}
