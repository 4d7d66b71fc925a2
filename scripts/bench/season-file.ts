import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { REPO_ROOT } from '#api/env.ts';
import type { CardDocument } from '#api/import/cards/format.ts';
import { generateSeason } from '../season/generate.ts';

/** The default card data, which the benches import and the generator builds its decks from. */
export const CARDS = path.join(REPO_ROOT, 'data/cards.json.gz');

/**
 * A generated season file in the system's temporary folder, made once and reused while the generator's
 * sources, the card data and the sizes stay the same (the generator is deterministic). Timed with the
 * performance clock: a bench may pin Date.
 */
export function generatedSeasonFile(sizes: { tournaments: number; players: number }, seed: number): string {
  const hash = createHash('sha256');
  // The generator's sources (its tests and their fixtures do not change what it writes).
  const folder = path.join(REPO_ROOT, 'scripts/season');
  const sources = fs.readdirSync(folder).filter((f) => /(?<!\.test)\.ts$/.test(f));
  for (const f of sources.sort()) hash.update(fs.readFileSync(path.join(folder, f)));
  hash.update(String(fs.statSync(CARDS).size));
  const file = path.join(
    os.tmpdir(),
    `ptcg-bench-season-${seed}-${sizes.tournaments}-${sizes.players}-${hash.digest('hex').slice(0, 12)}.json`,
  );
  if (!fs.existsSync(file)) {
    const started = performance.now();
    const cards = JSON.parse(gunzipSync(fs.readFileSync(CARDS)).toString('utf8')) as CardDocument;
    const { document, stats } = generateSeason(cards, { seed, ...sizes });
    fs.writeFileSync(file, JSON.stringify(document));
    const took = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`生成 ${stats.tournaments} 场赛事 / ${stats.entries} 条成绩 / ${stats.players} 名选手，用时 ${took} s`);
  }
  return file;
}
