// What the production build is made from, and whether the build on disk was made from the files as
// they are now (scripts/build.ts writes the stamp). Tests that run the compiled server ask this first.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP = path.join(ROOT, 'apps/api/dist/build-inputs.sha256');
export const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
export const COMPILED_SERVER = path.join(ROOT, OUTPUTS[0]!);

/** What the two builds read: sources, configuration and the locked dependencies (tests excluded). */
const INPUT_ROOTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/api/package.json',
  'apps/api/build.ts',
  'apps/api/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/postcss.config.cjs',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
  'packages/contract',
  'packages/tcg',
];
// The API's test helpers (apps/api/src/test) are not part of the server either: nothing it builds imports them.
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$|^apps\/api\/src\/test$/;

function listFiles(rel: string, out: string[]) {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) return;
  if (fs.statSync(abs).isDirectory()) {
    for (const name of fs.readdirSync(abs).sort()) {
      const child = `${rel}/${name}`;
      if (!SKIP.test(child)) listFiles(child, out);
    }
  } else out.push(rel);
}

/** Paths, sizes and modification times of every input: a changed, added or removed file changes it. */
export function buildFingerprint(): string {
  const files: string[] = [];
  for (const root of INPUT_ROOTS) listFiles(root, files);
  const hash = createHash('sha256');
  for (const file of files) {
    const st = fs.statSync(path.join(ROOT, file));
    hash.update(`${file}\0${st.size}\0${Math.trunc(st.mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

/** Fails, saying what to do, unless the build on disk is current (for tests that run the compiled server). */
export function requireCurrentBuild(): void {
  if (!buildIsCurrent()) {
    throw new Error('apps/api/dist or apps/web/dist is missing or older than the sources: run `npm run build` first');
  }
}

/** Whether both outputs exist and were built from the inputs as they are now. */
export function buildIsCurrent(fingerprint = buildFingerprint()): boolean {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(ROOT, file)))) return false;
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8').trim() === fingerprint;
}
