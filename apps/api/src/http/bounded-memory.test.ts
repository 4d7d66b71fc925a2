import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { databaseCopy } from '../test/app.ts';

type Readings = {
  middle: { held: number; resident: number };
  after: { held: number; resident: number };
  refused: string[];
  plainCode: number;
  sameAnswer: boolean;
};

let copy: Awaited<ReturnType<typeof databaseCopy>>;
beforeAll(async () => {
  copy = await databaseCopy();
});
afterAll(async () => {
  await copy?.drop();
});

describe('memory under hostile bodies', () => {
  it('stays bounded when 2,000 valid reads each carry a distinct 200 KB field the call ignores', async () => {
    // The streams run in a process of their own (test/hostile-bodies.ts), whose resident size tells what
    // the server keeps; a test worker's also moves with what its earlier files left.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/test/hostile-bodies.ts')],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: copy.databaseUrl ?? '', PGLITE_DIR: copy.pgliteDir },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const { middle, after, refused, plainCode, sameAnswer } = JSON.parse(stdout) as Readings;
    expect(refused).toEqual([]);
    // 200 MB of bodies went through in the second stream. What JavaScript holds (heap and the buffers
    // outside it) would grow by 200 KB for each body kept (a cache entry or a log line holding one), 200 MB
    // in all; it moves by a megabyte or so. The resident size guards against bodies kept outside
    // JavaScript, which would grow the process by 200 MB; with a full collection every 100 bodies (see
    // hostile-bodies.ts) it moved by under 5 MB, and keeping a quarter of the bodies would fail the bound.
    // Both are read across the second stream, after a warm-up and a first one.
    expect(after.held - middle.held).toBeLessThan(20);
    expect(after.resident - middle.resident).toBeLessThan(50);
    // The server still answers, and the ignored field did not change the answer.
    expect(plainCode).toBe(200);
    expect(sameAnswer).toBe(true);
  }, 300_000);
});
