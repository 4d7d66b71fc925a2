import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import { launchBrowserServer } from './chromium.ts';
import { cardsOnlyTemplate, preparedRun, seededTemplate } from '../../../scripts/test-templates.ts';
import { cardsOnlyDatabase, copyOfDatabase, seededDatabase, startServer } from './server.ts';

/**
 * Starts the real server (built web app + API + default dataset on an embedded database) that the test
 * files share, and keeps the seeded database for files that start a server of their own; a database of
 * the card data alone, for files that import events into it; and the one Chromium every test file
 * connects to. Under `npm test` the run made both databases already (scripts/test-templates.ts) and
 * drops them at its end; run alone, the suite builds them at the same time (each loads one core).
 */
export default async function setup(project: TestProject) {
  const run = preparedRun('pglite');
  const [seeded, cardsOnly, browser] = await Promise.all([
    run ? seededTemplate(run) : seededDatabase(),
    run ? cardsOnlyTemplate(run) : cardsOnlyDatabase(),
    launchBrowserServer(),
  ]);
  const server = await startServer(copyOfDatabase(seeded, 'e2e-pglite'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('seededDatabase', seeded);
  project.provide('cardsOnlyDatabase', cardsOnly);
  return async () => {
    await browser.close();
    await server.stop();
    if (!run) {
      fs.rmSync(seeded, { recursive: true, force: true });
      fs.rmSync(cardsOnly, { recursive: true, force: true });
    }
  };
}
