// Where tests keep their scratch databases. Memory-backed /dev/shm where the machine has one: every
// API test file starts from a copy of the seeded template (about 190 MB), which takes a quarter of a
// second there and about two seconds on disk. Elsewhere, .test-data in the repository. Ignored by git
// either way; TEST_DATA_DIR chooses another place.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './build-fingerprint.ts';

function scratchRoot(): string {
  if (process.env.TEST_DATA_DIR) return path.resolve(process.env.TEST_DATA_DIR);
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    if (fs.statSync('/dev/shm').isDirectory()) return '/dev/shm/ptcg-test-data';
  } catch {
    // no memory-backed folder here
  }
  return path.join(ROOT, '.test-data');
}

export const TEST_DATA_DIR = scratchRoot();
