// Usage: npx tsx scripts/english-coverage.ts [tcgdex dir]
//   Prints how the international prints (Scarlet & Violet and Sword & Shield series) resolve to
//   Chinese cards, how many are international-only, the effect-consistency exceptions, and the Chinese
//   cards with an English link, listing each of the rest with the reason (Asia-only, or the miss).
import path from 'node:path';
import { buildBridge } from '../apps/api/src/import/cards/bridge.ts';
import { consistencyExceptions } from '../apps/api/src/import/cards/english-prints.ts';
import { missingEnglishReason, trainerKeyEn, trainerNameEn } from '../apps/api/src/import/cards/name-match.ts';
import { convertAsiaSets, readTcgdexFolder } from '../apps/api/src/import/cards/tcgdex.ts';
import { REPO_ROOT } from '../apps/api/src/env.ts';

const source = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '../shared/data/tcgdex'));
const bridge = buildBridge(readTcgdexFolder(path.join(source, 'international')));
const { document } = convertAsiaSets(readTcgdexFolder(path.join(source, 'asia')), bridge);
const prints = document.englishPrints ?? [];
const chinese = document.products
  .filter((p) => !p.international)
  .flatMap((p) => p.cards.map((card) => ({ setCode: p.setCode, card })));
const chineseEffects = new Set(chinese.map((c) => c.card.effectId));
const comparableKeys = new Set(prints.filter((p) => !p.internationalOnly).map((p) => p.matchKey));

const pct = (n: number, d: number) => `${n}/${d} = ${d === 0 ? '-' : ((100 * n) / d).toFixed(1)}%`;
for (const [label, series] of [
  ['朱&紫 (Scarlet & Violet)', 'sv'],
  ['剑&盾 (Sword & Shield)', 'swsh'],
  ['合计', ''],
] as const) {
  const inSeries = prints.filter((p) =>
    series === '' ? /^en\/(sv|swsh)\//.test(p.imageKey ?? '') : (p.imageKey ?? '').startsWith(`en/${series}/`),
  );
  const resolved = inSeries.filter((p) => chineseEffects.has(p.effectId));
  // A print "whose card exists in Chinese": a Chinese card has its match key.
  const exists = inSeries.filter(
    (p) => p.matchKey !== null && (comparableKeys.has(p.matchKey) || chineseEffects.has(p.effectId)),
  );
  const resolvedOfExisting = exists.filter((p) => chineseEffects.has(p.effectId));
  console.log(
    `${label}: 英文卡 ${inSeries.length} 张，对应到中文卡 ${pct(resolved.length, inSeries.length)}；其中中文版存在的卡 ${pct(resolvedOfExisting.length, exists.length)}`,
  );
}

// The other direction: Chinese cards with an English link, and why each of the rest has none.
const kindsByName = new Map<string, Set<string>>();
for (const p of prints) {
  const key = trainerKeyEn(p.nameEn);
  kindsByName.set(key, (kindsByName.get(key) ?? new Set()).add(p.cardType));
}
const unlinked = chinese
  .filter((c) => c.card.setCodeEn === null || c.card.setCodeEn === undefined)
  .map((c) => {
    const en = trainerNameEn(c.card.name);
    const kinds = en ? [...(kindsByName.get(trainerKeyEn(en)) ?? [])] : [];
    return {
      ...c,
      ...missingEnglishReason({ name: c.card.name, cardType: c.card.cardType, internationalPrintKinds: kinds }),
    };
  });
const asiaOnly = unlinked.filter((u) => u.asiaOnly).length;
console.log(
  `中文卡 ${chinese.length} 张：有英文版对照 ${pct(chinese.length - unlinked.length, chinese.length)}；除去仅亚洲发行的 ${asiaOnly} 张，${pct(chinese.length - unlinked.length, chinese.length - asiaOnly)}`,
);
for (const u of unlinked)
  console.log(`  ${u.setCode} ${u.card.cardIndex} ${u.card.name}（${u.card.cardType}）: ${u.why}`);

const intl = prints.filter((p) => p.internationalOnly);
console.log(`仅国际版的英文卡 ${intl.length} 张（不同效果 ${new Set(intl.map((p) => p.effectId)).size} 种）`);
const exceptions = consistencyExceptions(bridge.prints, prints, chinese, (c) => bridge.match(c));
console.log(`效果一致性例外 ${exceptions.length} 组`);
for (const e of exceptions.slice(0, Number(process.env.SHOW ?? 20)))
  console.log(
    `  ${e.nameEn} [${e.printed}]: ${Object.values(e.effects)
      .map((l) => l.join(','))
      .join('  ≠  ')}`,
  );
