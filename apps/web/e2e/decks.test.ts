import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_SIZES, type ResponseOf } from '@ptcg/contract';
import { DESKTOP_WIDTH, PHONE_WIDTH, contrastWithBackground, setupBrowser, apiClient } from './browser.ts';
import { CONVERSION_MIN_COUNT } from '@ptcg/tcg';
import { VARIANTS_SHOWN } from '../src/lib/ui.ts';

const app = setupBrowser();
/** The server answers within a second when idle; a busy test machine needs more headroom. */
const POLL = { timeout: 10_000 };

const api = apiClient(app.baseUrl);

type Stats = ResponseOf<'deck/deck-static-by-date-and-reg'>;
type Brief = ResponseOf<'tournament/list'>['list'][number];

/**
 * The statistics /decks opens on (every date of the current format, the one `app/home` names), and every
 * tournament, read once through the API.
 */
let allTime: Stats;
const tournaments: Brief[] = [];

beforeAll(async () => {
  allTime = await api('deck/deck-static-by-date-and-reg', { regulation: (await api('app/home', {})).format });
  // Every page at the largest page size the API allows.
  const series: { id: number }[] = [];
  for (let page = 1; ; page++) {
    const answer = await api('tournament/series-list', { page, pageSize: 100 });
    series.push(...answer.list);
    if (page >= answer.pageNum) break;
  }
  for (const s of series) {
    for (let page = 1; ; page++) {
      const answer = await api('tournament/list', { seriesId: s.id, page, pageSize: 100 });
      tournaments.push(...answer.list);
      if (page >= answer.pageNum) break;
    }
  }
});

const SCHEMES = ['light', 'dark'] as const;

/** The most played archetype of the season; the default season always has one. */
function leadingArchetype() {
  expect(allTime.list.length, 'deck statistics of the default season').toBeGreaterThan(0);
  return [...allTime.list].filter((r) => r.id !== 0).sort((a, b) => b.count - a.count)[0]!;
}
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const url = (page: Page) => new URL(page.url());
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** Opens `path` in the given colour scheme (the stored choice wins over the system's, so both are set). */
async function openIn(path: string, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await app.openPage(path, { width, colorScheme });
  await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
  await page.reload();
  return page;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Every element of `selector` that is visible must fit inside the viewport's width. */
async function expectInsideViewport(page: Page, selector: string, width: number) {
  const boxes = await page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().right),
    );
  expect(boxes.length).toBeGreaterThan(0);
  for (const right of boxes) expect(right).toBeLessThanOrEqual(width + 0.5);
}

describe.each([
  ['desktop', DESKTOP_WIDTH],
  ['phone', PHONE_WIDTH],
])('deck screens on %s', (_label, width) => {
  test.each(SCHEMES)(
    '/decks lists every archetype of the season with its share, and a pie whose slices add up (%s)',
    async (scheme) => {
      const top = leadingArchetype();
      const page = await openIn('/decks', width, scheme);
      await heading(page).filter({ hasText: '卡组统计' }).waitFor();
      const table = page.getByRole('table', { name: '卡组统计' });
      const rows = table.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(allTime.list.length);

      const firstRow = rows.first();
      expect(await firstRow.innerText()).toContain(top.name);
      expect(await firstRow.locator('[data-col="share"]').innerText()).toContain(percent(top.share));
      expect(await page.getByText(`${allTime.tournamentNum} 场赛事`).count()).toBe(1);
      // 晋级率 on every width: top-cut entries over entries, of events whose cut is known.
      expect(top.advanceRate).not.toBeNull();
      expect((await firstRow.locator('[data-col="advance"]').innerText()).trim()).toBe(percent(top.advanceRate!));
      // The decks of no archetype come last, as 未分类, with no 晋级率.
      if (allTime.list.some((r) => r.id === 0)) {
        expect(await rows.last().innerText()).toContain('未分类');
        expect((await rows.last().locator('[data-col="advance"]').innerText()).trim()).toBe('—');
      }

      // The charts follow the table and load once scrolled near.
      await page.getByTestId('deck-charts').scrollIntoViewIfNeeded();
      // The pie's legend: slices under 2% are one 其他 slice, and the shares add up to 100%.
      const legend = page.getByTestId('deck-pie').locator('li');
      await legend.first().waitFor();
      const shares = (await legend.allInnerTexts()).map((text) => Number(/([\d.]+)%/.exec(text)![1]));
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
      // Each slice is titled with what the legend says of it.
      const sectors = page.getByTestId('deck-pie').locator('path.recharts-sector');
      const titles = await sectors.evaluateAll((paths) => paths.map((p) => p.getAttribute('aria-label')));
      expect(titles).toEqual((await legend.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()));
      const small = allTime.list.filter((r) => r.share < 0.02);
      if (small.length > 0) expect(await legend.filter({ hasText: '其他' }).count()).toBe(1);
      for (const row of allTime.list.filter((r) => r.share >= 0.02 && r.name !== '其他')) {
        expect(await legend.filter({ hasText: row.name }).count(), row.name).toBeGreaterThanOrEqual(1);
      }

      if (width === DESKTOP_WIDTH) {
        // Conversion only from 20 decks.
        const few = allTime.list.find((r) => r.count < CONVERSION_MIN_COUNT);
        if (few) {
          const row = table.locator(`tr[data-deck-id="${few.id}"]`);
          expect((await row.locator('[data-col="conversion"]').innerText()).trim()).toBe('—');
        }
        const many = allTime.list.find((r) => r.count >= CONVERSION_MIN_COUNT)!;
        const manyRow = table.locator(`tr[data-deck-id="${many.id}"]`);
        expect((await manyRow.locator('[data-col="conversion"]').innerText()).trim()).toBe(many.conversion!.toFixed(2));
      } else {
        // Rank, deck, count, usage and 晋级率 fit a phone without sideways scrolling.
        await expectInsideViewport(page, 'table[aria-label="卡组统计"] [data-col="share"]', width);
        await expectInsideViewport(page, 'table[aria-label="卡组统计"] [data-col="advance"]', width);
      }

      // The weekly chart draws once its data has come.
      await page.getByRole('region', { name: '每周走势' }).waitFor();
      await expect
        .poll(
          async () =>
            (await page.getByTestId('weekly-share-chart').count()) +
            (await page.getByRole('region', { name: '每周走势' }).getByText('暂无数据').count()),
          POLL,
        )
        .toBe(1);

      // The archetype's name leads to its page.
      await firstRow.getByRole('link', { name: top.name }).click();
      // Rows of the default view are whole archetypes: their page counts every variant too.
      await page.waitForURL(`**/decks/${top.id}?all=true`);
      await heading(page).filter({ hasText: top.name }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(app.pageErrors(page)).toEqual([]);
    },
  );

  test('/decks keeps its filters in the URL and answers the filtered statistics', async () => {
    const page = await openIn('/decks', width, 'light');
    await page.getByRole('table', { name: '卡组统计' }).locator('tbody tr').first().waitFor();

    // Changes made one right after another, as fast as the controls allow: each one must be kept.
    await page.getByRole('textbox', { name: '时间' }).click();
    await page.getByRole('option', { name: '近 3 个月' }).click();
    await page.getByRole('textbox', { name: 'TopCut' }).click();
    await page.getByRole('option', { name: '前 8 名' }).click();
    await page.locator('label', { hasText: /^显示变体$/ }).click();
    await page.locator('label', { hasText: /^得分$/ }).click();
    const expected = { t: 'past-month-3', top: '8', variant: '1', sort: 'score' };
    await expect.poll(() => Object.fromEntries(url(page).searchParams), POLL).toEqual(expected);

    const filtered = await api('deck/deck-static-by-date-and-reg', {
      pastMonth: 3,
      topCuts: 8,
      isVariant: true,
      regulation: (await api('app/home', {})).format,
    });
    await page.reload();
    expect(Object.fromEntries(url(page).searchParams)).toEqual(expected);
    const rows = page.getByRole('table', { name: '卡组统计' }).locator('tbody tr');
    if (filtered.list.length === 0) {
      await page.getByText('暂无数据').first().waitFor();
      return;
    }
    await rows.first().waitFor();
    await expect.poll(() => rows.count(), POLL).toBe(filtered.list.length);
    // Sorted by score: the most match points first.
    const best = [...filtered.list]
      .filter((r) => r.id !== 0)
      .sort((a, b) => b.points2 - a.points2 || b.count - a.count)[0]!;
    expect(await rows.first().innerText()).toContain(best.name);
    // The change against the previous window is coloured: rising red, falling green, each readable.
    if (width === DESKTOP_WIDTH) {
      for (const tone of ['up', 'down'] as const) {
        const cell = page.locator(`[data-tone="${tone}"]`).first();
        if ((await cell.count()) === 0) continue;
        const colour = await cell.evaluate((el) => getComputedStyle(el).color);
        const [r, g] = (colour.match(/\d+/g) ?? []).map(Number);
        expect(tone === 'up' ? r! > g! : g! > r!, `${tone} ${colour}`).toBe(true);
        expect(await cell.evaluate(contrastWithBackground)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test('an archetype page shows core cards, variants, 15 recent results and 10 top players, with links', async () => {
    const top = leadingArchetype();
    const category = await api('deck/category-detail', { id: top.id });
    const [recent, players, core] = await Promise.all([
      api('deck/category-recent-play', { id: top.id, all: true, pageSize: PAGE_SIZES.recentUse }),
      api('deck/top-player', { id: top.id, all: true, pageSize: PAGE_SIZES.categoryTopPlayers }),
      api('deck/core-card', { variant: top.id, showPopular: true }),
    ]);
    const page = await openIn(`/decks/${top.id}?all=true`, width, 'dark');
    await heading(page).filter({ hasText: category.name }).waitFor();

    const recentRows = page.getByRole('table', { name: '近期使用' }).locator('tbody tr');
    await recentRows.first().waitFor();
    expect(recent.list.length).toBeGreaterThan(0);
    expect(await recentRows.count()).toBe(Math.min(PAGE_SIZES.recentUse, recent.list.length));
    const first = recent.list[0]!;
    expect(await recentRows.first().innerText()).toContain(first.playerName);
    expect(await recentRows.first().getByRole('link', { name: first.tournamentName }).getAttribute('href')).toBe(
      `/tournaments/${first.tournamentId}`,
    );
    expect(await recentRows.first().locator(`a[href="/decks/list/${first.deckId}"]`).count()).toBe(1);

    const playerRows = page.getByRole('table', { name: '顶尖选手' }).locator('tbody tr');
    await playerRows.first().waitFor();
    expect(await playerRows.count()).toBe(Math.min(PAGE_SIZES.categoryTopPlayers, players.list.length));
    expect(await playerRows.first().innerText()).toContain(players.list[0]!.playerName);
    expect(await playerRows.first().getByRole('link').getAttribute('href')).toBe(
      `/player/${encodeURIComponent(players.list[0]!.pinCode)}`,
    );

    // Core cards link to their card pages and tell their usage on hover.
    const cards = page.getByTestId('core-cards').getByRole('link');
    await cards.first().waitFor();
    expect(core.list.length).toBeGreaterThan(0);
    const firstCard = cards.first();
    const name = await firstCard.getAttribute('data-card');
    const card = core.list.find((c) => c.cardName === name)!;
    expect(await firstCard.getAttribute('href')).toBe(
      `/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`,
    );
    if (width === DESKTOP_WIDTH) {
      await firstCard.hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: `平均 ${card.averageUsage.toFixed(2)} 张` })
        .waitFor();
    }

    // Variants: eight, then 显示更多.
    const variants = page.getByRole('list', { name: '变体' }).getByRole('listitem');
    if (category.variants.length > 0) {
      expect(await variants.count()).toBe(Math.min(VARIANTS_SHOWN, category.variants.length));
      if (category.variants.length > VARIANTS_SHOWN) {
        await page.getByRole('button', { name: /显示更多/ }).click();
        expect(await variants.count()).toBe(category.variants.length);
      }
    }

    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: '查看全部', exact: true }).click();
    await page.waitForURL(`**/decks/${top.id}/top?all=true`);
    const allPlayers = await api('deck/top-player', { id: top.id, all: true, pageSize: 50 });
    const topRows = page.getByRole('table', { name: '顶尖选手' }).locator('tbody tr');
    // The archetype page's own 顶尖选手 table (10 rows) may still be on screen while the full list loads.
    await expect.poll(() => topRows.count(), { timeout: 15_000 }).toBe(allPlayers.list.length);
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test.each(SCHEMES)(
    'the cards view groups cards with their average use, by regulation, as a list or images (%s)',
    async (scheme) => {
      const top = leadingArchetype();
      const core = await api('deck/core-card', { variant: top.id, showPopular: true });
      const page = await openIn(`/decks/${top.id}/cards`, width, scheme);
      const pokemon = page.getByRole('region', { name: '宝可梦', exact: true });
      await pokemon.waitFor();
      expect(await page.getByText(`统计 ${core.total} 副卡组`).count()).toBe(1);
      const regulation = page.getByRole('textbox', { name: '赛制' });
      expect(await regulation.inputValue()).toBe(
        `${core.regulation}（${core.regulationCount.find((r) => r.regulation === core.regulation)!.count} 副）`,
      );

      const rows = page.locator('section[data-group] tbody tr');
      expect(await rows.count()).toBe(core.list.length);
      const pokemonCard = core.list
        .filter((c) => c.cardType === 'Pokemon')
        .sort((a, b) => b.averageUsage - a.averageUsage)[0];
      if (pokemonCard) {
        const row = pokemon.locator('tbody tr').first();
        expect(await row.innerText()).toContain(pokemonCard.averageUsage.toFixed(2));
        if (width === DESKTOP_WIDTH) {
          await row.getByRole('link').hover();
          await page.locator('.mantine-HoverCard-dropdown img').first().waitFor();
        }
      }
      if (core.list.some((c) => c.cardType === 'Supporter'))
        await page.getByRole('region', { name: '训练家 · 支援者' }).waitFor();
      if (core.list.some((c) => c.cardType.includes('Energy')))
        await page.getByRole('region', { name: '能量', exact: true }).waitFor();

      await page.locator('label', { hasText: /^图片$/ }).click();
      await expect.poll(() => url(page).searchParams.get('view'), POLL).toBe('image');
      await expect.poll(() => page.locator('section[data-group] img').count(), POLL).toBe(core.list.length);
      expect(await page.locator('section[data-group] tbody tr').count()).toBe(0);
      await expectNoSidewaysScroll(page);
      expect(app.pageErrors(page)).toEqual([]);
    },
  );

  test("a tournament's deck stats tab answers the chosen top cut, with a pie and the table", async () => {
    const target = tournaments.find((t) => t.status === 'ended' && !t.isRate && !t.isTeam && t.participantCount > 16);
    if (!target) throw new Error('the default dataset has no ended individual event over 16 players');
    const all = await api('deck/deck-static-by-tour', { tournamentId: target.id });
    const top8 = await api('deck/deck-static-by-tour', { tournamentId: target.id, topcut: 8 });
    const page = await openIn(`/tournaments/${target.id}?tab=decks`, width, 'light');
    const rows = page.getByRole('table', { name: '赛事卡组统计' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(all.list.length);
    await page.getByTestId('deck-pie').waitFor();
    expect(await page.getByText('即将上线').count()).toBe(0);

    await page.getByRole('textbox', { name: 'TopCut' }).click();
    await page.getByRole('option', { name: 'Top 8' }).click();
    await expect.poll(() => url(page).searchParams.get('cut'), POLL).toBe('8');
    await expect.poll(() => rows.count(), POLL).toBe(top8.list.length);
    const decksInTop8 = top8.list.reduce((sum, r) => sum + r.count, 0);
    expect(decksInTop8).toBeCloseTo(8, 5);

    await page.getByRole('checkbox', { name: '按得分排序' }).click();
    await expect.poll(() => url(page).searchParams.get('sort'), POLL).toBe('points');
    const best = [...top8.list].sort((a, b) => b.points - a.points)[0]!;
    await expect.poll(() => rows.first().innerText(), POLL).toContain(best.name);

    // Back on the standings tab the filters go away with the tab.
    await page.getByRole('tab', { name: '排名' }).click();
    await expect.poll(() => url(page).search, POLL).toBe('');
    await expectNoSidewaysScroll(page);
  });

  test("a card's recent usage rows link to the tournament and the decklist", async () => {
    const top = leadingArchetype();
    const core = await api('deck/core-card', { variant: top.id, showPopular: true });
    const card = [...core.list].sort((a, b) => (b.usage[0]?.usage ?? 0) - (a.usage[0]?.usage ?? 0))[0]!;
    const usage = await api('deck/deck-recent-by-card', { setCode: card.setCode, cardIndex: card.cardIndex });
    const page = await openIn(
      `/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`,
      width,
      'dark',
    );
    const table = page.getByTestId('recent-usage');
    if (usage.status === 'Processing') {
      await page.getByText('数据统计中').waitFor();
      return;
    }
    expect(usage.list.length).toBeGreaterThan(0);
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(usage.list.length);
    const first = usage.list[0]!;
    const row = table.locator('tbody tr').first();
    expect(await row.getByRole('link', { name: first.tournamentName }).getAttribute('href')).toBe(
      `/tournaments/${first.tournamentId}`,
    );
    expect(await row.locator(`a[href="/decks/list/${first.deckId}"]`).count()).toBe(1);
    await expectNoSidewaysScroll(page);
  });
});

describe('deck screens when something goes wrong', () => {
  test('an unknown archetype says so and leads back to the statistics', async () => {
    const page = await app.openPage('/decks/999999');
    await page.getByText('找不到这个卡组').waitFor();
    await page.getByRole('link', { name: '返回卡组统计' }).click();
    await page.waitForURL('**/decks');
  });

  test('a failing statistics call shows an error with a retry instead of an empty table', async () => {
    const failing = (u: URL) => u.pathname.endsWith('/deck/deck-static-by-date-and-reg');
    await app.context().route(failing, (route) => route.abort('connectionrefused'));
    try {
      const page = await app.openPage('/decks');
      await page.getByText('卡组统计加载失败').waitFor({ timeout: 20_000 });
      expect(await page.getByRole('button', { name: '重试' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('table', { name: '卡组统计' }).count()).toBe(0);
    } finally {
      await app.context().unroute(failing);
    }
  });
});
