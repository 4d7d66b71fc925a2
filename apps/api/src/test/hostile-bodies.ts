// Run by http/bounded-memory.test.ts as a process of its own (node --expose-gc --import tsx), on the
// database that DATABASE_URL / PGLITE_DIR name: the app of a test file, fed streams of valid reads that
// each carry a distinct 200 KB field the call ignores. Prints the memory readings and answers as JSON.
//
// A process of its own because test workers run many files one after another: what the allocator kept
// of earlier files' work moved this process's resident size by more than a kept body would (+126 to
// +276 MB across a stream while JavaScript held nothing more), so the reading meant nothing there.
import { buildApp } from '../http/app.ts';
import { openDatabase } from '../db/index.ts';
import { testEnv } from './test-env.ts';

const database = { databaseUrl: process.env.DATABASE_URL || undefined, pgliteDir: process.env.PGLITE_DIR ?? '' };
const env = testEnv(database);
const handle = await openDatabase(database);
const app = await buildApp({ env, database: handle, validateResponses: true });
await app.ready();

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const MB = 2 ** 20;
/** A full collection first, so that what is read is what the server keeps. */
const memory = () => {
  collect();
  const m = process.memoryUsage();
  return { held: (m.heapUsed + m.external) / MB, resident: m.rss / MB };
};

const send = (junk: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/card/card-basic-search',
    headers: { 'content-type': 'application/json' },
    payload: `{"searchText":"皮卡丘","junk":"${junk}"}`,
  });
const filler = 'x'.repeat(200 * 1024);
const refused: string[] = [];
/**
 * A full collection every 100 bodies, as the readings take. Left to itself V8 lets the garbage of
 * hundreds of bodies (each 200 KB, twice over as text and as the parsed field) pile up between its own
 * collections; the allocator then keeps a share of the freed pages resident by chance, and a reading
 * after a long stream moved by -645 to +275 MB while JavaScript held nothing more. Collected every 100
 * bodies, readings across 1,000 bodies moved by under 5 MB. A collection never frees what the server
 * still refers to, so a body it kept still counts.
 */
const stream = async (from: number, count: number, label: string) => {
  for (let i = from; i < from + count; i++) {
    const res = await send(`${label}-${i}-${filler}`);
    if (res.statusCode !== 200 || res.json<{ code: number }>().code !== 200) refused.push(res.body.slice(0, 200));
    if ((i - from) % 100 === 99) collect();
  }
};
// A warm-up stream of the same kind first (the allocator's pools then hold what such a stream needs),
// then two equal streams: what the server kept of the bodies grows with each.
await stream(0, 500, 'warm-up');
await stream(0, 1000, 'first');
const middle = memory();
await stream(1000, 1000, 'second');
const after = memory();

const plain = await app.inject({
  method: 'POST',
  url: '/api/v3/card/card-basic-search',
  payload: { searchText: '皮卡丘' },
});
const other = await send('other');
process.stdout.write(
  JSON.stringify({
    middle,
    after,
    refused,
    plainCode: plain.json<{ code: number }>().code,
    sameAnswer:
      JSON.stringify(plain.json<{ data: unknown }>().data) === JSON.stringify(other.json<{ data: unknown }>().data),
  }),
);
await app.close();
