import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { EXPLORE_LINKS, EXTERNAL_LINKS } from '../src/lib/site.ts';
import { DESKTOP_WIDTH, PHONE_WIDTH, setupBrowser } from './browser.ts';

const app = setupBrowser();

const section = (page: Page, name: string) => page.getByRole('region', { name });
const pathOf = (href: string | null) =>
  new URL(href ?? '', 'http://x').pathname + new URL(href ?? '', 'http://x').search;

type HomeData = {
  text: string;
  format: string;
  topDecks: {
    id: number;
    name: string;
    label: string;
    icon: string[];
    count: number;
    share: number;
    points2: number;
  }[];
  topPlayers: { pinCode: string; nickname: string; divisionRank: number; points: number }[];
  recent: {
    id: number;
    title: string;
    date: string;
    players: number;
    format: string;
    champion: string | null;
    finalist: string | null;
    img: string | null;
  }[];
  upcoming: { id: number; title: string; date: string; format: string; img: string | null }[];
  ongoing: { id: number; title: string; date: string; format: string; img: string | null }[];
};

/** Opens /home with `app/home` answered by the test; counts how often the page asks. */
async function openHomeWith(data: HomeData, options: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const page = await app.openPage('/about', options);
  const calls = { count: 0 };
  await page.route('**/api/v3/app/home', async (route) => {
    calls.count += 1;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: 'OK.', track_id: 't', data }),
    });
  });
  await page.goto('/home');
  return { page, calls };
}

const SAMPLE: HomeData = {
  text: '<p>第 12 周更新：新增<b>上海站</b>成绩</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  format: 'GHI-CSV10C',
  topDecks: [
    { id: 41, name: '沙奈朵ex', label: '-', icon: ['gardevoir'], count: 120, share: 0.2345, points2: 0.25 },
    { id: 42, name: '密勒顿ex', label: '快攻', icon: ['miraidon'], count: 80, share: 0.1501, points2: 0.14 },
  ],
  topPlayers: [{ pinCode: 'CN12345678', nickname: '测试选手', divisionRank: 1, points: 1820 }],
  recent: [
    {
      id: 7,
      title: '2026 秋季城市赛 苏州站',
      date: '2026-11-21T00:00:00+08:00',
      players: 60,
      format: 'GHI-CSV10C',
      champion: '冠军甲',
      finalist: '亚军乙',
      img: null,
    },
  ],
  ongoing: [{ id: 3, title: '2026 秋冬城市赛', date: '2026-09-19T00:00:00+08:00', format: 'GHI-CSV10C', img: null }],
  upcoming: [
    { id: 5, title: '2026 冬季超级赛', date: '2026-12-12T00:00:00+08:00', format: 'GHI-CSV10C', img: null },
    { id: 6, title: 'World Championships 2027', date: '2027-08-20T00:00:00+08:00', format: 'GHI-CSV10C', img: null },
  ],
};

describe('home page', () => {
  test('shows every block of the real data with working links, asking the server once', async () => {
    const page = await app.openPage('/about');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v3/app/home')) calls += 1;
    });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();

    const recent = section(page, '最近赛事');
    await recent.getByRole('link').first().waitFor();
    expect(await recent.getByText('冠军').count()).toBeGreaterThan(0);
    const tournamentHref = await recent.getByRole('listitem').first().getByRole('link').getAttribute('href');
    expect(tournamentHref).toMatch(/^\/tournaments\/\d+$/);
    expect(await recent.getByRole('link', { name: /全部赛事/ }).getAttribute('href')).toBe('/tournaments/series');

    const players = section(page, '公开组积分榜');
    expect(await players.getByRole('listitem').first().getByRole('link').getAttribute('href')).toMatch(
      /^\/player\/CN\w+$/,
    );
    expect(await players.getByRole('link', { name: /选手排名/ }).getAttribute('href')).toBe('/player/rank');

    const decks = section(page, '热门卡组');
    // The full ranking opens on the format the block shows, so its first rows are the block's numbers.
    const fullRanking = await decks.getByRole('link', { name: /完整排行/ }).getAttribute('href');
    expect(fullRanking).toMatch(/^\/decks\?reg=[A-Z]+-[A-Z0-9.]+$/);
    // The format is shown with spaced hyphens.
    expect(await decks.innerText()).toContain(decodeURIComponent(fullRanking!.split('reg=')[1]!).replace('-', ' - '));

    const explore = section(page, '探索');
    for (const link of EXPLORE_LINKS) {
      const anchor = explore.getByRole('link', { name: link.name });
      await expect(anchor.getAttribute('href')).resolves.toBe(link.href);
      await expect(anchor.getAttribute('target')).resolves.toBe('_blank');
    }
    // The home page has its own update note instead of the site banner.
    expect(await page.getByRole('complementary', { name: '站点公告' }).count()).toBe(0);

    await recent.getByRole('listitem').first().getByRole('link').click();
    await page.waitForURL(`**${tournamentHref}`);
    await page.goBack();
    await recent.getByRole('link').first().waitFor();
    expect(calls).toBe(1);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('top decks link to their category with all variants; Worlds goes to its own site; the note is sanitised', async () => {
    const { page, calls } = await openHomeWith(SAMPLE);
    const decks = section(page, '热门卡组');
    await decks.getByText('沙奈朵ex').waitFor();
    expect(await decks.getByText('GHI - CSV10C').count()).toBe(1);
    const deckLinks = decks.getByRole('listitem').getByRole('link');
    expect(await deckLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/decks/41?all=true',
      '/decks/42?all=true',
    ]);
    expect(await decks.innerText()).toContain('23.45%');
    expect(await decks.innerText()).toContain('快攻');

    const series = section(page, '进行中与即将开始');
    expect(pathOf(await series.getByRole('link', { name: /2026 秋冬城市赛/ }).getAttribute('href'))).toBe(
      '/tournaments/series/3',
    );
    expect(pathOf(await series.getByRole('link', { name: /2026 冬季超级赛/ }).getAttribute('href'))).toBe(
      '/tournaments/series/5',
    );
    const worlds = series.getByRole('link', { name: /World Championships 2027/ });
    expect(await worlds.getAttribute('href')).toBe(EXTERNAL_LINKS.worlds);
    expect(await worlds.getAttribute('target')).toBe('_blank');

    const recent = section(page, '最近赛事');
    expect(await recent.innerText()).toMatch(/冠军\s*冠军甲/);
    expect(await recent.innerText()).toMatch(/亚军\s*亚军乙/);

    const note = section(page, '本站更新');
    await note.getByText('上海站').waitFor();
    expect(await note.locator('script, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(calls.count).toBe(1);
  });

  test('says honestly that there are no deck statistics yet', async () => {
    const { page } = await openHomeWith({ ...SAMPLE, topDecks: [] });
    await section(page, '热门卡组').getByText('暂无卡组统计').waitFor();
    expect(await section(page, '热门卡组').getByRole('listitem').count()).toBe(0);
  });

  test('offers a retry when the call fails', async () => {
    const page = await app.openPage('/about');
    let fail = true;
    await page.route('**/api/v3/app/home', async (route) => {
      if (fail) return route.abort('connectionrefused');
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 200, msg: 'OK.', track_id: 't', data: SAMPLE }),
      });
    });
    await page.goto('/home');
    await page.getByRole('alert').filter({ hasText: '加载失败' }).waitFor();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await section(page, '热门卡组').getByText('沙奈朵ex').waitFor();
  });

  for (const [width, colorScheme] of [
    [PHONE_WIDTH, 'dark'],
    [DESKTOP_WIDTH, 'dark'],
    [PHONE_WIDTH, 'light'],
  ] as const) {
    test(`fits ${width} px in ${colorScheme} mode with the news first`, async () => {
      const { page } = await openHomeWith(SAMPLE, { width, colorScheme });
      await section(page, '热门卡组').getByText('沙奈朵ex').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const top = async (name: string) => (await section(page, name).boundingBox())!.y;
      // The week's results come before the explore links, on either width.
      expect(await top('最近赛事')).toBeLessThan(await top('探索'));
      if (width === DESKTOP_WIDTH) {
        // Side by side on a desktop: the results and the top decks start on one line.
        expect(Math.abs((await top('最近赛事')) - (await top('热门卡组')))).toBeLessThan(4);
      }
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background === 'rgb(255, 255, 255)').toBe(colorScheme === 'light');
    });
  }
});
