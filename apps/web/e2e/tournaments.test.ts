import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { RequestOf, ResponseOf } from '@ptcg/contract';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  contrastWithBackground,
  newPageAs,
  openWatched,
  placesOf,
  setupBrowser,
  apiClient,
} from './browser.ts';

/** The type badge's words, as a visitor reads them. */
const TYPE_LABEL: Record<string, string> = { City: '城市赛', Great: '超级赛', Ultra: '高级赛', Master: '大师赛' };

const app = setupBrowser();
/** The server answers within a second when idle; a busy test machine needs more headroom. */
const POLL = { timeout: 10_000 };

const api = apiClient(app.baseUrl);

type PagedName = 'tournament/series-list' | 'tournament/list' | 'tournament/rank-individual';

/** Every row of a paged call, read page by page at the largest page size the API allows. */
async function allRows<N extends PagedName>(
  name: N,
  body: Omit<RequestOf<N>, 'page' | 'pageSize'>,
): Promise<ResponseOf<N>['list']> {
  const rows: ResponseOf<N>['list'] = [];
  for (let page = 1; ; page++) {
    const answer = await api(name, { ...body, page, pageSize: 100 } as RequestOf<N>);
    (rows as unknown[]).push(...(answer.list as unknown[]));
    if (page >= answer.pageNum) return rows;
  }
}

type Brief = ResponseOf<'tournament/list'>['list'][number];
type Series = ResponseOf<'tournament/series-list'>['list'][number];

/** Every series and tournament of the running server's dataset, read once through the API. */
let allSeries: Series[] = [];
let tournaments: Brief[] = [];

beforeAll(async () => {
  allSeries = await allRows('tournament/series-list', {});
  const lists = await Promise.all(allSeries.map((s) => allRows('tournament/list', { seriesId: s.id })));
  tournaments = lists.flat();
});

function pick(description: string, test: (t: Brief) => boolean): Brief {
  const found = tournaments.find(test);
  if (!found) throw new Error(`the default dataset has no ${description}`);
  return found;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const rankTable = (page: Page) => page.getByRole('table', { name: '赛事排名' });
const rankRows = (page: Page) => rankTable(page).locator('tbody tr');
const url = (page: Page) => new URL(page.url());

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/**
 * On a phone the table scrolls sideways inside its box; the first column (and the last, when given)
 * must stay in view while it does.
 */
async function expectPinnedColumns(page: Page, tableName: string, pinnedEnd: boolean) {
  const table = page.getByRole('table', { name: tableName });
  await table.locator('tbody tr').first().waitFor();
  const result = await table.evaluate(async (el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (!box) return null;
    const scrollable = box.scrollWidth > box.clientWidth;
    box.scrollLeft = 80;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const frame = box.getBoundingClientRect();
    const cells = el.querySelectorAll('tbody tr:first-child td');
    const first = cells[0]!.getBoundingClientRect();
    const last = cells[cells.length - 1]!.getBoundingClientRect();
    return {
      scrollable,
      scrolled: box.scrollLeft,
      firstOffset: Math.abs(first.left - frame.left),
      lastOffset: Math.abs(last.right - frame.right),
    };
  });
  expect(result).not.toBeNull();
  expect(result!.scrollable).toBe(true);
  expect(result!.scrolled).toBeGreaterThan(0);
  expect(result!.firstOffset).toBeLessThanOrEqual(2);
  if (pinnedEnd) expect(result!.lastOffset).toBeLessThanOrEqual(2);
}

describe.each([
  ['desktop', DESKTOP_WIDTH],
  ['phone', PHONE_WIDTH],
])('tournament screens on %s', (_label, width) => {
  test('series list links each series to its tournaments, which link to their detail pages', async () => {
    const page = await app.openPage('/tournaments/series', { width });
    await heading(page).filter({ hasText: '官方赛事' }).waitFor();
    const table = page.getByRole('table', { name: '系列赛列表' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(Math.min(allSeries.length, 100));

    const series = allSeries.find((s) => s.status === 'ended')!;
    const row = table.locator('tbody tr', { has: page.getByRole('link', { name: series.name, exact: true }) });
    expect(await row.innerText()).toContain('已结束');
    expect(await row.innerText()).toContain(String(series.tournamentNum));
    await expectNoSidewaysScroll(page);

    await row.getByRole('link', { name: series.name, exact: true }).click();
    await page.waitForURL(`**/tournaments/series/${series.id}`);
    await heading(page).filter({ hasText: series.name }).waitFor();
    const list = await api('tournament/list', { seriesId: series.id });
    const events = page.getByRole('table', { name: '赛事列表' }).locator('tbody tr');
    await events.first().waitFor();
    expect(await events.count()).toBe(list.list.length);
    const first = list.list[0]!;
    const firstRow = events.first();
    expect(await firstRow.innerText()).toContain(first.name);
    expect(await firstRow.innerText()).toMatch(/城市赛|超级赛|高级赛|大师赛/);
    expect(await firstRow.innerText()).toMatch(/公开组|少年组|儿童组/);
    await firstRow.getByRole('link', { name: first.name }).click();
    await page.waitForURL(`**/tournaments/${first.id}`);
    await heading(page).filter({ hasText: first.name }).waitFor();
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('a long series pages its tournaments 25 at a time, and each status badge has its own colour', async () => {
    const series = allSeries.find((s) => s.tournamentNum > 25);
    if (!series) throw new Error('the default dataset has no series with more than 25 tournaments');
    const second = await api('tournament/list', { seriesId: series.id, page: 2 });
    const page = await app.openPage(`/tournaments/series/${series.id}`, { width });
    const events = page.getByRole('table', { name: '赛事列表' }).locator('tbody tr');
    await events.first().waitFor();
    expect(await events.count()).toBe(25);
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => url(page).searchParams.get('page'), POLL).toBe('2');
    await expect.poll(() => events.first().innerText(), POLL).toContain(second.list[0]!.name);
    expect(await events.count()).toBe(series.tournamentNum - 25);
    // Names within a series are distinct, so a visitor can tell the rows apart.
    const names = [...(await api('tournament/list', { seriesId: series.id })).list, ...second.list].map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);

    // The series list shows all three statuses; each reads differently and has its own colour.
    await page.goto('/tournaments/series');
    const badges = page.getByRole('table', { name: '系列赛列表' }).locator('[data-status]:visible');
    await badges.first().waitFor();
    const colours = new Map<string, string>();
    for (const badge of await badges.all()) {
      const status = (await badge.getAttribute('data-status'))!;
      colours.set(status, await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    expect([...colours.keys()].sort()).toEqual(['ended', 'ongoing', 'upcoming']);
    expect(new Set(colours.values()).size).toBe(3);
    await expectNoSidewaysScroll(page);
  });

  test('every status badge stays readable in light and dark mode', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await app.openPage('/tournaments/series', { width, colorScheme });
      await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
      await page.reload();
      const badges = page.getByRole('table', { name: '系列赛列表' }).locator('[data-status]:visible');
      await badges.first().waitFor();
      const seen = new Set<string>();
      for (const badge of await badges.all()) {
        const status = (await badge.getAttribute('data-status'))!;
        if (seen.has(status)) continue;
        seen.add(status);
        expect(await badge.evaluate(contrastWithBackground), `${status} (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
      }
      expect([...seen].sort()).toEqual(['ended', 'ongoing', 'upcoming']);
    }
  });

  test('the type and qualifier badges and the Q mark read at 4.5:1 in light and dark mode', async () => {
    // Only qualifier-day rows are qualifiers (API-NOTES): they are 高级赛 days (type Ultra).
    const target = pick('ended qualifier day', (t) => t.status === 'ended' && t.isQual && !t.isRate);
    const qualified = (await api('tournament/rank-individual', { tournamentId: target.id })).list.some(
      (r) => r.qualified,
    );
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await app.openPage(`/tournaments/${target.id}`, { width, colorScheme });
      await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
      await page.reload();
      const header = page.getByRole('region', { name: '赛事信息' });
      for (const name of [TYPE_LABEL[target.type], '资格赛']) {
        const badge = header.locator('.mantine-Badge-label', { hasText: name }).first();
        await badge.waitFor();
        expect(await badge.evaluate(contrastWithBackground), `${name} (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
      }
      await rankRows(page).first().waitFor();
      if (qualified) {
        const q = rankTable(page).locator('.mantine-Badge-label', { hasText: 'Q' }).first();
        expect(await q.evaluate(contrastWithBackground), `Q (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('standings of a large event page 64 at a time with the page in the URL', async () => {
    const target = pick(
      'ended individual event with more than 64 entries',
      (t) => t.status === 'ended' && !t.isTeam && t.participantCount > 64,
    );
    const second = await api('tournament/rank-individual', { tournamentId: target.id, page: 2 });
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await rankRows(page).first().waitFor();
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => url(page).searchParams.get('page'), POLL).toBe('2');
    const expected = second.list[0]!.players[0]!.nickname;
    await expect.poll(() => rankRows(page).first().innerText(), POLL).toContain(expected);
    expect(await page.getByRole('button', { name: '第 2 页' }).getAttribute('data-active')).toBe('true');
  });

  test('standings arrive drawn in the page, in the layout of the device, and the app takes them over without asking again', async () => {
    const target = pick(
      'ended individual event with more than 20 entries',
      (t) => t.status === 'ended' && !t.isTeam && !t.isRate && t.participantCount > 20,
    );
    const standings = await api('tournament/rank-individual', { tournamentId: target.id });
    const detail = await api('tournament/detail', { tournamentId: target.id });
    const phone = width === PHONE_WIDTH;

    // Before any of the app's code has run: the first screen of rows is there, as the app draws it.
    const drawn = await newPageAs(app.context(), width, { appCode: false });
    await drawn.goto(`/tournaments/${target.id}`);
    expect(await drawn.locator('#root[data-first-screen]').count()).toBe(1);
    expect(await heading(drawn).innerText()).toContain(detail.name);
    expect(await rankRows(drawn).count()).toBe(20);
    for (const [i, row] of standings.list.slice(0, 20).entries()) {
      expect(await rankRows(drawn).nth(i).innerText()).toContain(row.players[0]!.nickname);
    }
    // The phone layout folds each entry's decks under the player; the wide one gives them a column.
    const columns = await rankTable(drawn).locator('thead th').allInnerTexts();
    expect(columns.some((c) => c.includes('卡组'))).toBe(!phone);
    const player = rankRows(drawn).first().getByRole('link', { name: standings.list[0]!.players[0]!.nickname });
    expect(await player.getAttribute('href')).toBe(
      `/player/${encodeURIComponent(standings.list[0]!.players[0]!.pinCode)}`,
    );
    // Where the heading, the tabs and the first and twentieth rows are: the app must draw them there too.
    const places = (page: Page) =>
      placesOf([heading(page), page.getByRole('tablist'), rankRows(page).first(), rankRows(page).nth(19)]);
    const drawnPlaces = await places(drawn);
    await drawn.close();

    // With the app: it replaces the markup with the same page, from the answers that came with it.
    const page = await newPageAs(app.context(), width);
    const { asked, errors } = await openWatched(page, `/tournaments/${target.id}`);
    await expect.poll(() => rankRows(page).count(), POLL).toBe(standings.list.length);
    expect(await rankRows(page).first().innerText()).toContain(standings.list[0]!.players[0]!.nickname);
    // Nothing moves when the app takes over (the replacement is not a layout shift the browser reports).
    const appPlaces = await places(page);
    for (const [i, place] of appPlaces.entries()) {
      expect(Math.abs(place.y - drawnPlaces[i]!.y), `element ${i} top`).toBeLessThanOrEqual(1);
      expect(Math.abs(place.height - drawnPlaces[i]!.height), `element ${i} height`).toBeLessThanOrEqual(1);
    }
    expect(asked).not.toContain('tournament/detail');
    expect(asked).not.toContain('tournament/rank-individual');
    // Its buttons answer: the tabs switch.
    await page.getByRole('tab', { name: '卡组统计' }).click();
    await expect.poll(() => url(page).searchParams.get('tab'), POLL).toBe('decks');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('an ended event shows the header line, its standings with NC/DQ, decks and the sanitised notice', async () => {
    // An individual one-day event with an NC or DQ row, so both can be checked in one place.
    const candidates = tournaments.filter((t) => t.status === 'ended' && !t.isTeam && !t.twoDay && !t.isRate);
    let target: Brief | undefined;
    let special: { rank: number; page: number } | undefined;
    for (const t of candidates) {
      const all = { list: await allRows('tournament/rank-individual', { tournamentId: t.id }) };
      const index = all.list.findIndex((r) => r.rank >= 999998);
      if (index >= 0) {
        target = t;
        special = { rank: all.list[index]!.rank, page: Math.floor(index / 64) + 1 };
        break;
      }
    }
    if (!target || !special) throw new Error('the default dataset has no ended individual event with NC or DQ');

    const detail = await api('tournament/detail', { tournamentId: target.id });
    const firstPage = await api('tournament/rank-individual', { tournamentId: target.id });
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await heading(page).filter({ hasText: detail.name }).waitFor();

    const header = page.getByRole('region', { name: '赛事信息' });
    const headerText = await header.innerText();
    expect(headerText).toContain(`${detail.participantCount} 人`);
    expect(headerText).toContain(
      { Standard: '标准', Expanded: '开放' }[detail.regulation as string] ?? detail.regulation,
    );
    expect(headerText).toContain(detail.regulationCode);
    expect(headerText).toMatch(/城市赛|超级赛|高级赛|大师赛/);
    if (detail.isQual) expect(headerText).toContain('资格赛');
    expect(await page.getByText('已结束', { exact: true }).first().isVisible()).toBe(true);

    // Rank and Deck stats tabs, Rank selected.
    expect(await page.getByRole('tab', { name: '排名' }).getAttribute('aria-selected')).toBe('true');
    await rankRows(page).first().waitFor();
    // The first screen's rows are drawn first and the rest right after: the whole page of them arrives.
    await expect.poll(() => rankRows(page).count(), POLL).toBe(Math.min(64, firstPage.itemNum));

    const top = firstPage.list[0]!;
    const topRow = rankRows(page).first();
    expect(await topRow.innerText()).toContain(top.players[0]!.nickname);
    expect(await topRow.getByRole('link', { name: top.players[0]!.nickname }).getAttribute('href')).toBe(
      `/player/${encodeURIComponent(top.players[0]!.pinCode)}`,
    );
    const deck = top.decks[0]!;
    const deckLink = topRow.locator(`a[href="/decks/list/${deck.deckId}"]`).first();
    expect(await deckLink.count()).toBe(1);
    await deckLink.hover();
    await page.getByRole('tooltip').filter({ hasText: deck.variantName }).waitFor();

    const notice = page.getByRole('region', { name: '赛事公告' });
    if (detail.notification.trim()) {
      await notice.waitFor();
      expect(await notice.locator('script').count()).toBe(0);
    }

    // NC / DQ rows, on whichever page they sit.
    await page.goto(`/tournaments/${target.id}?page=${special.page}`);
    const label = special.rank === 999998 ? 'NC' : 'DQ';
    const specialRow = page.locator(`tr[data-rank="${special.rank}"]`).first();
    await specialRow.waitFor();
    expect((await specialRow.locator('td').first().innerText()).trim()).toBe(label);

    if (width === PHONE_WIDTH) {
      // Each row reads rank, player, points and its decks with their archetype names, without scrolling:
      // the champion's row, on the first page (the NC / DQ rows may sit on a later one).
      await page.goto(`/tournaments/${target.id}`);
      const row = rankRows(page).first();
      await row.waitFor();
      const texts = await row.innerText();
      expect(texts).toContain(top.players[0]!.nickname);
      expect(texts).toContain(top.decks[0]!.variantName);
      for (const cell of await row.locator('td:visible').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const icon = row.locator(`a[href="/decks/list/${top.decks[0]!.deckId}"]:visible`).first();
      expect((await icon.boundingBox())!.x).toBeLessThan(width);
    }
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('a two-day event lists day 1 and day 2 decks separately', async () => {
    const target = pick('ended two-day event', (t) => t.status === 'ended' && t.twoDay && !t.isTeam);
    const rank = await api('tournament/rank-individual', { tournamentId: target.id });
    expect(rank.twoDayFlag).toBe(true);
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await rankRows(page).first().waitFor();
    const row = rank.list.find((r) => r.day1.length > 0 && r.day2.length > 0)!;
    const rowIndex = rank.list.indexOf(row);
    if (width === PHONE_WIDTH) {
      // Under the player: a 第一天 line and a 第二天 line, each with its deck.
      const days = rankRows(page).nth(rowIndex).locator('[data-phone-decks]');
      expect(await days.count()).toBe(2);
      expect(await days.nth(0).innerText()).toContain('第一天');
      expect(await days.nth(0).locator(`a[href="/decks/list/${row.day1[0]!.deckId}"]`).count()).toBe(1);
      expect(await days.nth(1).innerText()).toContain('第二天');
      expect(await days.nth(1).locator(`a[href="/decks/list/${row.day2[0]!.deckId}"]`).count()).toBe(1);
    } else {
      const headers = await rankTable(page).locator('thead th').allInnerTexts();
      expect(headers).toContain('第一天');
      expect(headers).toContain('第二天');
      const columnOf = (name: string) => headers.indexOf(name);
      const cells = rankRows(page).nth(rowIndex).locator('td');
      expect(await cells.nth(columnOf('第一天')).locator(`a[href="/decks/list/${row.day1[0]!.deckId}"]`).count()).toBe(
        1,
      );
      expect(await cells.nth(columnOf('第二天')).locator(`a[href="/decks/list/${row.day2[0]!.deckId}"]`).count()).toBe(
        1,
      );
    }
    await expectNoSidewaysScroll(page);
  });

  test('a team event shows team names and every member linked to a profile', async () => {
    const target = pick('ended team event', (t) => t.status === 'ended' && t.isTeam);
    const rank = await api('tournament/rank-individual', { tournamentId: target.id });
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await rankRows(page).first().waitFor();
    expect(await rankTable(page).locator('thead th').allInnerTexts()).toContain('队伍');
    const first = rank.list[0]!;
    const row = rankRows(page).first();
    expect(await row.innerText()).toContain(first.teamName!);
    expect(first.players.length).toBeGreaterThan(1);
    for (const player of first.players) {
      expect(await row.getByRole('link', { name: player.nickname, exact: true }).getAttribute('href')).toBe(
        `/player/${encodeURIComponent(player.pinCode)}`,
      );
    }
    expect(await page.getByRole('region', { name: '赛事信息' }).innerText()).toContain('团体赛');
    // Members, points and every member's deck are in view without scrolling the table sideways.
    const headers = await rankTable(page).locator('thead th').allInnerTexts();
    const points = row.locator('td').nth(headers.indexOf('积分'));
    expect((await points.innerText()).trim()).toContain(first.points.toLocaleString('zh-CN'));
    const box = await points.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const lastDeck = row.locator(`a[href="/decks/list/${first.decks.at(-1)!.deckId}"]`).first();
    expect((await lastDeck.boundingBox())!.x).toBeLessThan(width);
  });

  test('a multi-deck event lists every deck an entry played', async () => {
    const target = pick('ended multi-deck event', (t) => t.status === 'ended' && t.multiDeck);
    const rank = await api('tournament/rank-individual', { tournamentId: target.id });
    const index = rank.list.findIndex((r) => r.decks.length > 1);
    expect(index).toBeGreaterThanOrEqual(0);
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await rankRows(page).first().waitFor();
    const row = rankRows(page).nth(index);
    for (const deck of rank.list[index]!.decks) {
      expect(await row.locator(`a[href="/decks/list/${deck.deckId}"]`).count()).toBe(1);
    }
  });

  test("the Deck stats tab shows the event's archetypes instead of the standings", async () => {
    const target = pick('ended non-rate event', (t) => t.status === 'ended' && !t.isRate && !t.isTeam);
    const stats = await api('deck/deck-static-by-tour', { tournamentId: target.id });
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await page.getByRole('tab', { name: '卡组统计' }).click();
    await expect.poll(() => url(page).searchParams.get('tab'), POLL).toBe('decks');
    const rows = page.getByRole('table', { name: '赛事卡组统计' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(stats.list.length);
    expect(await page.getByText('即将上线').count()).toBe(0);
    expect(await rankTable(page).count()).toBe(0);
  });

  test('a rate event shows its standings without tabs', async () => {
    const target = pick('ended rate event', (t) => t.status === 'ended' && t.isRate);
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await rankRows(page).first().waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('region', { name: '赛事信息' }).innerText()).toContain('积分赛');
  });

  test('an ongoing individual event shows live swiss standings that can be filtered', async () => {
    const target = pick('ongoing individual event', (t) => t.status === 'ongoing' && !t.isTeam && !t.isRate);
    const swiss = await api('tournament/swiss', { tournamentId: target.id });
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await heading(page).filter({ hasText: target.name }).waitFor();
    expect(await page.getByText('进行中', { exact: true }).first().isVisible()).toBe(true);
    const table = page.getByRole('table', { name: '瑞士轮积分表' });
    const rows = table.locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(Math.min(100, swiss.list.length));
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['名次', '选手', '选手编号', '战绩', 'PTS']);

    const someone = swiss.list[Math.min(4, swiss.list.length - 1)]!;
    await page.getByRole('textbox', { name: '筛选选手' }).fill(someone.pinCode);
    await expect.poll(() => rows.count(), POLL).toBe(1);
    const cells = await rows.first().locator('td').allInnerTexts();
    expect(cells[0]).toBe(String(someone.rank));
    expect(cells[1]).toBe(someone.name);
    expect(cells[4]).toBe(String(someone.points));
    expect(await rows.first().getByRole('link', { name: someone.name }).getAttribute('href')).toBe(
      `/player/${encodeURIComponent(someone.pinCode)}`,
    );

    await page.getByRole('textbox', { name: '筛选选手' }).fill('这个名字不会出现');
    await page.getByText('没有匹配的选手').waitFor();
    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect.poll(() => rows.count(), POLL).toBe(Math.min(100, swiss.list.length));

    // The organiser's notice (here: the round in progress) follows the live standings.
    const detail = await api('tournament/detail', { tournamentId: target.id });
    if (detail.notification.trim()) await page.getByRole('region', { name: '赛事公告' }).waitFor();

    if (width === PHONE_WIDTH) await expectPinnedColumns(page, '瑞士轮积分表', true);
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('an upcoming event says it has not started', async () => {
    const target = pick('upcoming event', (t) => t.status === 'upcoming');
    const page = await app.openPage(`/tournaments/${target.id}`, { width });
    await page.getByText('赛事尚未开始').waitFor();
    expect(await page.getByText('未开始', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
  });

  test('an unknown tournament id shows a not-found state', async () => {
    const page = await app.openPage('/tournaments/987654321', { width });
    await page.getByText('找不到这场赛事').waitFor();
    await page.getByRole('link', { name: '返回官方赛事' }).click();
    await page.waitForURL('**/tournaments/series');
  });
});

describe('deck icons', () => {
  test('still show the generated badge when the icon service cannot be reached', async () => {
    const target = pick('ended individual event', (t) => t.status === 'ended' && !t.isTeam && !t.isRate);
    // Every icon image fails as an unreachable service would; only the generated badge answers.
    const unreachable = (url: URL) => url.pathname.startsWith('/static/icons/') && !url.searchParams.has('generated');
    await app.context().route(unreachable, (route) => route.abort('connectionrefused'));
    try {
      const page = await app.openPage(`/tournaments/${target.id}`);
      const icons = page.getByRole('table', { name: '赛事排名' }).locator('tbody tr').first().locator('img');
      await icons.first().waitFor();
      await expect
        .poll(
          () =>
            icons.evaluateAll(
              (imgs) =>
                imgs.length > 0 &&
                imgs.every((img) => {
                  const image = img as HTMLImageElement;
                  return image.complete && image.naturalWidth > 0 && image.src.includes('generated=1');
                }),
            ),
          POLL,
        )
        .toBe(true);
    } finally {
      await app.context().unroute(unreachable);
    }
  });
});
