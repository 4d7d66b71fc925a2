import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MATCHUP_BEST_WORST, type ResponseOf } from '@ptcg/contract';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  contrastWithBackground,
  contrastsWithBackground,
  setupBrowser,
  apiClient,
} from './browser.ts';

const app = setupBrowser();
const POLL = { timeout: 10_000 };
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

const api = apiClient(app.baseUrl);

/** The matrix the page asks by default: the current regulation, all time, 12 archetypes, 10 games. */
let matrix: ResponseOf<'deck/matchup'>;
let regulation: string;

beforeAll(async () => {
  regulation = (await api('tournament/regulation-list', {})).list.find((r) => r.isDefault)!.regulation;
  matrix = await api('deck/matchup', { regulation });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const url = (page: Page) => new URL(page.url());

async function openIn(path: string, width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await app.openPage(path, { width, colorScheme });
  await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
  await page.reload();
  return page;
}

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

describe.each([
  ['desktop', DESKTOP_WIDTH],
  ['phone', PHONE_WIDTH],
])('matchups on %s', (label, width) => {
  test.each(['light', 'dark'] as const)(
    '/decks/matchups draws the matrix of the API with readable coloured cells (%s)',
    async (scheme) => {
      expect(matrix.archetypes.length, 'matchups of the default season').toBeGreaterThan(3);
      const page = await openIn('/decks/matchups', width, scheme);
      await heading(page).filter({ hasText: '对局胜率' }).waitFor();
      const region = page.getByRole('region', { name: '对局胜率矩阵' });
      const rows = region.locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(matrix.archetypes.length);
      expect(await rows.first().locator('th').innerText()).toContain(matrix.archetypes[0]!.name);

      // A rated cell shows its rounded win rate, its games, and the record and interval as its title.
      const rated = matrix.cells.find((c) => c.winRate !== null && c.rowId !== c.colId)!;
      const row = matrix.archetypes.find((a) => a.id === rated.rowId)!;
      const col = matrix.archetypes.find((a) => a.id === rated.colId)!;
      const button = region.getByRole('button', { name: new RegExp(`^${row.name} 对 ${col.name}：`) });
      expect(await button.innerText()).toContain(`${Math.round(rated.winRate! * 100)}%`);
      expect(await button.innerText()).toContain(`${rated.games} 局`);
      const title = (await button.locator('xpath=..').getAttribute('title'))!;
      expect(title).toContain(`${rated.wins} 胜 ${rated.losses} 负 ${rated.ties} 平，共 ${rated.games} 局`);
      expect(title).toContain(`95% 区间 ${(rated.ciLow! * 100).toFixed(1)}%–${(rated.ciHigh! * 100).toFixed(1)}%`);

      // Small samples are grey with no rate; every cell's text reads at 4.5:1 or more.
      const small = matrix.cells.find((c) => c.winRate === null && c.rowId !== c.colId);
      if (small) {
        const smallRow = matrix.archetypes.find((a) => a.id === small.rowId)!;
        const smallCol = matrix.archetypes.find((a) => a.id === small.colId)!;
        const smallButton = region.getByRole('button', { name: new RegExp(`^${smallRow.name} 对 ${smallCol.name}：`) });
        expect(await smallButton.innerText()).toContain('—');
        expect(await smallButton.getAttribute('aria-label')).toContain('少于 10 局');
      }
      const contrasts = await region.locator('button span').evaluateAll(contrastsWithBackground);
      expect(contrasts.length).toBeGreaterThan(matrix.cells.length);
      expect(Math.min(...contrasts)).toBeGreaterThanOrEqual(4.5);

      // Tapping a cell writes its record under the matrix (phones have no hover titles).
      await button.click();
      await expect
        .poll(() => page.getByTestId('matchup-detail').innerText(), POLL)
        .toContain(`${row.name} 对 ${col.name}：${rated.wins} 胜`);

      if (width === PHONE_WIDTH) {
        // The matrix scrolls inside its box, the archetype column stays pinned, the page does not scroll sideways.
        const scroller = region;
        const before = await rows.first().locator('th').boundingBox();
        await scroller.evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
        await expect.poll(() => scroller.evaluate((el) => el.scrollLeft), POLL).toBeGreaterThan(100);
        const after = await rows.first().locator('th').boundingBox();
        // Pinned to the box's left edge (the 2 px cell spacing in front of it scrolls away).
        expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
        const lastHeader = region.locator('thead th').last();
        expect((await lastHeader.boundingBox())!.x + (await lastHeader.boundingBox())!.width).toBeLessThanOrEqual(
          width,
        );
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll).toBeLessThanOrEqual(client);
        await scroller.evaluate((el) => {
          el.scrollLeft = 0;
        });
      }
      await shoot(page, `matchups-${label}-${scheme}`);
      expect(app.pageErrors(page)).toEqual([]);
    },
  );

  test('each row shows its expected win rate against the field and the share its matchups cover', async () => {
    const page = await openIn('/decks/matchups', width, 'light');
    const region = page.getByRole('region', { name: '对局胜率矩阵' });
    const rows = region.locator('tbody tr');
    await rows.first().waitFor();
    expect(await region.locator('thead th').nth(1).innerText()).toContain('对环境');
    for (const [i, a] of matrix.archetypes.entries()) {
      const cell = rows.nth(i).locator('td').first();
      const text = await cell.innerText();
      if (a.fieldWinRate === null) expect(text).toContain('—');
      else expect(text).toContain(`${(a.fieldWinRate * 100).toFixed(1)}%`);
      expect(text).toContain(`覆盖 ${Math.round(a.fieldCoverage * 100)}%`);
      expect(await cell.getAttribute('title')).toContain(`${a.name}：对环境预期胜率`);
    }
    expect(matrix.archetypes.some((a) => a.fieldWinRate !== null)).toBe(true);
    // On a phone the column sits next to the pinned names, in view without scrolling.
    const box = (await rows.first().locator('td').first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const contrast = await rows
      .first()
      .locator('td')
      .first()
      .locator('span[aria-hidden]')
      .first()
      .evaluate(contrastWithBackground);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('the matrix keeps its filters in the URL and answers the filtered matchups', async () => {
    const page = await openIn('/decks', width, 'light');
    await page.getByRole('link', { name: '对局胜率' }).click();
    await page.waitForURL('**/decks/matchups');
    await page.getByRole('region', { name: '对局胜率矩阵' }).locator('tbody tr').first().waitFor();

    await page.getByRole('textbox', { name: '最少对局数' }).click();
    await page.getByRole('option', { name: '20 局' }).click();
    await expect.poll(() => url(page).searchParams.get('min'), POLL).toBe('20');
    await page.getByRole('textbox', { name: '显示卡组数' }).click();
    await page.getByRole('option', { name: '前 8 个' }).click();
    await expect.poll(() => url(page).searchParams.get('n'), POLL).toBe('8');
    await page.getByRole('textbox', { name: '时间' }).click();
    await page.getByRole('option', { name: '近 12 个月' }).click();
    await expect.poll(() => url(page).searchParams.get('t'), POLL).toBe('past-month-12');

    const filtered = await api('deck/matchup', { regulation, pastMonth: 12, minGames: 20, top: 8 });
    await page.reload();
    expect(Object.fromEntries(url(page).searchParams)).toEqual({ t: 'past-month-12', min: '20', n: '8' });
    if (filtered.archetypes.length === 0) {
      await page.getByText('暂无对局数据').waitFor();
      return;
    }
    const rows = page.getByRole('region', { name: '对局胜率矩阵' }).locator('tbody tr');
    await expect.poll(() => rows.count(), POLL).toBe(filtered.archetypes.length);
    const greyed = filtered.cells.filter((c) => c.winRate === null && c.rowId !== c.colId).length;
    await expect
      .poll(() => page.locator('button[data-win-rate=""]').count(), POLL)
      .toBe(greyed + filtered.cells.filter((c) => c.rowId === c.colId).length);
  });

  test('an archetype page lists its best and worst matchups, linking to its row of the matrix', async () => {
    const top = matrix.archetypes[0]!;
    const row = await api('deck/matchup', { regulation, categoryId: top.id });
    const rated = row.cells
      .filter((c) => c.rowId !== c.colId && c.winRate !== null)
      .sort((a, b) => b.winRate! - a.winRate! || b.games - a.games);
    const page = await openIn(`/decks/${top.id}?all=true`, width, width === PHONE_WIDTH ? 'dark' : 'light');
    await heading(page).filter({ hasText: top.name }).waitFor();
    const block = page.getByRole('region', { name: '对局胜率' });
    await block.scrollIntoViewIfNeeded();
    const best = block.getByRole('region', { name: '最佳对局' });
    const worst = block.getByRole('region', { name: '最差对局' });
    await best.waitFor();
    const bestLines = best.getByTestId('matchup-line');
    await expect.poll(() => bestLines.count(), POLL).toBe(Math.min(MATCHUP_BEST_WORST, rated.length));
    const first = rated[0]!;
    const opponent = row.archetypes.find((a) => a.id === first.colId)!;
    expect(await bestLines.first().innerText()).toContain(opponent.name);
    expect(await bestLines.first().innerText()).toContain(`${(first.winRate! * 100).toFixed(1)}%`);
    const last = rated[rated.length - 1]!;
    if (rated.length > MATCHUP_BEST_WORST) {
      expect(await worst.getByTestId('matchup-line').first().innerText()).toContain(
        row.archetypes.find((a) => a.id === last.colId)!.name,
      );
    }
    const badge = bestLines.first().locator('p').last();
    expect(await badge.evaluate(contrastWithBackground)).toBeGreaterThanOrEqual(4.5);
    if (SCREENSHOTS) await block.screenshot({ path: `${SCREENSHOTS}/category-block-${label}.png` });

    await block.getByRole('link', { name: '对局矩阵' }).click();
    await page.waitForURL(`**/decks/matchups?row=${top.id}`);
    await page.locator(`tr[data-row-id="${top.id}"]`).waitFor();
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect(app.pageErrors(page)).toEqual([]);
  });
});
