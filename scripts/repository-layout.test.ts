import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
