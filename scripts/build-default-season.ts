// Usage: npx tsx scripts/build-default-season.ts [--seed 20261122] [--tournaments 150] [--players 3500]
//          [--today 2026-11-22] [--cards data/cards.json.gz] [--out data/season.json.gz]
//   Generates the default season (series, tournaments, players, standings, decklists, deck
//   categories) in our tournament format from the card dataset. Deterministic: the same seed and
//   sizes give the same file. The same command builds the large data set for benchmarks, e.g.
//   --tournaments 5000 --players 60000 --out /tmp/big.json.gz
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CardDocument } from '../apps/api/src/import/cards/format.ts';
import { REPO_ROOT } from '../apps/api/src/env.ts';
import { DEFAULT_OPTIONS, generateSeason } from './season/generate.ts';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} 应为正整数: ${raw}`);
    process.exit(1);
  }
  return n;
}

const cardsFile = path.resolve(option('cards') ?? path.join(REPO_ROOT, 'data/cards.json.gz'));
const out = path.resolve(option('out') ?? path.join(REPO_ROOT, 'data/season.json.gz'));
const started = Date.now();
const raw = fs.readFileSync(cardsFile);
const cards = JSON.parse((cardsFile.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as CardDocument;
const { document, stats } = generateSeason(cards, {
  seed: numberOption('seed', DEFAULT_OPTIONS.seed),
  tournaments: numberOption('tournaments', DEFAULT_OPTIONS.tournaments),
  players: numberOption('players', DEFAULT_OPTIONS.players),
  today: option('today') ?? DEFAULT_OPTIONS.today,
});
const json = JSON.stringify(document);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, out.endsWith('.gz') ? gzipSync(json, { level: 9 }) : json);

console.log(
  `赛事系列 ${stats.series} 个，赛事 ${stats.tournaments} 场（已结束 ${stats.byStatus.ended}，进行中 ${stats.byStatus.ongoing}，未开始 ${stats.byStatus.upcoming}）`,
);
console.log(
  `成绩 ${stats.entries} 条，选手 ${stats.players} 名（其中改名 ${stats.renamedPlayers} 名），不同卡组 ${stats.deckLists} 种`,
);
console.log(
  `卡组类别 ${stats.categories} 个，变体 ${stats.variants} 个；归类与构筑意图不一致的卡组 ${stats.misclassified} 种`,
);
console.log(
  `已写入 ${path.relative(process.cwd(), out)} (${(fs.statSync(out).size / 1024 / 1024).toFixed(2)} MB，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒)`,
);
