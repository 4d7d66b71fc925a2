import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ResponseOf } from '@ptcg/contract';
import { DESKTOP_WIDTH, PHONE_WIDTH, setupBrowser, apiClient } from './browser.ts';

const app = setupBrowser();
/** The server answers within a second when idle; a busy test machine needs more headroom. */
const POLL = { timeout: 10_000 };

const api = apiClient(app.baseUrl);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const url = (page: Page) => new URL(page.url());
/** Mantine hides the radio itself; users click its label. */
const segment = (page: Page, name: string) => page.locator('label', { hasText: new RegExp(`^${name}$`) });
const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
/** Visible text of a row's cells (phones fold the pin code under the nickname, so cells are joined). */
const rowText = (page: Page, name: string, row: number) => tableRows(page, name).nth(row).innerText();
const cellTexts = async (page: Page, name: string, row: number) =>
  (await tableRows(page, name).nth(row).locator('td').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A player of the default season who has been renamed and has a tournament history. */
let renamed: ResponseOf<'player/info'>;

beforeAll(async () => {
  const pages = await Promise.all([1, 2, 3].map((page) => api('player/rank-career', { page, pageSize: 100 })));
  for (const row of pages.flatMap((p) => p.list)) {
    const info = await api('player/info', { pinCode: row.pinCode });
    if (info.historyName.some((name) => name !== info.nickName)) {
      renamed = info;
      return;
    }
  }
  throw new Error('the default dataset has no renamed player among the top 300 of the career ranking');
});

describe.each([
  ['desktop', DESKTOP_WIDTH],
  ['phone', PHONE_WIDTH],
])('player screens on %s', (_label, width) => {
  test('the ranking switches between official, season and career, each kept in the URL', async () => {
    const official = await api('player/rank-official', {});
    const page = await app.openPage('/player/rank', { width });
    await heading(page).filter({ hasText: '选手排名' }).waitFor();
    await tableRows(page, '官方排名').first().waitFor();
    expect(await tableRows(page, '官方排名').count()).toBe(Math.min(100, official.itemNum));
    const top = official.list[0]!;
    const topCells = await cellTexts(page, '官方排名', 0);
    expect(topCells[0]).toBe(String(top.ranking));
    expect(topCells.join(' ')).toContain(top.nickName);
    expect(topCells.join(' ')).toContain(top.pinCode);
    expect(topCells.at(-1)).toBe(top.points.toLocaleString('zh-CN'));
    expect(
      await tableRows(page, '官方排名').first().getByRole('link', { name: top.nickName }).getAttribute('href'),
    ).toBe(`/player/${encodeURIComponent(top.pinCode)}`);

    await segment(page, '赛季积分').click();
    await expect.poll(() => url(page).searchParams.get('type'), POLL).toBe('season');
    const season = await api('player/rank-season', {});
    await tableRows(page, '赛季积分排名').first().waitFor();
    const s = season.list[0]!;
    const seasonCells = await cellTexts(page, '赛季积分排名', 0);
    expect(seasonCells.slice(0, 2)).toEqual([String(s.rank), String(s.divisionRank)]);
    expect(seasonCells.join(' ')).toContain(s.nickname);
    expect(seasonCells.join(' ')).toContain(s.pinCode);
    expect(seasonCells.join(' ')).toContain(s.points.toLocaleString('zh-CN'));
    expect(seasonCells.join(' ')).toContain(`${s.pointsTimes} / ${s.playTimes}`);

    await page.getByRole('textbox', { name: '赛季' }).click();
    await page.getByRole('option', { name: '24-25 赛季' }).click();
    await expect.poll(() => url(page).searchParams.get('season'), POLL).toBe('24-25');
    const older = await api('player/rank-season', { season: '24-25' });
    await expect.poll(() => rowText(page, '赛季积分排名', 0), POLL).toContain(older.list[0]!.pinCode);

    await page.getByRole('textbox', { name: '组别' }).click();
    await page.getByRole('option', { name: '少年组' }).click();
    await expect.poll(() => url(page).searchParams.get('division'), POLL).toBe('Senior');
    const senior = await api('player/rank-season', { season: '24-25', division: 'Senior' });
    if (senior.list.length > 0) {
      await expect.poll(() => rowText(page, '赛季积分排名', 0), POLL).toContain(senior.list[0]!.pinCode);
    } else {
      await page.getByText('暂无排名').waitFor();
    }

    await segment(page, '生涯积分').click();
    await expect.poll(() => url(page).searchParams.get('type'), POLL).toBe('career');
    const career = await api('player/rank-career', { division: 'Senior' });
    if (career.list.length > 0) {
      await expect.poll(() => rowText(page, '生涯积分排名', 0), POLL).toContain(career.list[0]!.pinCode);
    }
    expect(await page.getByRole('textbox', { name: '赛季' }).count()).toBe(0);

    // The whole choice survives a reload.
    await page.reload();
    expect(await page.getByRole('radio', { name: '生涯积分' }).isChecked()).toBe(true);
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('the search box narrows the ranking by pin code or nickname after a pause in typing', async () => {
    const official = await api('player/rank-official', { page: 2 });
    const someone = official.list[3]!;
    const page = await app.openPage('/player/rank', { width });
    await tableRows(page, '官方排名').first().waitFor();

    await page.getByRole('searchbox', { name: '搜索选手' }).fill(someone.pinCode);
    await expect.poll(() => url(page).searchParams.get('search'), POLL).toBe(someone.pinCode);
    await expect.poll(() => tableRows(page, '官方排名').count(), POLL).toBe(1);
    expect(await rowText(page, '官方排名', 0)).toContain(someone.nickName);

    const byName = await api('player/rank-official', { search: someone.nickName });
    await page.getByRole('searchbox', { name: '搜索选手' }).fill(someone.nickName);
    await expect.poll(() => url(page).searchParams.get('search'), POLL).toBe(someone.nickName);
    await expect.poll(() => tableRows(page, '官方排名').count(), POLL).toBe(Math.min(100, byName.itemNum));

    await page.getByRole('searchbox', { name: '搜索选手' }).fill('不存在的选手名字');
    await page.getByText('没有找到选手').waitFor();
    await page.getByRole('button', { name: '清除搜索' }).click();
    await expect.poll(() => url(page).searchParams.has('search'), POLL).toBe(false);
    await expect.poll(() => tableRows(page, '官方排名').count(), POLL).toBe(100);
  });

  test('a profile shows the name, pin code with copy, former names, history with a type filter and career tables', async () => {
    const player = renamed;
    await app.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await app.openPage(`/player/${encodeURIComponent(player.pinCode)}`, { width });
    await heading(page).filter({ hasText: player.nickName }).waitFor();
    expect(await page.getByTestId('pin-code').innerText()).toBe(player.pinCode);

    // The confirmation lasts 500 ms (SPEC); on a busy machine polling for it can miss it, so the page
    // itself records whether the button ever said 已复制.
    await page.evaluate(() => {
      const win = window as unknown as { sawCopied?: boolean };
      win.sawCopied = false;
      new MutationObserver(() => {
        if (document.querySelector('button[aria-label="已复制"]')) win.sawCopied = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    });
    await page.getByRole('button', { name: '复制选手编号' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sawCopied?: boolean }).sawCopied), POLL)
      .toBe(true);
    expect(await page.getByText('请手动复制', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(player.pinCode);
    await page.getByRole('button', { name: '复制选手编号' }).waitFor({ timeout: 2000 });

    const former = player.historyName.find((name) => name !== player.nickName)!;
    await page.getByRole('button', { name: /曾用名/ }).click();
    await page.getByRole('menu').getByText(former, { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    const history = await api('player/recent-played', { pinCode: player.pinCode });
    const rows = tableRows(page, '参赛记录');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(history.list.length);
    const first = history.list[0]!;
    expect(await rows.first().getByRole('link', { name: first.tournamentName }).getAttribute('href')).toBe(
      `/tournaments/${first.tournamentId}`,
    );
    for (const deck of first.decks) {
      expect(await rows.first().locator(`a[href="/decks/list/${deck.deckId}"]`).count()).toBeGreaterThan(0);
    }
    if (first.qualified) expect(await rows.first().innerText()).toContain('Q');

    // Type filter: 城市赛 = 3.
    const city = await api('player/recent-played', { pinCode: player.pinCode, type: 3 });
    await segment(page, '城市赛').click();
    await expect.poll(() => url(page).searchParams.get('type'), POLL).toBe('3');
    if (city.list.length === 0) {
      await page.getByText('暂无参赛记录').waitFor();
    } else {
      // The filtered page replaces the first one, which may hold as many rows: wait until every row is a City event.
      const cityRows = async () => {
        const texts = await rows.allInnerTexts();
        return texts.length === city.list.length && texts.every((text) => text.includes('城市赛'));
      };
      await expect.poll(cityRows, POLL).toBe(true);
      expect(await rows.first().innerText()).toContain(city.list[0]!.tournamentName);
    }

    const topCut = tableRows(page, '生涯成绩');
    expect(await topCut.count()).toBe(3);
    expect(await page.getByRole('table', { name: '生涯成绩' }).locator('thead th').allInnerTexts()).toEqual([
      '类型',
      '冠军',
      '亚军',
      '四强',
      '八强',
      '十六强',
    ]);
    expect(await topCut.nth(0).locator('td').allInnerTexts()).toEqual([
      '高级赛·大师赛',
      ...player.topCuts.Master.map(String),
    ]);
    expect(await topCut.nth(2).locator('td').allInnerTexts()).toEqual(['城市赛', ...player.topCuts.City.map(String)]);

    const seasons = tableRows(page, '赛季积分');
    expect(await seasons.count()).toBe(player.seasonPoints.length);
    const s0 = player.seasonPoints[0]!;
    expect((await seasons.first().locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([
      `${s0.season} 赛季`,
      s0.points.toLocaleString('zh-CN'),
      s0.rank == null ? '—' : String(s0.rank),
    ]);
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('an unknown pin code shows a clear not-found state', async () => {
    const page = await app.openPage('/player/CN00000000', { width });
    await page.getByText('找不到这位选手').waitFor();
    await page.getByRole('link', { name: '返回选手排名' }).click();
    await page.waitForURL('**/player/rank');
  });
});
