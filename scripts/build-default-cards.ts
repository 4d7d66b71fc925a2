// Usage: npx tsx scripts/build-default-cards.ts [tcgdex dir] [output file]
//   Builds the default card dataset (data/cards.json.gz) from the TCGdex data (asia/ and
//   international/ under the tcgdex dir, default ../shared/data/tcgdex) and copies its licence.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBridge } from '../apps/api/src/import/cards/bridge.ts';
import { convertAsiaSets, readTcgdexFolder } from '../apps/api/src/import/cards/tcgdex.ts';
import { REPO_ROOT } from '../apps/api/src/env.ts';

const source = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '../shared/data/tcgdex'));
const output = path.resolve(process.argv[3] ?? path.join(REPO_ROOT, 'data/cards.json.gz'));

const bridge = buildBridge(readTcgdexFolder(path.join(source, 'international')));
const { document, stats } = convertAsiaSets(readTcgdexFolder(path.join(source, 'asia')), bridge);

const all = document.products.flatMap((p) => p.cards);
const bridged = all.filter((c) => c.setCodeEn !== null).length;
const byType = new Map<string, [number, number]>();
for (const c of all) {
  const t = byType.get(c.cardType) ?? [0, 0];
  byType.set(c.cardType, [t[0] + 1, t[1] + (c.setCodeEn !== null ? 1 : 0)]);
}

fs.mkdirSync(path.dirname(output), { recursive: true });
const json = JSON.stringify(document);
fs.writeFileSync(output, output.endsWith('.gz') ? gzipSync(json, { level: 9 }) : json);
// The shared source is read-only; the copy must stay writable for the next build.
const licence = path.join(path.dirname(output), 'LICENSE-tcgdex');
fs.rmSync(licence, { force: true });
fs.copyFileSync(path.join(source, 'LICENSE'), licence);
fs.chmodSync(licence, 0o644);

console.log(`产品 ${stats.sets} 个，卡牌 ${stats.cards} 张（无中文文本而跳过 ${stats.skippedNoChinese} 张，数据自相矛盾而跳过 ${stats.skippedInconsistent} 张）`);
console.log(`英文对照 ${bridged}/${all.length} = ${((100 * bridged) / all.length).toFixed(1)}%`);
for (const [t, [n, b]] of byType) console.log(`  ${t}: ${b}/${n}`);
if (stats.speciesUnresolved.length > 0) console.log(`未能确定物种的宝可梦 ${stats.speciesUnresolved.length} 张: ${stats.speciesUnresolved.slice(0, 20).join('、')}`);
console.log(`已写入 ${path.relative(process.cwd(), output)} (${(fs.statSync(output).size / 1024 / 1024).toFixed(2)} MB)`);
