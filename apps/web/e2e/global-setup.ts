import type { TestProject } from 'vitest/node';
import { freshDatabaseDir, startServer } from './server.ts';

/** Starts the real server (built web app + API + default dataset on a fresh embedded database). */
export default async function setup(project: TestProject) {
  const server = await startServer(freshDatabaseDir('e2e-pglite'));
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
