import fs from 'node:fs';
import { COMPILED_SERVER, requireCurrentBuild } from '../../../../scripts/build-fingerprint.ts';

/** A TCP port free on loopback right now, for a server a test starts as a process. */
export { freePort } from '../../../../scripts/compiled-server.ts';

/** The process ids a process started (Linux /proc); none once it has exited. */
export function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The compiled server (apps/api/dist/server.js), as `npm start` runs it. The test run builds it once
 * before the suites (`npm test`); a test never builds it itself, since other suites use it. A missing
 * or stale build fails here with what to do, instead of testing old code.
 */
export function compiledServer(): string {
  requireCurrentBuild();
  return COMPILED_SERVER;
}
