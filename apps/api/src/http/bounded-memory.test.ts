import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A full collection before each reading, so the growth measured is what the server keeps. */
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const MB = 2 ** 20;
/**
 * Two readings: what JavaScript holds (heap and the buffers outside it), which is what a leak of the
 * bodies or of cache entries keyed by them would grow; and the process's resident size, which also
 * counts memory the allocator keeps for reuse after it was freed, and so moves with what else the
 * machine runs.
 */
const memory = () => {
  collect();
  const m = process.memoryUsage();
  return { held: (m.heapUsed + m.external) / MB, resident: m.rss / MB };
};

describe('memory under hostile bodies', () => {
  it('stays bounded when 2,000 valid reads each carry a distinct 200 KB field the call ignores', async () => {
    const send = (junk: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v3/card/card-basic-search',
        headers: { 'content-type': 'application/json' },
        payload: `{"searchText":"皮卡丘","junk":"${junk}"}`,
      });
    const filler = 'x'.repeat(200 * 1024);
    // A warm-up stream of the same kind first: the allocator's pools then hold what such a stream needs,
    // and what grows afterwards is what the server keeps (test files share worker processes, so the
    // process's size before says little).
    for (let i = 0; i < 500; i++) expect((await send(`warm-up-${i}-${filler}`)).statusCode).toBe(200);
    // Two equal streams after it: what the server kept of the bodies grows with each stream; the resident
    // size is read across the second only, since across the first it also moved with what the worker's
    // earlier files had left (142 MB once, JavaScript holding nothing more).
    const stream = async (from: number) => {
      for (let i = from; i < from + 1000; i++) {
        const res = await send(`${i}-${filler}`);
        if (res.statusCode !== 200) expect(res.json()).toMatchObject({ code: 200 });
      }
    };
    await stream(0);
    const middle = memory();
    await stream(1000);
    const after = memory();
    // 200 MB of bodies went through in the second stream: JavaScript keeps none of them (no cache entry,
    // no log line holding one), which the held reading shows to the megabyte when the file runs alone
    // (+0.6 to +1.0 MB). Across the first stream it also moved with what the worker's earlier files left
    // settling (+21 MB once in CI), so, like the resident size, it is read across the second: a kept body
    // would add its 200 KB there, 200 MB in all. The resident size guards against bodies kept
    // outside JavaScript: each kept body would add its 200 KB, so the second stream would grow the
    // process by 200 MB or more. Below that, the allocator's own reuse of freed memory moves it on a busy
    // two-core machine (+72 MB seen in the second stream while JavaScript held nothing more), so the
    // bound sits between the two.
    expect(after.held - middle.held).toBeLessThan(20);
    expect(after.resident - middle.resident).toBeLessThan(150);
    // The server still answers, and the ignored field did not change the answer.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v3/card/card-basic-search',
      payload: { searchText: '皮卡丘' },
    });
    expect(plain.json().code).toBe(200);
    expect(plain.json().data).toEqual((await send('other')).json().data);
  });
});
