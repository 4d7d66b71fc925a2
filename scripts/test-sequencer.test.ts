import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build-fingerprint.ts';
import { LONG_FILES_FIRST } from './test-sequencer.ts';

describe('the files started first', () => {
  it('are test files that exist, each named once', () => {
    for (const file of LONG_FILES_FIRST) {
      expect(file).toMatch(/\.test\.ts$/);
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
    expect(new Set(LONG_FILES_FIRST).size).toBe(LONG_FILES_FIRST.length);
  });
});
