import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { RANK_DQ, RANK_NC } from '@ptcg/contract';
import { placementPoints } from '@ptcg/tcg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardDocument } from '../../apps/api/src/import/cards/format.ts';
import { EntryRecord, TournamentFile, TournamentRecord } from '../../apps/api/src/import/tournaments/format.ts';
import { generateSeason } from './generate.ts';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data');
const CARDS_FILE = path.join(DATA_DIR, 'cards.json.gz');
const SMALL = { seed: 7, tournaments: 30, players: 400 };

let cards: CardDocument;
beforeAll(() => {
  cards = JSON.parse(gunzipSync(fs.readFileSync(CARDS_FILE)).toString('utf8')) as CardDocument;
});

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
    const prints = new Map(cards.products.flatMap((p) => p.cards.map((c) => [`${p.setCode}/${c.cardIndex}`, c] as const)));
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
    expect(doc.players.every((p) => /^CN\d{8}$/.test(p.pinCode))).toBe(true);
  }, 120_000);

  it('builds a default season a visitor finds plausible: distinct event names, long circuits, a ranking where best 10 counts', () => {
    const { document } = generateSeason(cards);
    const doc = TournamentFile.parse(document);
    const series = doc.series.map((s) => ({ ...s, tournaments: s.tournaments.map((t) => TournamentRecord.parse(t)) }));
    // Two events of one series never share a name (a series that returns to a city numbers its visits).
    for (const s of series) expect(new Set(s.tournaments.map((t) => t.name)).size, s.name).toBe(s.tournaments.length);
    // At least one series fills more than one page of its tournament list (25 per page).
    expect(Math.max(...series.map((s) => s.tournaments.length))).toBeGreaterThan(25);
    // A rate series numbers its events by date: 第1期 comes first.
    const rate = series.flatMap((s) => s.tournaments).filter((t) => t.isRate).sort((a, b) => (a.date < b.date ? -1 : 1));
    expect(rate.map((t) => t.name.match(/第(\d+)期/)?.[1])).toEqual(['1', '2']);

    // In the default season (25-26), a core of players enters more than ten events, and a few score in
    // more than ten, so the season ranking really keeps only their best ten.
    const results = new Map<string, number[]>();
    for (const t of series.flatMap((s) => s.tournaments)) {
      if (t.status !== 'ended' || t.isRate || t.division !== 'Master' || t.date < '2025-09-01' || t.date > '2026-08-31') continue;
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

  it('committed data/season.json.gz is what the generator builds from the committed card data', () => {
    // Fails when the card dataset or the generator changed without rebuilding the season (npm run build:season).
    const committed = gunzipSync(fs.readFileSync(path.join(DATA_DIR, 'season.json.gz'))).toString('utf8');
    expect(JSON.stringify(generateSeason(cards).document) === committed).toBe(true);
  }, 120_000);
});
