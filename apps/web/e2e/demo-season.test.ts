import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appStarted, setupBrowser, apiClient } from './browser.ts';
import { runImporter } from '../../../scripts/compiled-server.ts';
import { REPO_ROOT, copyOfDatabase, startServer, type RunningServer } from './server.ts';

/**
 * The generated default season next to a real event, as an operator has it before removing the
 * demonstration data: every screen showing the generated season says 示例数据, the imported event
 * does not.
 */
const FIXTURE = path.join(REPO_ROOT, 'apps/web/e2e/fixtures/limitless-event.json');
const SERIES = { externalId: 'e2e-demo-real', name: '真实线上赛' };
const POLL = { timeout: 15_000 };

const app = setupBrowser();
let server: RunningServer | undefined;
let baseUrl = '';

const api = apiClient(() => baseUrl);

let generatedSeries = 0;
let generatedEvent = 0;
let generatedPlayer = '';
let realEvent = 0;

beforeAll(async () => {
  // The default dataset as the server seeds it (global-setup.ts), then a real event by its import
  // command into the series named (a run of several files, where only the events that come without a
  // series take that one, is import-tournaments.test.ts's).
  const dbDir = copyOfDatabase(inject('seededDatabase'), 'e2e-demo');
  await runImporter('tournaments', dbDir, ['--series', SERIES.externalId, '--series-name', SERIES.name, FIXTURE]);

  server = await startServer(dbDir, { SEED_DEFAULT: 'false' });
  baseUrl = server.baseUrl;

  const series = (await api('tournament/series-list', { page: 1, pageSize: 100 })).list;
  const real = series.find((s) => s.name === SERIES.name);
  const demo = series.find((s) => s.generated && s.status === 'ended');
  if (!real || !demo) throw new Error('the imported and the generated series are not both listed');
  realEvent = (await api('tournament/list', { seriesId: real.id, page: 1, pageSize: 10 })).list[0]!.id;
  generatedSeries = demo.id;
  const events = (await api('tournament/list', { seriesId: demo.id, page: 1, pageSize: 50 })).list;
  generatedEvent = events.find((e) => e.status === 'ended' && !e.isTeam)!.id;
  const standings = await api('tournament/rank-individual', { tournamentId: generatedEvent, pageSize: 1 });
  generatedPlayer = standings.list[0]!.players[0]!.pinCode;
}, 600_000);

afterAll(async () => {
  await server?.stop();
});

/** The 示例数据 tags a visitor sees in the page's heading or content. */
const marks = (page: Page) => page.getByText('示例数据', { exact: true });

describe('the generated default season', () => {
  test('is marked 示例数据 on its series, events, players, statistics, rankings and home', async () => {
    const screens = [
      '/tournaments/series',
      `/tournaments/series/${generatedSeries}`,
      `/tournaments/${generatedEvent}`,
      `/player/${generatedPlayer}`,
      '/player/rank',
      '/decks',
      '/',
    ];
    // One tab loaded afresh for each screen (a new tab each would cost a renderer each).
    const page = await app.openPage(`${baseUrl}${screens[0]}`);
    for (const url of screens) {
      if (url !== screens[0]) {
        await page.goto(`${baseUrl}${url}`);
        await appStarted(page);
      }
      await expect.poll(() => marks(page).count(), { ...POLL, message: url }).toBeGreaterThan(0);
      expect(await marks(page).first().isVisible(), url).toBe(true);
    }
  });

  test('leaves the imported event unmarked, and the banner says the site runs on a demonstration season', async () => {
    const page = await app.openPage(`${baseUrl}/tournaments/${realEvent}`);
    await page.getByRole('heading', { level: 1 }).waitFor(POLL);
    await page.getByRole('table', { name: '赛事排名' }).waitFor(POLL);
    expect(await marks(page).count()).toBe(0);
    await expect.poll(() => page.getByText('本站目前运行的是示例赛季').count(), POLL).toBeGreaterThan(0);
  });
});
