import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKEND_FREE } from '../vitest.config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = [
  'apps/api/src',
  'apps/web/src',
  'apps/web/e2e',
  'packages/contract/src',
  'packages/tcg/src',
  'scripts',
];
// Numbered migrations keep their order in the name (001_init.sql); fixtures keep the names real tools give.
const EXEMPT = /(^|\/)(migrations|fixtures)(\/|$)/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

function walk(rel: string, out: string[]) {
  for (const entry of fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
    const child = `${rel}/${entry.name}`;
    if (EXEMPT.test(child) || entry.name === 'node_modules' || entry.name === 'dist') continue;
    if (entry.isDirectory()) walk(child, out);
    else out.push(child);
  }
}

describe('repository layout (STYLE.md)', () => {
  it('names every source file and folder in kebab-case', () => {
    const files: string[] = [];
    for (const root of SOURCE_ROOTS) walk(root, files);
    expect(files.length).toBeGreaterThan(300);
    const wrong = files.filter((file) =>
      file
        .split('/')
        .slice(1)
        .some((part) => !KEBAB.test(part)),
    );
    expect(wrong).toEqual([]);
  });
});

describe('API test files and the backends they run on (vitest.config.ts)', () => {
  // A file that opens the backend under test does so through the test app or a copy of the template.
  const opensBackend = (file: string) =>
    /\b(createTestApp|readOnlyTestApp|databaseCopy|pgUrlFor)\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const apiTests: string[] = [];
  walk('apps/api/src', apiTests);
  const testFiles = apiTests.filter((f) => f.endsWith('.test.ts'));

  it('runs once every file that never opens the backend under test', () => {
    expect(testFiles.length).toBeGreaterThan(40);
    expect(testFiles.filter((f) => !opensBackend(f) && !BACKEND_FREE.includes(f))).toEqual([]);
  });

  it('runs on both backends every file that opens one, but the memory test (its bound is on the request edge)', () => {
    expect(BACKEND_FREE.filter((f) => !testFiles.includes(f))).toEqual([]);
    expect(BACKEND_FREE.filter((f) => opensBackend(f))).toEqual(['apps/api/src/http/bounded-memory.test.ts']);
  });
});
