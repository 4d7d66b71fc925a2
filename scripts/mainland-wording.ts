// Usage: npx tsx scripts/mainland-wording.ts [tcgdex dir]
//   Prints the share of card texts that still hold a Taiwan-only phrase (mainland-terms.ts,
//   TAIWAN_ONLY): the Taiwan card texts converted character by character (before the term table),
//   the same texts with the term table, and the texts of the committed data/cards.json.gz; then the
//   share of texts with a Taiwan sentence pattern (MAINLAND_SENTENCE_PATTERNS) before and after them.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { simplifiedTaiwanText, simplifiedText } from '../apps/api/src/import/cards/chinese-text.ts';
import type { CardDocument } from '../apps/api/src/import/cards/format.ts';
import { hasTaiwanPattern, mainlandWords, TAIWAN_ONLY } from '../apps/api/src/import/cards/mainland-terms.ts';
import { SET_IDS, readTcgdexFolder } from '../apps/api/src/import/cards/tcgdex.ts';
import { REPO_ROOT } from '../apps/api/src/env.ts';

const source = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '../shared/data/tcgdex'));
const raw: string[] = [];
for (const s of readTcgdexFolder(path.join(source, 'asia'))) {
  if (SET_IDS[s.set.id] === undefined) continue;
  for (const c of s.cards) {
    const texts = [
      c.category === 'Pokemon' ? undefined : c.effect,
      ...(c.abilities ?? []).map((a) => a.effect),
      ...(c.attacks ?? []).map((a) => a.effect),
    ];
    for (const t of texts) if (t?.['zh-tw']?.trim()) raw.push(t['zh-tw']);
  }
}

const share = (texts: string[]) => {
  const hit = texts.filter((t) => TAIWAN_ONLY.test(t)).length;
  return `${hit}/${texts.length} = ${((100 * hit) / texts.length).toFixed(1)}%`;
};
console.log(`台湾用语残留（规则文本：特性、招式、训练家与能量效果）`);
console.log(`  术语表之前: ${share(raw.map(simplifiedTaiwanText))}`);
console.log(`  术语表之后: ${share(raw.map(simplifiedText))}`);

const doc = JSON.parse(
  gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/cards.json.gz'))).toString('utf8'),
) as CardDocument;
const stored = doc.products
  .filter((p) => !p.international)
  .flatMap((p) =>
    p.cards.flatMap((c) => [
      ...(c.cardType === 'Pokemon' || !c.description ? [] : [c.description]),
      ...(c.pokemonAttr?.ability ?? []).map((a) => a.text),
      ...(c.pokemonAttr?.attack ?? []).map((a) => a.text ?? ''),
    ]),
  )
  .filter((t) => t !== '');
console.log(`  data/cards.json.gz: ${share(stored)}`);
const patternShare = (texts: string[]) => {
  const hit = texts.filter(hasTaiwanPattern).length;
  return `${hit}/${texts.length} = ${((100 * hit) / texts.length).toFixed(1)}%`;
};
console.log(`台湾句式残留（MAINLAND_SENTENCE_PATTERNS 中的台湾句式）`);
console.log(`  句式表之前（只用术语表）: ${patternShare(raw.map((t) => mainlandWords(simplifiedTaiwanText(t))))}`);
console.log(`  句式表之后: ${patternShare(raw.map(simplifiedText))}`);
console.log(`  data/cards.json.gz: ${patternShare(stored)}`);
const names = doc.products.filter((p) => !p.international).flatMap((p) => p.cards.map((c) => c.name));
console.log(`卡名中的台湾用语: ${share(names)}`);
const examples = stored.filter((t) => TAIWAN_ONLY.test(t)).slice(0, Number(process.env.SHOW ?? 0));
for (const e of examples) console.log(`  ${e.replace(/\n/g, ' ')}`);
