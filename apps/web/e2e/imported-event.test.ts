import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP_WIDTH, PHONE_WIDTH, setupBrowser, apiClient } from './browser.ts';
import { runImporter } from '../../../scripts/compiled-server.ts';
import { REPO_ROOT, copyOfDatabase, startServer, type RunningServer } from './server.ts';

/**
 * A Limitless TCG export imported the way an organiser does it (the card data, then the event, each
 * through its import command), served by a server of its own: a player who dropped after round 2
 * without a placing, and a champion's list with international-only cards (Mega Venusaur ex and its
 * line, Lillie's Determination of MEG) and a line the card data does not know (Computer Search BCR).
 */
const FIXTURE = path.join(REPO_ROOT, 'apps/web/e2e/fixtures/limitless-event.json');
const SERIES = { externalId: 'e2e-limitless-online', name: '线上周赛' };
// International pictures come from CARD_IMAGE_URL; the browser gets them from this host, answered below.
const IMAGE_HOST = 'http://intl-images.test';
const IMAGE_PNG = fs.readFileSync(path.join(REPO_ROOT, 'apps/web/public/pwa-192x192.png'));
const POLL = { timeout: 15_000 };

const app = setupBrowser();
let server: RunningServer | undefined;
let baseUrl = '';

const api = apiClient(() => baseUrl);

let tournamentId = 0;
let championDeckId = 0;

beforeAll(async () => {
  // The card data as its import command stored it (global-setup.ts), then the events by theirs.
  const dbDir = copyOfDatabase(inject('cardsOnlyDatabase'), 'e2e-imported');
  const imported = await runImporter('tournaments', dbDir, [
    '--series',
    SERIES.externalId,
    '--series-name',
    SERIES.name,
    '--unofficial',
    FIXTURE,
  ]);
  // The import report counts the lines of the lists by how they resolved.
  expect(imported.stdout).toMatch(/仅有国际版 4 行，未能对应 1 行/);

  server = await startServer(dbDir, { SEED_DEFAULT: 'false', CARD_IMAGE_URL: `${IMAGE_HOST}/{key}.png` });
  baseUrl = server.baseUrl;

  const series = await api('tournament/series-list', { page: 1, pageSize: 100 });
  const seriesId = series.list.find((s) => s.name === SERIES.name)?.id;
  if (!seriesId) throw new Error(`the imported series ${SERIES.name} is not listed`);
  const [event] = (await api('tournament/list', { seriesId, page: 1, pageSize: 100 })).list;
  if (!event) throw new Error('the imported event is not listed in its series');
  tournamentId = event.id;
  const standings = await api('tournament/rank-individual', { tournamentId, pageSize: 64 });
  championDeckId = standings.list[0]!.decks[0]!.deckId;

  await app
    .context()
    .route(`${IMAGE_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: IMAGE_PNG }));
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

const views = [DESKTOP_WIDTH, PHONE_WIDTH].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);
const shotDir = process.env.E2E_SCREENSHOTS;

describe('an imported Limitless event', () => {
  for (const { width, colorScheme } of views) {
    test(`standings show the drop with its round and a placing, not NC, at ${width} px (${colorScheme})`, async () => {
      const page = await app.openPage(`${baseUrl}/tournaments/${tournamentId}`, { width, colorScheme });
      const table = page.getByRole('table', { name: '赛事排名' });
      await table.locator('tbody tr').nth(5).waitFor(POLL);
      expect(await table.locator('tbody tr').count()).toBe(6);

      const dropped = table.locator('tbody tr', { hasText: 'Ma Li' });
      const badge = dropped.getByText('第 2 轮后退赛');
      await badge.waitFor(POLL);
      // Ranked after the five placed players; NC is for players who never played.
      expect(await dropped.locator('td').first().innerText()).toBe('6');
      expect(await table.innerText()).not.toContain('NC');
      expect(await dropped.innerText()).toContain('0-2');
      await badge.scrollIntoViewIfNeeded();
      const box = await badge.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      if (shotDir)
        await page.screenshot({
          path: path.join(shotDir, `imported-standings-${width}-${colorScheme}.png`),
          fullPage: true,
        });
      expect(app.pageErrors(page)).toEqual([]);
    });

    test(`the champion's decklist marks the international-only cards 尚无中文版 and shows the unknown line with its reason at ${width} px (${colorScheme})`, async () => {
      const page = await app.openPage(`${baseUrl}/decks/list/${championDeckId}`, { width, colorScheme });
      const lines = page.getByTestId('stored-unresolved');
      await lines.waitFor(POLL);
      // International-only cards are cards of the catalogue: only the card no data knows stays unresolved.
      expect(await lines.innerText()).toContain('1 张卡牌');

      // The international-only cards are rows of the list, each marked 尚无中文版, by their English print.
      const lillie = page.locator('li[data-card-row]', { hasText: "Lillie's Determination" });
      expect(await lillie.innerText()).toContain('尚无中文版');
      expect(await lillie.innerText()).toContain('EN-MEG 119');
      const marked = page.locator('li[data-card-row]', { hasText: '尚无中文版' });
      // 4 + 3 + 3 + 4 copies of four international-only cards.
      expect(await marked.count()).toBe(4);

      const unknown = lines.locator('li', { hasText: 'Computer Search BCR 137' });
      expect(await unknown.innerText()).toContain('卡牌数据中没有 BCR 137 的印刷版本');
      expect(await unknown.getByRole('img').count()).toBe(0);

      // Those lines are part of the 60 cards: no warning of a short deck.
      expect(await page.getByRole('alert').filter({ hasText: '60张' }).count()).toBe(0);

      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      if (shotDir)
        await page.screenshot({
          path: path.join(shotDir, `imported-decklist-${width}-${colorScheme}.png`),
          fullPage: true,
        });
      expect(app.pageErrors(page)).toEqual([]);
    });
  }
});
