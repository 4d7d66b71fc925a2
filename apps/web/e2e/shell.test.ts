import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { EXTERNAL_LINKS, SITE_NAME } from '../src/lib/site.ts';
import { DESKTOP_WIDTH, PHONE_WIDTH, apiClient, contrastWithBackground, newPageAs, setupBrowser } from './browser.ts';

const app = setupBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function expectHeading(page: Page, text: string) {
  await heading(page).filter({ hasText: text }).waitFor();
  expect((await heading(page).innerText()).trim()).toBe(text);
}

/** Answers the announcement call from the test instead of the server. */
async function serveAnnouncement(page: Page, answer: () => { status?: number; body: unknown } | 'abort') {
  await page.route('**/api/v3/app/announcement-latest', async (route) => {
    const result = answer();
    if (result === 'abort') return route.abort('connectionrefused');
    await route.fulfill({
      status: result.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(result.body),
    });
  });
}

/**
 * Reloads an inner page and waits until its announcement call has been answered and drawn, so that a
 * missing banner means the page chose not to show it. (Waiting for network idle instead timed out on a
 * busy machine: the statistics page keeps fetching as its charts come near.)
 */
async function reloadUntilAnnounced(page: Page, heading: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/v3/app/announcement-latest'));
  await page.reload();
  await answered;
  await expectHeading(page, heading);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const ok = (text: string) => ({ body: { code: 200, msg: 'OK.', track_id: 'test', data: { text } } });

describe('route table', () => {
  // Screens whose heading is fixed text.
  const screens: [path: string, title: string][] = [
    ['/home', '首页'],
    ['/cards', '发售列表'],
    ['/cards/search/basic', '卡牌搜索'],
    ['/cards/search/advance', '高级搜索'],
    ['/cards/search/result?text=%E7%9A%AE%E5%8D%A1%E4%B8%98', '搜索结果'],
    ['/tournaments/series', '官方赛事'],
    ['/decks', '卡组统计'],
    ['/player/rank', '选手排名'],
    ['/tools/miniapp', '小程序卡组导出'],
    ['/admin/login', '管理员登录'],
    ['/admin/deck', '卡组分类管理'],
    ['/about', '关于本站'],
  ];

  test.each(screens)('%s shows the heading %s and names the tab after it', async (path, title) => {
    const page = await app.openPage(path);
    await expectHeading(page, title);
    await expect.poll(() => page.title()).toBe(`${title} · ${SITE_NAME}`);
    expect(app.pageErrors(page)).toEqual([]);
  });

  // Detail screens are headed by what they show (a set, a player...), so the check is that the address
  // reaches a page of the right section rather than the 404 or error screen.
  const details: [path: string, section: string][] = [
    ['/cards/1', '产品列表'],
    ['/cards/CSV1C/001', '产品列表'],
    ['/tournaments/series/1', '官方赛事'],
    ['/tournaments/1', '官方赛事'],
    ['/decks/1', '卡组统计'],
    ['/decks/1/top', '卡组统计'],
    ['/decks/1/cards', '卡组统计'],
    ['/decks/list/1', '卡组统计'],
    ['/player/CN12345678', '选手排名'],
  ];

  test.each(details)('%s opens a page of the section %s', async (path, section) => {
    const page = await app.openPage(path);
    await heading(page).waitFor();
    const title = (await heading(page).innerText()).trim();
    expect(title).not.toBe('这里什么都没有');
    expect(title).not.toBe('Unexpected Application Error');
    await expect.poll(() => page.title()).toMatch(new RegExp(`^.+ · ${SITE_NAME}$`));
    const active = page.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]');
    expect(await active.innerText()).toBe(section);
    expect(app.pageErrors(page)).toEqual([]);
  });

  const redirects: [from: string, to: string, title: string][] = [
    ['/', '/home', '首页'],
    ['/cards/search', '/cards/search/basic', '卡牌搜索'],
    ['/tournaments', '/tournaments/series', '官方赛事'],
    ['/admin', '/admin/login', '管理员登录'],
  ];

  test.each(redirects)('%s redirects to %s', async (from, to, title) => {
    const page = await app.openPage(from);
    await expectHeading(page, title);
    expect(pathOf(page)).toBe(to);
  });

  test('/redirect/angeu leaves for the external site', async () => {
    const page = await app.blankPage();
    const external = new URL(EXTERNAL_LINKS.angeu);
    await page.route(`${external.origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }),
    );
    await page.goto(`${app.baseUrl()}/redirect/angeu`);
    await page.waitForURL((url) => url.origin === external.origin);
    expect(await page.title()).toBe('external');
  });

  test.each(['/no-such-page', '/cards/CSV1C/001/extra', '/player'])(
    'unknown address %s shows the 404 screen whose button goes home',
    async (path) => {
      const page = await app.openPage(path);
      await expectHeading(page, '这里什么都没有');
      await page.getByRole('link', { name: '返回首页' }).click();
      await expectHeading(page, '首页');
      expect(pathOf(page)).toBe('/home');
    },
  );

  test('a page whose code cannot be downloaded shows the error screen inside the shell', async () => {
    const page = await app.blankPage();
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(`${app.baseUrl()}/about`);
    await expectHeading(page, 'Unexpected Application Error');
    expect(await page.getByRole('navigation', { name: '主导航' }).isVisible()).toBe(true);

    await page.unrouteAll();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expectHeading(page, '关于本站');
  });
});

describe('navigation', () => {
  test('side navigation lists every section and highlights the current one', async () => {
    const page = await app.openPage('/cards/1');
    await heading(page).waitFor();
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '产品列表', '卡牌搜索', '卡组统计', '官方赛事', '选手排名', '小程序卡组导出']) {
      await expect(nav.getByRole('link', { name: label }).isVisible()).resolves.toBe(true);
    }
    await expect(nav.getByRole('link', { name: '产品列表' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: '卡牌搜索' }).getAttribute('aria-current')).resolves.toBeNull();

    await nav.getByRole('link', { name: '卡牌搜索' }).click();
    await expectHeading(page, '卡牌搜索');
    expect(pathOf(page)).toBe('/cards/search/basic');
    await expect(nav.getByRole('link', { name: '卡牌搜索' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: '产品列表' }).getAttribute('aria-current')).resolves.toBeNull();
  });

  test('footer items: about opens; feedback and video are absent without their addresses; install is hidden until offered', async () => {
    const page = await app.openPage('/home');
    await expectHeading(page, '首页');
    // The test build configures no VITE_FEEDBACK_URL / VITE_VIDEO_PROFILE_URL: no link leads nowhere useful.
    for (const label of ['反馈', '视频主页']) expect(await page.getByRole('link', { name: label }).count()).toBe(0);
    await expect(page.getByRole('button', { name: '安装到桌面' }).count()).resolves.toBe(0);

    // What Chromium does when the site is installable: the entry appears and opens the browser's dialog.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: boolean }).prompted = true;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: '安装到桌面' }).click();
    await expect(page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).resolves.toBe(true);
    await page.getByRole('button', { name: '安装到桌面' }).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: '关于', exact: true }).click();
    await expectHeading(page, '关于本站');
    await page.getByText('Copyright (c) 2021 TCGdex').waitFor();
  });

  test('the back button returns to the previous page', async () => {
    const page = await app.openPage('/about');
    await expectHeading(page, '关于本站');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '卡组统计' }).click();
    await expectHeading(page, '卡组统计');
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expectHeading(page, '关于本站');
    expect(pathOf(page)).toBe('/about');
  });

  test('the first Tab offers a skip link that takes the keyboard past the navigation', async () => {
    const page = await app.openPage('/about');
    await expectHeading(page, '关于本站');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    // Out of sight until the keyboard reaches it.
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({
      inPage: document.getElementById('content')?.contains(document.activeElement) ?? false,
      inNav: document.getElementById('site-navbar')?.contains(document.activeElement) ?? false,
    }));
    expect(focused).toEqual({ inPage: true, inNav: false });
    expect(pathOf(page)).toBe('/about');
  });

  test('every page ends with the copyright line and the disclaimers', async () => {
    const page = await app.openPage('/decks');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    const text = await footer.innerText();
    expect(text).toContain(`© ${new Date().getFullYear()} ${SITE_NAME}`);
    expect(text).toContain('非商业');
    expect(text).toContain('不保证准确性');
    expect(text).toContain('TCGdex');
  });

  test('on a phone the navigation hides behind the burger and closes after choosing a page', async () => {
    const page = await app.openPage('/about', { width: PHONE_WIDTH, height: 844 });
    await expectHeading(page, '关于本站');
    const decksLink = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '卡组统计' });
    expect(await decksLink.isVisible()).toBe(false);

    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await decksLink.waitFor({ state: 'visible' });
    await decksLink.click();
    await expectHeading(page, '卡组统计');
    expect(pathOf(page)).toBe('/decks');
    await decksLink.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '打开导航菜单' }).waitFor();

    // Escape closes the open menu too.
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await decksLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await decksLink.waitFor({ state: 'hidden' });

    // Nothing may stick out sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  });
});

describe('colour mode', () => {
  const scheme = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('the toggle switches to dark and the choice survives a reload', async () => {
    const page = await app.openPage('/about', { colorScheme: 'light' });
    await expectHeading(page, '关于本站');
    expect(await scheme(page)).toBe('light');
    const lightBackground = await background(page);

    await page.getByRole('button', { name: '切换到深色模式' }).click();
    expect(await scheme(page)).toBe('dark');
    expect(await background(page)).not.toBe(lightBackground);

    await page.reload();
    await expectHeading(page, '关于本站');
    expect(await scheme(page)).toBe('dark');
    await page.getByRole('button', { name: '切换到浅色模式' }).click();
    expect(await scheme(page)).toBe('light');
    await page.reload();
    await expectHeading(page, '关于本站');
    expect(await scheme(page)).toBe('light');
  });

  test.each(['light', 'dark'] as const)(
    'secondary text and buttons stay readable in the %s scheme',
    async (colorScheme) => {
      const page = await app.openPage('/no-such-page', { colorScheme });
      await expectHeading(page, '这里什么都没有');
      const disclaimer = page.getByRole('contentinfo').getByText('不保证准确性');
      const button = page.getByRole('link', { name: '返回首页' });
      // WCAG AA asks 4.5:1 for text of this size.
      expect(await disclaimer.evaluate(contrastWithBackground)).toBeGreaterThanOrEqual(4.5);
      expect(await button.evaluate(contrastWithBackground)).toBeGreaterThanOrEqual(4.5);
    },
  );

  test('without a saved choice the system preference is followed', async () => {
    const page = await app.openPage('/about', { colorScheme: 'dark' });
    await page.evaluate(() => localStorage.removeItem('mantine-color-scheme-value'));
    await page.reload();
    await expectHeading(page, '关于本站');
    expect(await scheme(page)).toBe('dark');
  });
});

describe('announcement banner', () => {
  const banner = (page: Page) => page.getByRole('complementary', { name: '站点公告' });

  test('shows the server announcement on inner pages', async () => {
    const page = await app.openPage('/about');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await banner(page).waitFor();
    expect((await banner(page).innerText()).trim().length).toBeGreaterThan(0);
  });

  test('closing it is remembered across reloads until the text changes, and it never shows on /home', async () => {
    let text = '<b>测试公告</b>：新赛季数据已上线<img src="x" onerror="window.hacked = true">';
    const page = await app.openPage('/home');
    await page.evaluate(() => localStorage.clear());
    await serveAnnouncement(page, () => ok(text));

    await page.reload();
    await expectHeading(page, '首页');
    await page.waitForLoadState('networkidle');
    expect(await banner(page).count()).toBe(0);

    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '卡组统计' }).click();
    await banner(page).getByText('测试公告').waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

    // Keyboard only: focus the close button and press Enter.
    await banner(page).getByRole('button', { name: '关闭公告' }).focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });

    await reloadUntilAnnounced(page, '卡组统计');
    expect(await banner(page).count()).toBe(0);

    text = '第二条公告：赛事页面更新';
    await page.reload();
    await banner(page).getByText('第二条公告').waitFor();

    text = '';
    await reloadUntilAnnounced(page, '卡组统计');
    expect(await banner(page).count()).toBe(0);
  });
});

describe('announcement show mode', () => {
  const banner = (page: Page) => page.getByRole('complementary', { name: '站点公告' });
  const toggle = (page: Page, name: string) =>
    page.getByRole('navigation', { name: '主导航' }).locator('xpath=..').getByRole('button', { name });

  test('a closed banner can be opened again from the navigation; a new text is unread again', async () => {
    let text = '<p>第一条：新赛季开始</p>';
    const page = await app.openPage('/about');
    await page.evaluate(() => localStorage.clear());
    await serveAnnouncement(page, () => ok(text));
    await page.reload();
    await banner(page).getByText('第一条').waitFor();
    // Unread: the navigation entry carries the dot.
    await page.getByLabel('有未读公告').waitFor();

    await banner(page).getByRole('button', { name: '关闭公告' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.getByLabel('有未读公告').count()).toBe(0);

    await toggle(page, '查看公告').click();
    await banner(page).getByText('第一条').waitFor();
    // Opening it again is remembered across a reload, until it is closed.
    await page.reload();
    await banner(page).getByText('第一条').waitFor();
    await toggle(page, '隐藏公告').click();
    await banner(page).waitFor({ state: 'detached' });
    await reloadUntilAnnounced(page, '关于本站');
    expect(await banner(page).count()).toBe(0);

    text = '<p>第二条：赛事页面更新</p>';
    await page.reload();
    await banner(page).getByText('第二条').waitFor();
    await page.getByLabel('有未读公告').waitFor();
  });

  test('the banner in the first HTML does not push the page down when the call answers', async () => {
    const page = await app.openPage('/about');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expectHeading(page, '关于本站');
    const firstTop = (await heading(page).boundingBox())!.y;
    await page.waitForLoadState('networkidle');
    await banner(page).waitFor();
    expect((await heading(page).boundingBox())!.y).toBe(firstTop);
  });
});

describe('announcement on a page drawn on the server', () => {
  test('a banner this reader closed is hidden from the first paint, and one not closed shows', async () => {
    const api = apiClient(app.baseUrl);
    const series = await api('tournament/series-list', {});
    let ended: number | undefined;
    for (const s of series.list) {
      const events = await api('tournament/list', { seriesId: s.id });
      ended = events.list.find((t) => t.status === 'ended' && !t.isRate)?.id;
      if (ended) break;
    }
    const page = await app.openPage('/about');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const banner = page.getByRole('complementary', { name: '站点公告' });
    await banner.getByRole('button', { name: '关闭公告' }).click();
    await banner.waitFor({ state: 'detached' });

    // The standings come drawn in the HTML; the app's code is held back to look at that drawing alone.
    const drawn = await newPageAs(app.context(), DESKTOP_WIDTH, { appCode: false });
    await drawn.goto(`/tournaments/${ended}`);
    expect(await drawn.locator('#root[data-first-screen]').count()).toBe(1);
    const drawnBanner = drawn.locator('[data-announcement-banner]');
    expect(await drawnBanner.count()).toBe(1);
    expect(await drawnBanner.isVisible()).toBe(false);

    await page.evaluate(() => localStorage.clear());
    await drawn.reload();
    expect(await drawnBanner.isVisible()).toBe(true);
    await drawn.close();
  });
});

describe('API errors and loading', () => {
  test('notices appear at the bottom right, 440 px wide', async () => {
    const page = await app.blankPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await serveAnnouncement(page, () => ({ body: { code: 10002, msg: '参数错误', track_id: 'trk-7', data: null } }));
    await page.goto(`${app.baseUrl()}/about`);
    const notice = page.getByRole('alert').filter({ hasText: '参数错误' });
    await notice.waitFor();
    // Measured once its slide-in has finished.
    await expect
      .poll(async () => {
        const box = (await notice.boundingBox())!;
        return {
          width: Math.round(box.width),
          right: 1440 - (box.x + box.width) <= 40,
          bottom: 900 - (box.y + box.height) <= 40,
        };
      })
      .toEqual({ width: 440, right: true, bottom: true });
  });

  test('a request that gets no answer in time shows "Network Error / 请求超时"', async () => {
    const page = await app.context().newPage();
    await page.clock.install();
    // The announcement request is held for ever; the client gives up after its timeout.
    await page.route('**/api/v3/app/announcement-latest', () => {});
    await page.goto(`${app.baseUrl()}/about`);
    await expectHeading(page, '关于本站');
    await page.clock.fastForward('00:25');
    const notice = page.getByRole('alert').filter({ hasText: 'Network Error' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('请求超时');
    await page.close();
  });

  test('a refused call shows a red notice with the server message and track id', async () => {
    const page = await app.blankPage();
    await serveAnnouncement(page, () => ({ body: { code: 10002, msg: '参数错误', track_id: 'trk-42', data: null } }));
    await page.goto(`${app.baseUrl()}/about`);
    const notice = page.getByRole('alert').filter({ hasText: '参数错误' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Track ID: trk-42');
  });

  test('a network failure shows "Network Error / 网络错误"', async () => {
    const page = await app.blankPage();
    await serveAnnouncement(page, () => 'abort');
    await page.goto(`${app.baseUrl()}/about`);
    const notice = page.getByRole('alert').filter({ hasText: 'Network Error' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('网络错误');
  });

  test('an answer without a code reloads the page once', async () => {
    const page = await app.blankPage();
    let calls = 0;
    await serveAnnouncement(page, () => (++calls === 1 ? { status: 502, body: { error: 'bad gateway' } } : ok('')));
    // Documents parsed, not fully loaded: the reload is what is checked, not how soon its images arrive
    // on a busy machine.
    let documentLoads = 0;
    page.on('domcontentloaded', () => documentLoads++);
    await page.goto(`${app.baseUrl()}/about`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => documentLoads, { timeout: 30_000 }).toBe(2);
    await expectHeading(page, '关于本站');
    expect(calls).toBe(2);
  });

  test('the loading bar shows while a request is pending', async () => {
    const page = await app.blankPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v3/app/announcement-latest', async (route) => {
      await held;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(ok('').body) });
    });
    await page.goto(`${app.baseUrl()}/about`);
    const bar = page.getByRole('progressbar', { name: '加载中' });
    await bar.waitFor();
    release();
    await bar.waitFor({ state: 'detached' });
  });

  test('the loading bar ignores the recent-usage request of the card page', async () => {
    const call = async <T>(name: string, body: object): Promise<T> => {
      const response = await fetch(`${app.baseUrl()}/api/v3/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: T }).data;
    };
    const products = await call<{ list: { setId: string }[] }>('card/product-list', {});
    const product = await call<{ cards: { setCode: string; cardIndex: string }[] }>('card/product-detail', {
      setId: products.list[0]!.setId,
    });
    const card = product.cards[0]!;

    const page = await app.blankPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let recentRequested = false;
    let recentAnswered = false;
    await page.route('**/api/v3/deck/deck-recent-by-card', async (route) => {
      recentRequested = true;
      await held;
      await route.continue();
      recentAnswered = true;
    });
    await page.goto(`${app.baseUrl()}/cards/${encodeURIComponent(card.setCode)}/${encodeURIComponent(card.cardIndex)}`);
    await heading(page).waitFor();
    await expect.poll(() => recentRequested).toBe(true);
    await page.getByRole('progressbar', { name: '加载中' }).waitFor({ state: 'detached' });
    expect(recentAnswered).toBe(false);
    release();
  });
});

describe('the build under test', () => {
  test('is the production build: no development JSX runtime, and a page asks each of its calls once', async () => {
    const index = await (await app.context().request.get('/')).text();
    const scripts = [...index.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(await (await app.context().request.get(src)).text()).not.toContain('jsxDEV');

    // React's development build renders twice in StrictMode and so asks every call twice.
    const calls: string[] = [];
    const page = await app.blankPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/v3/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toContain('/api/v3/app/home');
    expect(calls.length).toBe(new Set(calls).size);
  });
});
