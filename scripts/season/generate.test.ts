import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { RANK_DQ, RANK_NC } from '@ptcg/contract';
import { computeStandings, placementPoints } from '@ptcg/tcg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardDocument } from '#api/import/cards/format.ts';
import { EntryRecord, TournamentFile, TournamentRecord } from '#api/import/tournaments/format.ts';
import { generateSeason } from './generate.ts';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data');
const CARDS_FILE = path.join(DATA_DIR, 'cards.json.gz');
const SMALL = { seed: 7, tournaments: 30, players: 400 };

let cards: CardDocument;
beforeAll(() => {
  cards = JSON.parse(gunzipSync(fs.readFileSync(CARDS_FILE)).toString('utf8')) as CardDocument;
});

/**
 * The default season, generated once for the tests that read it (the generator is deterministic: the
 * first test). Frozen, so a test that changed it would fail instead of changing what the others read.
 */
let defaultSeason: ReturnType<typeof generateSeason> | undefined;
function theDefaultSeason(): ReturnType<typeof generateSeason> {
  defaultSeason ??= deepFreeze(generateSeason(cards));
  return defaultSeason;
}
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('default season generator', () => {
  it('gives the same document for the same seed and another one for another seed', () => {
    const a = generateSeason(cards, SMALL);
    const b = generateSeason(cards, SMALL);
    expect(JSON.stringify(a.document)).toBe(JSON.stringify(b.document));
    const c = generateSeason(cards, { ...SMALL, seed: 8 });
    expect(JSON.stringify(c.document)).not.toBe(JSON.stringify(a.document));
  }, 120_000);

  it('writes a valid document: legal 60-card decks, swiss of the ongoing event, ladder points, NC and DQ', () => {
    const { document, stats } = generateSeason(cards, { ...SMALL, tournaments: 150, players: 3000 });
    const doc = TournamentFile.parse(document);
    const tournaments = doc.series.flatMap((s) => s.tournaments.map((t) => TournamentRecord.parse(t)));
    expect(tournaments.length).toBeGreaterThanOrEqual(140);
    expect(doc.series.length).toBeGreaterThanOrEqual(10);
    expect(new Set(doc.series.map((s) => s.status))).toEqual(new Set(['ended', 'ongoing', 'upcoming']));
    expect(doc.categories.length).toBeGreaterThanOrEqual(20);
    expect(stats.misclassified).toBeLessThan(stats.deckLists * 0.02);

    // Every list: 60 cards, at most 4 copies of anything but basic energy, all real prints.
    const prints = new Map(
      cards.products.flatMap((p) => p.cards.map((c) => [`${p.setCode}/${c.cardIndex}`, c] as const)),
    );
    for (const deck of Object.values(doc.decks)) {
      const list = deck.cards ?? [];
      expect(list.reduce((s, c) => s + c.count, 0)).toBe(60);
      for (const c of list) {
        const card = prints.get(`${c.setCode}/${c.cardIndex}`);
        expect(card?.setCodeEn, `${c.setCode}/${c.cardIndex}`).toBeTruthy();
        if (card?.cardType !== 'Basic Energy') expect(c.count).toBeLessThanOrEqual(4);
      }
    }

    expect(tournaments.filter((t) => t.multiDeck)).toHaveLength(6);
    expect(tournaments.filter((t) => t.isRate)).toHaveLength(2);
    expect(tournaments.some((t) => t.isTeam && t.entries.length > 0)).toBe(true);
    const ongoing = tournaments.filter((t) => t.status === 'ongoing' && !t.isTeam && !t.isRate);
    expect(ongoing.length).toBeGreaterThanOrEqual(1);
    expect(ongoing[0]?.swiss.length).toBeGreaterThan(8);
    expect(tournaments.some((t) => t.status === 'upcoming')).toBe(true);

    const entries = tournaments.flatMap((t) => t.entries.map((e) => ({ t, e: EntryRecord.parse(e) })));
    expect(entries.some(({ e }) => e.rank === RANK_NC)).toBe(true);
    expect(entries.some(({ e }) => e.rank === RANK_DQ)).toBe(true);
    for (const { t, e } of entries) expect(e.points).toBe(placementPoints(t.type, e.rank, t.participantCount));
    // Two-day events list a day-2 deck for the players who made day 2.
    const twoDay = entries.filter(({ t }) => t.twoDay);
    expect(twoDay.some(({ e }) => e.decks.some((d) => d.day === 2))).toBe(true);

    // Some players changed their name; each name history ends with the current name.
    const renamed = doc.players.filter((p) => p.names.length > 0);
    expect(renamed.length).toBeGreaterThan(50);
    for (const p of renamed) expect(p.names.at(-1)?.nickname).toBe(p.nickname);
    expect(doc.players.every((p) => /^CN[0-9A-Za-z]{8}$/.test(p.pinCode))).toBe(true);
  }, 120_000);

  it('builds a default season a visitor finds plausible: distinct event names, long circuits, a ranking where best 10 counts', () => {
    const { document } = theDefaultSeason();
    const doc = TournamentFile.parse(document);
    const series = doc.series.map((s) => ({ ...s, tournaments: s.tournaments.map((t) => TournamentRecord.parse(t)) }));
    // Two events of one series never share a name (a series that returns to a city numbers its visits).
    for (const s of series) expect(new Set(s.tournaments.map((t) => t.name)).size, s.name).toBe(s.tournaments.length);
    // At least one series fills more than one page of its tournament list (25 per page).
    expect(Math.max(...series.map((s) => s.tournaments.length))).toBeGreaterThan(25);
    // A rate series numbers its events by date: 第1期 comes first.
    const rate = series
      .flatMap((s) => s.tournaments)
      .filter((t) => t.isRate)
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    expect(rate.map((t) => t.name.match(/第(\d+)期/)?.[1])).toEqual(['1', '2']);

    // In the default season (25-26), a core of players enters more than ten events, and a few score in
    // more than ten, so the season ranking really keeps only their best ten.
    const results = new Map<string, number[]>();
    for (const t of series.flatMap((s) => s.tournaments)) {
      if (t.status !== 'ended' || t.isRate || t.division !== 'Master' || t.date < '2025-09-01' || t.date > '2026-08-31')
        continue;
      for (const raw of t.entries) {
        const e = EntryRecord.parse(raw);
        for (const p of e.players) {
          const pin = typeof p === 'string' ? p : p.pinCode;
          results.set(pin, [...(results.get(pin) ?? []), e.points]);
        }
      }
    }
    const regulars = [...results.values()].filter((r) => r.length > 10);
    expect(regulars.length).toBeGreaterThanOrEqual(20);
    expect(regulars.filter((r) => r.filter((p) => p > 0).length > 10).length).toBeGreaterThanOrEqual(1);
    expect(doc.players.length).toBeGreaterThanOrEqual(2700);
  }, 120_000);

  it('plays every event of the default season consistently: records, drops, top-cut seeding and final ranks', () => {
    const { document } = theDefaultSeason();
    const doc = TournamentFile.parse(document);
    const events = doc.series
      .flatMap((s) => s.tournaments.map((t) => TournamentRecord.parse(t)))
      .filter((t) => t.status === 'ended' && !t.isTeam);
    expect(events.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const t of events) {
      const say = (what: string) => problems.push(`${t.name}: ${what}`);
      const entries = t.entries.map((raw) => EntryRecord.parse(raw));
      const pinOf = (e: (typeof entries)[number]) => {
        const p = e.players[0];
        return typeof p === 'string' ? p : (p as { pinCode: string }).pinCode;
      };
      const swiss = t.matches.filter((m) => m.phase === 'swiss');
      const top = t.matches.filter((m) => m.phase === 'top');
      const swissRounds = Math.max(0, ...swiss.map((m) => m.round));
      if (swissRounds !== t.rounds) say(`${swissRounds} 轮瑞士轮，赛事写 ${t.rounds} 轮`);
      const playedIn = (pin: string, list: typeof swiss) => list.filter((m) => m.player1 === pin || m.player2 === pin);
      const day2Players = new Set<string>();
      const lastRound = t.twoDay ? t.rounds : swissRounds;
      for (const m of swiss)
        if (m.round === lastRound) {
          day2Players.add(m.player1);
          if (m.player2) day2Players.add(m.player2);
        }

      // Records add up: W-L-T are the swiss results, one per round played until the drop (or the end of the player's day).
      for (const e of entries) {
        const pin = pinOf(e);
        const mine = playedIn(pin, swiss);
        const wins = mine.filter(
          (m) => m.outcome === 5 || (m.outcome === 1 && m.player1 === pin) || (m.outcome === 2 && m.player2 === pin),
        ).length;
        const ties = mine.filter((m) => m.outcome === 3).length;
        if (e.wins !== wins || e.ties !== ties || e.losses !== mine.length - wins - ties)
          say(`${pin} 战绩 ${e.wins}-${e.losses}-${e.ties}，对局记录为 ${wins}-${mine.length - wins - ties}-${ties}`);
        const last = Math.max(0, ...mine.map((m) => m.round));
        if (e.dropRound !== null && last !== e.dropRound) say(`${pin} 第 ${e.dropRound} 轮后退赛，却打到第 ${last} 轮`);
        if (e.dropRound !== null && e.dropRound >= swissRounds) say(`${pin} 在最后一轮瑞士轮之后才退赛`);
        // Players who did not drop play every round (of day 1 only, for those who missed day 2).
        const playsToTheEnd = e.dropRound === null && (!t.twoDay || day2Players.has(pin));
        if (playsToTheEnd && last !== swissRounds) say(`${pin} 未退赛，却只打到第 ${last} 轮`);
      }

      // The top cut is seeded from the swiss standings: the first k players who finished the swiss, 1 v k, 2 v k-1, ...
      const k = t.topCut;
      const firstTop = top.filter((m) => m.round === swissRounds + 1);
      if (k > 0 && firstTop.length !== k / 2) say(`前 ${k} 名淘汰赛第一轮有 ${firstTop.length} 场`);
      if (k > 0) {
        const eligible = entries.filter((e) => e.dropRound === null && (!t.twoDay || day2Players.has(pinOf(e))));
        const table = computeStandings(
          [...new Set(swiss.flatMap((m) => (m.player2 ? [m.player1, m.player2] : [m.player1])))].map((id) => ({
            id,
            dropped: entries.some((e) => pinOf(e) === id && e.dropRound !== null),
          })),
          swiss.map((m) => ({
            round: m.round,
            player1: m.player1,
            player2: m.player2,
            outcome: m.outcome === 1 ? 'p1' : m.outcome === 2 ? 'p2' : m.outcome === 3 ? 'tie' : 'bye',
          })),
        );
        const eligiblePins = new Set(eligible.map(pinOf));
        const seeds = table
          .filter((s) => eligiblePins.has(s.playerId))
          .slice(0, k)
          .map((s) => s.playerId);
        firstTop.forEach((m, i) => {
          if (m.player1 !== seeds[i] || m.player2 !== seeds[k - 1 - i])
            say(
              `淘汰赛第一轮第 ${i + 1} 场 ${m.player1}-${m.player2}，按瑞士轮排名应为 ${seeds[i]}-${seeds[k - 1 - i]}`,
            );
        });
        // Final ranks follow the bracket: the loser of a round of m matches places m+1 .. 2m; the winner of the final is 1st.
        const rankOf = new Map(entries.map((e) => [pinOf(e), e.rank]));
        for (const m of top) {
          const matchesInRound = top.filter((x) => x.round === m.round).length;
          const loser = m.outcome === 1 ? m.player2 : m.player1;
          const winner = m.outcome === 1 ? m.player1 : m.player2;
          const r = rankOf.get(loser as string) ?? 0;
          if (r <= matchesInRound || r > 2 * matchesInRound)
            say(`淘汰赛负者 ${loser} 名次 ${r}，应在 ${matchesInRound + 1}-${2 * matchesInRound}`);
          if (matchesInRound === 1 && rankOf.get(winner as string) !== 1) say(`决赛胜者 ${winner} 不是冠军`);
        }
        // Everyone outside the cut ranks below it, in swiss order (NC and DQ aside).
        for (const e of entries)
          if (!seeds.includes(pinOf(e)) && e.rank <= k) say(`${pinOf(e)} 未进淘汰赛却排第 ${e.rank}`);
        if (t.twoDay)
          for (const e of entries)
            if (e.rank <= k && !day2Players.has(pinOf(e))) say(`${pinOf(e)} 未打第二天却排第 ${e.rank}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, 180_000);

  it('runs events as the Play! rules do and builds lists as real players do', () => {
    const { document } = theDefaultSeason();
    const raw = (document.series ?? []).flatMap((s) => s.tournaments.map((t) => ({ series: s, t })));
    const problems: string[] = [];
    const say = (t: { name: string }, what: string) => problems.push(`${t.name}: ${what}`);

    // Swiss rounds and top cut by attendance (Play! Pokémon tournament rules).
    const PLAY_TABLE: [number, number, number][] = [
      [8, 3, 0],
      [12, 4, 2],
      [20, 5, 4],
      [32, 5, 8],
      [64, 6, 8],
      [128, 7, 8],
      [226, 8, 16],
      [409, 9, 32],
      [Infinity, 10, 64],
    ];
    const table = (n: number) => PLAY_TABLE.find(([max]) => n <= max) as [number, number, number];
    const ended = raw.filter(({ t }) => t.status === 'ended');
    for (const { t } of ended) {
      const [, rounds, cut] = table(t.participantCount ?? 0);
      if (!t.twoDay && (t.rounds !== rounds || t.topCut !== cut))
        say(t, `${t.participantCount} 人：${t.rounds} 轮、前 ${t.topCut} 名，规则为 ${rounds} 轮、前 ${cut} 名`);
      if (t.twoDay && (t.topCut !== 8 || (t.rounds ?? 0) <= rounds))
        say(t, `两天赛事：${t.rounds} 轮、前 ${t.topCut} 名（第一天 ${rounds} 轮，第二天之后前 8 名）`);
    }
    expect(ended.filter(({ t }) => t.twoDay).length).toBeGreaterThanOrEqual(4);

    // One deck per player per event: one list per seat, and day 2 is played with the deck of day 1.
    for (const { t } of ended)
      for (const e of t.entries ?? []) {
        const day1 = new Map<string, string>();
        for (const d of e.decks ?? []) {
          const seat = `${d.slot}|${d.pinCode}`;
          if (d.day !== 2) {
            if (day1.has(seat)) say(t, `第 ${e.rank} 名同一座位有两套卡组`);
            day1.set(seat, d.ref ?? '');
          }
        }
        for (const d of e.decks ?? [])
          if (d.day === 2 && day1.get(`${d.slot}|${d.pinCode}`) !== d.ref) say(t, `第 ${e.rank} 名第二天换了卡组`);
      }

    // Names, types and qualifier rows as the official events: 高级赛 rows are Ultra, only qualifier
    // days are isQual, city events are named after their series and shop, series link their notice.
    for (const { series, t } of raw) {
      if (t.name.includes('高级赛') !== (t.type === 'Ultra')) say(t, `类型 ${t.type}`);
      if (Boolean(t.isQual) !== t.name.includes('资格赛')) say(t, `isQual ${t.isQual}`);
      if (t.type === 'City' && !t.isTeam && !t.isRate && !t.name.startsWith(`${series.name} - `))
        say(t, `城市赛名称不以「${series.name} - 」开头`);
      if (!series.link) say(t, `系列 ${series.name} 没有链接`);
      if (/市$/.test(t.location ?? '')) say(t, `地点 ${t.location}`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
    const ultra = raw.find(({ t }) => t.type === 'Ultra');
    // Kept as the original answers it (of the Master level for top cuts and filters).
    expect(ultra && TournamentRecord.parse(ultra.t).type).toBe('Ultra');

    // Lists: about 25-30 distinct cards, and no trainer in more than 90% of the decks played.
    const prints = new Map(
      cards.products.flatMap((p) => p.cards.map((c) => [`${p.setCode}/${c.cardIndex}`, c] as const)),
    );
    const played = ended.flatMap(({ t }) =>
      (t.entries ?? []).flatMap((e) => (e.decks ?? []).filter((d) => d.day !== 2)),
    );
    const distinct: number[] = [];
    const decksWith = new Map<string, number>();
    for (const d of played) {
      const names = new Set<string>();
      for (const c of document.decks?.[d.ref ?? '']?.cards ?? []) {
        const card = prints.get(`${c.setCode}/${c.cardIndex}`);
        names.add(card?.nameEn ?? `${c.setCode}/${c.cardIndex}`);
        if (card && card.cardType !== 'Pokemon' && card.cardType !== 'Basic Energy')
          names.add(`trainer:${card.nameEn}`);
      }
      distinct.push([...names].filter((n) => !n.startsWith('trainer:')).length);
      for (const n of names) if (n.startsWith('trainer:')) decksWith.set(n, (decksWith.get(n) ?? 0) + 1);
    }
    distinct.sort((a, b) => a - b);
    const median = distinct[Math.floor(distinct.length / 2)] as number;
    expect(median).toBeGreaterThanOrEqual(25);
    expect(median).toBeLessThanOrEqual(30);
    expect(distinct[Math.floor(distinct.length * 0.05)]).toBeGreaterThanOrEqual(22);
    const [topTrainer, topCount] = [...decksWith].sort((a, b) => b[1] - a[1])[0] as [string, number];
    console.log(
      `卡组 ${played.length} 套，不同卡牌中位数 ${median}，最常见的训练家 ${topTrainer.slice(8)} 占 ${((topCount / played.length) * 100).toFixed(1)}%`,
    );
    expect(topCount / played.length).toBeLessThanOrEqual(0.9);
  }, 120_000);

  it('committed data/season.json.gz is what the generator builds from the committed card data', () => {
    // Fails when the card dataset or the generator changed without rebuilding the season (npm run build:season).
    const committed = gunzipSync(fs.readFileSync(path.join(DATA_DIR, 'season.json.gz'))).toString('utf8');
    expect(JSON.stringify(theDefaultSeason().document) === committed).toBe(true);
  }, 120_000);
});
