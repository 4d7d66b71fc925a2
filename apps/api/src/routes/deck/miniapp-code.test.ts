import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLiveText } from '@ptcg/tcg';
import { importTournamentFiles } from '#api/import/tournaments/import-tournaments.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';
import { callData } from '#api/test/client.ts';

/** A code as the official mini-app writes them (18 letters and digits). */
const OFFICIAL = 'u0V77BXuvEFRERtCxS';
const OTHER_OFFICIAL = 'Zq81mPx0LkT4bW2cYd';

let t: TestApp;
let tmp: string;
let deckId: number;
let cards: { setCode: string; cardIndex: string; count: number }[];

/** One ended event of our format whose only entry plays the given list with the given deck fields. */
function eventFile(name: string, deck: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  const file = path.join(tmp, `${name}.json`);
  const document = {
    format: 'ptcg-cn-tournaments',
    version: 1,
    players: [{ pinCode: 'CNminiapp01', nickname: '小程序选手' }],
    ...extra,
    tournaments: [
      {
        externalId: `miniapp-${name}`,
        name: `小程序代码测试 ${name}`,
        status: 'ended',
        date: '2026-01-10',
        location: '上海',
        regulation: 'GHI-CSV10C',
        regulationMark: 'GHI',
        type: 'City',
        entries: [{ rank: 1, players: ['CNminiapp01'], decks: [deck] }],
      },
    ],
  };
  fs.writeFileSync(file, JSON.stringify(document));
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'miniapp-code-'));
  const stored = await t.database.db.selectFrom('deck').select('deck_id').orderBy('deck_id').executeTakeFirstOrThrow();
  deckId = stored.deck_id;
  cards = (await callData(t.app, 'deck/detail', { deckId })).cards.map((c) => ({
    setCode: c.setCode,
    cardIndex: c.cardIndex,
    count: c.count,
  }));
});

afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('deck codes', () => {
  it('makes none up: a deck of the results has no code until one comes with it, and no code finds it', async () => {
    const detail = await callData(t.app, 'deck/detail', { deckId });
    expect(detail.deckCode).toBe('');
    const live = toLiveText(detail.cards, { deckCode: detail.deckCode || undefined }).text;
    expect(live).not.toContain('小程序卡组ID');
    const missing = await t.call('deck/export-miniapp', { deckCode: OFFICIAL });
    expect(missing.body).toMatchObject({ code: 10002, msg: '卡组代码不存在' });
  });

  it('keeps the official code imported with a deck, answers it with the deck and finds the deck by it', async () => {
    await importTournamentFiles(t.database.db, [eventFile('official', { cards, deckCode: OFFICIAL })]);
    const detail = await callData(t.app, 'deck/detail', { deckId });
    expect(detail.deckCode).toBe(OFFICIAL);
    const byCode = await callData(t.app, 'deck/export-miniapp', { deckCode: OFFICIAL });
    expect(byCode.deckId).toBe(deckId);
  });

  it('answers no code for a pasted list that is not a stored deck', async () => {
    const detail = await callData(t.app, 'deck/detail', { deckId });
    const changed = detail.cards.map((c, i) => (i === 0 ? { ...c, count: c.count + 1 } : c));
    const pasted = await callData(t.app, 'deck/import-text', { text: toLiveText(changed).text });
    expect(pasted.deckId).toBeNull();
    expect(pasted.deckCode).toBe('');
  });

  it('refuses a code that already names another list, naming the record, and changes nothing', async () => {
    const other = cards.map((c, i) => (i === 0 ? { ...c, count: c.count - 1 } : c));
    other.push({ ...cards[cards.length - 1]!, count: 1 });
    const clash = eventFile('clash', { cards: mergeCounts(other), deckCode: OFFICIAL });
    await expect(importTournamentFiles(t.database.db, [clash])).rejects.toThrow(
      /赛事 miniapp-clash 第 1 条成绩 decks\[0\] deckCode: 小程序卡组代码 u0V77BXuvEFRERtCxS 已属于另一副卡组/,
    );
    const tournaments = await t.database.db
      .selectFrom('tournament')
      .select('id')
      .where('name', '=', '小程序代码测试 clash')
      .execute();
    expect(tournaments).toEqual([]);
  });

  it('takes a shared list’s code from the shared list and refuses one written beside a ref', async () => {
    const shared = eventFile('shared', { ref: 'main' }, { decks: { main: { cards, deckCode: OTHER_OFFICIAL } } });
    await importTournamentFiles(t.database.db, [shared]);
    expect((await callData(t.app, 'deck/export-miniapp', { deckCode: OTHER_OFFICIAL })).deckId).toBe(deckId);
    // The first code that came with the list stays the one shown.
    expect((await callData(t.app, 'deck/detail', { deckId })).deckCode).toBe(OFFICIAL);

    const beside = eventFile('beside', { ref: 'main', deckCode: OFFICIAL }, { decks: { main: { cards } } });
    await expect(importTournamentFiles(t.database.db, [beside])).rejects.toThrow(/deckCode/);
    const malformed = eventFile('malformed', { cards, deckCode: 'not-a-code' });
    await expect(importTournamentFiles(t.database.db, [malformed])).rejects.toThrow(
      /小程序卡组代码应为 18 位字母或数字/,
    );
  });
});

function mergeCounts(list: { setCode: string; cardIndex: string; count: number }[]) {
  const merged = new Map<string, { setCode: string; cardIndex: string; count: number }>();
  for (const c of list) {
    const key = `${c.setCode}/${c.cardIndex}`;
    const seen = merged.get(key);
    if (seen) seen.count += c.count;
    else merged.set(key, { ...c });
  }
  return [...merged.values()].filter((c) => c.count > 0);
}
