// Usage: npx tsx scripts/build-default-cards.ts [tcgdex dir] [output file]
//   Builds the default card dataset (data/cards.json.gz) from the TCGdex data (asia/ and
//   international/ under the tcgdex dir, default ../shared/data/tcgdex) and copies its licence.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { buildBridge } from '../apps/api/src/import/cards/bridge.ts';
import type { CardDocument } from '../apps/api/src/import/cards/format.ts';
import { plainYorenCode, yorenIdentityOf, YorenNumbering } from '../apps/api/src/import/cards/game-text.ts';
import { RENAMED } from '../apps/api/src/import/cards/card-corrections.ts';
import { mainlandName } from '../apps/api/src/import/cards/mainland-terms.ts';
import { convertAsiaSets, readTcgdexFolder } from '../apps/api/src/import/cards/tcgdex.ts';
import { REPO_ROOT } from '../apps/api/src/env.ts';

const source = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '../shared/data/tcgdex'));
const output = path.resolve(process.argv[3] ?? path.join(REPO_ROOT, 'data/cards.json.gz'));

/**
 * The Y<n> yorenCodes of the previous build: the persisted numbering, so that a rebuild keeps every
 * identity's number and only new identities get new ones.
 */
function previousYorenCodes(file: string): [string, string][] {
  if (!fs.existsSync(file)) return [];
  const previous = JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8')) as CardDocument;
  return (
    previous.products
      .flatMap((p) => p.cards)
      .filter((c) => c.yorenCode && /^Y\d+$/.test(c.yorenCode))
      .filter(
        (c) =>
          plainYorenCode({
            name: c.name,
            cardType: c.cardType,
            dexIds: c.dexIds ?? [],
            mechanic: c.mechanic ?? null,
          }) === null,
      )
      // A card the mainland wording or a correction renamed keeps the number of its earlier name.
      .map((c) => [yorenIdentityOf({ ...c, name: mainlandName(RENAMED[c.name] ?? c.name) }), c.yorenCode!])
  );
}

const yoren = new YorenNumbering(previousYorenCodes(output));
const bridge = buildBridge(readTcgdexFolder(path.join(source, 'international')));
const { document, stats } = convertAsiaSets(readTcgdexFolder(path.join(source, 'asia')), bridge, yoren);

const everyCard = document.products.flatMap((p) => p.cards);
const all = everyCard.filter((c) => !c.internationalOnly);
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

console.log(
  `产品 ${stats.sets} 个，卡牌 ${stats.cards} 张（无中文文本而跳过 ${stats.skippedNoChinese} 张，数据自相矛盾而跳过 ${stats.skippedInconsistent} 张）`,
);
console.log(`英文对照 ${bridged}/${all.length} = ${((100 * bridged) / all.length).toFixed(1)}%`);
for (const [t, [n, b]] of byType) console.log(`  ${t}: ${b}/${n}`);
if (stats.english) {
  const e = stats.english;
  console.log(
    `英文卡 ${e.prints} 张：中文版存在的 ${e.resolved}/${e.comparable} 张对应到中文卡，仅国际版 ${e.internationalOnly} 张（详见 scripts/english-coverage.ts）`,
  );
}
console.log(
  `仅国际版的卡 ${everyCard.length - all.length} 张（${document.products.filter((p) => p.international).length} 个国际版系列）`,
);
if (stats.speciesUnresolved.length > 0)
  console.log(
    `未能确定物种的宝可梦 ${stats.speciesUnresolved.length} 张: ${stats.speciesUnresolved.slice(0, 20).join('、')}`,
  );
console.log(`yorenCode: 新编号 ${yoren.added.size} 个`);
console.log(
  `已写入 ${path.relative(process.cwd(), output)} (${(fs.statSync(output).size / 1024 / 1024).toFixed(2)} MB)`,
);
