import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appStarted, apiClient, connectBrowser } from './browser.ts';

/**
 * axe-core over every route of the site, at desktop and phone width, in the light and the dark scheme.
 * A serious or critical finding (contrast, names, labels, roles, links told apart only by colour…)
 * fails the test with the rule, the elements and axe's explanation. One file per width
 * (accessibility-desktop.test.ts, accessibility-phone.test.ts), so the two run at the same time.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const baseUrl = () => inject('baseUrl');

const api = apiClient(baseUrl);

const routes: string[] = [];

async function listRoutes(): Promise<void> {
  // Both widths may run in one worker, which keeps this module between files.
  routes.length = 0;
  const home = await api('app/home', {});
  const products = await api('card/product-list', {});
  const product = products.list[0]!;
  const card = (await api('card/card-basic-search', { searchText: '皮卡丘', pageSize: 1 })).list[0]!;
  const series = await api('tournament/series-list', {});
  let ended: { id: number } | undefined;
  let seriesId = 0;
  for (const s of series.list) {
    ended = (await api('tournament/list', { seriesId: s.id })).list.find((t) => t.status === 'ended' && !t.isRate);
    seriesId = s.id;
    if (ended) break;
  }
  if (!ended) throw new Error('the default season has no ended event');
  const archetype = home.topDecks[0]!;
  const rank = await api('tournament/rank-individual', { tournamentId: ended.id });
  const deckId = rank.list.flatMap((row) => row.decks)[0]!.deckId;
  const pinCode = home.topPlayers[0]!.pinCode;
  routes.push(
    '/home',
    '/cards',
    `/cards/${encodeURIComponent(product.setId)}`,
    `/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`,
    '/cards/search/basic',
    '/cards/search/advance',
    `/cards/search/result?text=${encodeURIComponent('皮卡丘')}`,
    '/tournaments/series',
    `/tournaments/series/${seriesId}`,
    `/tournaments/${ended.id}`,
    `/tournaments/${ended.id}?tab=decks`,
    '/decks',
    '/decks/matchups',
    `/decks/${archetype.id}?all=true`,
    `/decks/${archetype.id}/top?all=true`,
    `/decks/${archetype.id}/cards`,
    `/decks/list/${deckId}`,
    '/player/rank',
    `/player/${encodeURIComponent(pinCode)}`,
    '/tools/miniapp',
    '/tools/miniapp?code=AAAAAAAAAAAAAAAAAA',
    '/tools/ptcgl-import',
    '/admin/login',
    '/about',
    '/no-such-page',
  );
}

type Finding = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/** Waits until whatever is still loading is drawn: the page's data first, then the blocks drawn only when scrolled near (the charts), whose code loads behind a skeleton. */
const drawn = (page: Page) =>
  page.waitForFunction(
    () => {
      if (document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root').length > 0) return false;
      // A lazily drawn block within a screen of the viewport (its observer's margin) is drawn once it
      // has noticed that; a few pixels of slack for one sitting on the margin's edge.
      return [...document.querySelectorAll('[data-lazy="waiting"]')].every((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        return bottom <= -window.innerHeight + 4 || top >= 2 * window.innerHeight - 4;
      });
    },
    undefined,
    { timeout: 20_000 },
  );

/** axe's serious and critical findings on the page as it is now, one line per rule. */
async function findings(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Finding[];
  return violations
    .filter((f) => f.impact === 'serious' || f.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
        .join('\n    ');
      return `${where} [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n    ${nodes}`;
    });
}

/** The test of one width: call once from that width's test file. */
export function judgeEveryRoute(label: string, width: number): void {
  beforeAll(listRoutes);
  describe(`accessibility on ${label}`, () => {
    test('every route has no serious or critical axe finding, in the light scheme and after the system turns dark', async () => {
      // The page's own policy forbids injected scripts; the test's context may add axe. No scheme is
      // stored, so the site follows the system's (Mantine's "auto"), as a first visit does: each page is
      // judged light, then again after the system switches to dark, which the site follows without a
      // reload (one load per route instead of two).
      const browser = await connectBrowser();
      const context: BrowserContext = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        serviceWorkers: 'block',
        bypassCSP: true,
        viewport: { width, height: 900 },
        colorScheme: 'light',
      });
      const problems: string[] = [];
      try {
        const page = await context.newPage();
        for (const route of routes) {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(route);
          await appStarted(page);
          await page.locator('#content h1').first().waitFor();
          await drawn(page);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await drawn(page);
          if (route === '/decks') {
            // The charts are there to be judged, not still waiting to be scrolled to.
            expect(await page.locator('[data-testid="deck-charts"] svg.recharts-surface').count()).toBeGreaterThan(0);
          }
          expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');
          problems.push(...(await findings(page, `${route} (light)`)));
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
          await drawn(page);
          // Colours change through CSS transitions (a segmented control's labels take 150 ms): judged
          // halfway, a label would be neither scheme's colour.
          await page.waitForFunction(() =>
            document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
          );
          problems.push(...(await findings(page, `${route} (dark)`)));
        }
      } finally {
        await browser.close();
      }
      expect(problems.join('\n')).toBe('');
    }, 300_000);
  });
}
