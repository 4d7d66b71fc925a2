import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP_WIDTH,
  PHONE_WIDTH,
  appStarted,
  contrastsWithBackground,
  drawnByTheBrowser,
  newPageAs,
  openWatched,
  placesOf,
  setupBrowser,
} from './browser.ts';

const app = setupBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const url = (page: Page) => new URL(page.url());
/** Mantine hides the radio itself; users click its label. */
const segment = (page: Page, name: string) => page.locator('label', { hasText: new RegExp(`^${name}$`) });
const gridCards = (page: Page) => page.getByTestId('card-grid').locator('[data-card]');

async function cardKeys(page: Page): Promise<string[]> {
  await gridCards(page).first().waitFor();
  return gridCards(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-card') ?? ''));
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId('result-count').innerText();
  const match = /共\s*(\d+)\s*张/.exec(text);
  if (!match) throw new Error(`no result count in "${text}"`);
  return Number(match[1]);
}

/** Nothing on the page is wider than the window (no sideways scrolling on phones). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Distinct left edges of the first row of the result grid = number of columns. */
async function gridColumns(page: Page): Promise<number> {
  await gridCards(page).first().waitFor();
  const boxes = await gridCards(page).evaluateAll((links) =>
    links.slice(0, 12).map((link) => {
      const rect = link.getBoundingClientRect();
      return { x: Math.round(rect.left), y: Math.round(rect.top) };
    }),
  );
  const firstRowTop = boxes[0]!.y;
  return boxes.filter((box) => box.y === firstRowTop).length;
}

describe('release list /cards', () => {
  test('groups products by series and keeps the type filter in the URL across a reload', async () => {
    const page = await app.openPage('/cards');
    await heading(page).filter({ hasText: '发售列表' }).waitFor();
    const sections = page.locator('section[aria-labelledby]');
    await sections.first().waitFor();
    const titles = await sections.locator('h2').allInnerTexts();
    expect(titles.join(' ')).toContain('朱&紫');
    expect(titles.join(' ')).toContain('剑&盾');
    expect(titles.join(' ')).toContain('太阳&月亮');
    const allRows = await page.locator('tbody tr').count();

    await segment(page, '主要扩展').click();
    await expect.poll(() => url(page).searchParams.get('type')).toBe('main');
    await expect.poll(() => page.locator('tbody tr').count()).toBeLessThan(allRows);
    const mainRows = await page.locator('tbody tr').count();
    expect(mainRows).toBeGreaterThan(0);
    expect(mainRows).toBeLessThan(allRows);

    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('radio', { name: '主要扩展' }).isChecked()).toBe(true);
    expect(await page.locator('tbody tr').count()).toBe(mainRows);

    await segment(page, '追加产品').click();
    await expect.poll(() => url(page).searchParams.get('type')).toBe('side');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(allRows - mainRows);

    await segment(page, '全部').click();
    await expect.poll(() => url(page).searchParams.has('type')).toBe(false);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('shows release dates on desktop and hides them on a phone', async () => {
    const desktop = await app.openPage('/cards');
    await desktop.locator('tbody tr').first().waitFor();
    expect(await desktop.getByRole('columnheader', { name: '发售日期' }).first().isVisible()).toBe(true);
    expect(await desktop.locator('tbody tr').first().innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);

    const phone = await app.openPage('/cards', { width: PHONE_WIDTH, colorScheme: 'dark' });
    await phone.locator('tbody tr').first().waitFor();
    expect(await phone.getByRole('columnheader', { name: '发售日期' }).first().isVisible()).toBe(false);
    expect(await phone.getByRole('columnheader', { name: '卡牌数量' }).first().isVisible()).toBe(true);
    await expectNoSidewaysScroll(phone);
  });

  test('shows a dash for a product whose release date is unknown, listed last in its series', async () => {
    const page = await app.openPage('/cards');
    const section = page.locator('section[aria-labelledby]', { has: page.locator('h2', { hasText: '剑&盾' }) });
    const rows = section.locator('tbody tr');
    await rows.first().waitFor();
    const last = rows.last();
    expect(await last.innerText()).toContain('特典卡 剑&盾');
    expect(await last.locator('td').last().innerText()).toBe('—');
  });
});

describe('set detail /cards/{setId}', () => {
  test('opens from the release list with its header and a grid of its cards', async () => {
    const page = await app.openPage('/cards');
    await page.getByRole('link', { name: '朱ex', exact: true }).click();
    // The product's address is its code, as the API's setId.
    await expect.poll(() => url(page).pathname).toBe('/cards/SV1S');
    await heading(page).filter({ hasText: '朱ex' }).waitFor();
    const header = page.locator('main');
    await page.getByText('SV1S', { exact: true }).waitFor();
    expect(await header.innerText()).toContain('主要扩展');
    expect(await header.innerText()).toContain('2023-02-03');

    const keys = await cardKeys(page);
    expect(keys.length).toBeGreaterThanOrEqual(70);
    expect(keys.every((key) => key.startsWith('SV1S/'))).toBe(true);

    // Pictures keep the printed 63:88 shape and carry the card name as alt text.
    const firstImage = gridCards(page).first().locator('img');
    await firstImage.waitFor();
    const alt = await firstImage.getAttribute('alt');
    expect(alt && alt.length > 0).toBe(true);
    const box = await gridCards(page).first().locator('div').first().boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(88 / 63, 1);

    await gridCards(page).first().click();
    await expect.poll(() => url(page).pathname).toBe(`/cards/${keys[0]}`);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('a former numeric address redirects to the product code', async () => {
    const page = await app.openPage('/cards/302');
    await heading(page).filter({ hasText: '朱ex' }).waitFor();
    expect(url(page).pathname).toBe('/cards/SV1S');
  });

  test('an unknown set says so and links back to the list', async () => {
    const page = await app.openPage('/cards/999999');
    await page.getByText('没有这个产品').waitFor();
    expect(await page.getByRole('link', { name: '返回发售列表' }).count()).toBeGreaterThan(0);
  });
});

describe('card image', () => {
  test('shows the card back until the picture has loaded, then the picture (our generated face offline)', async () => {
    const page = await app.openPage('/cards/search/basic');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/card-face/**', async (route) => {
      await held;
      await route.continue();
    });
    // Not up to the load event: that would wait for the very picture held here whenever it is asked for
    // before the page's own code has finished loading.
    await page.goto('/cards/SV1S/069', { waitUntil: 'domcontentloaded' });
    const image = page.locator('main img[alt="朋友手册"]').first();
    await image.waitFor({ state: 'attached' });
    const frame = image.locator('..');
    expect(await frame.getAttribute('data-loaded')).toBeNull();
    expect(await frame.locator('svg').isVisible()).toBe(true);
    expect(await image.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');

    release();
    await expect.poll(() => frame.getAttribute('data-loaded'), { timeout: 15_000 }).not.toBeNull();
    expect(await image.getAttribute('src')).toContain('/static/card-face/SV1S/069');
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
  });

  test('a remote picture that fails switches to the face', async () => {
    const page = await app.openPage('/cards/search/basic');
    await drawnByTheBrowser(page);
    await page.route('**/api/v3/card/card-detail', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.imageUrl = 'http://127.0.0.1:9/unreachable.webp';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/cards/SV1S/069');
    const image = page.locator('main img[alt="朋友手册"]').first();
    await expect.poll(() => image.getAttribute('src'), { timeout: 15_000 }).toContain('/static/card-face/SV1S/069');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
  });
});

describe('card detail /cards/{setCode}/{cardIndex}', () => {
  test('a card page arrives drawn in the page, and the app takes it over in place without asking again', async () => {
    for (const width of [DESKTOP_WIDTH, PHONE_WIDTH]) {
      const places = (page: Page) =>
        placesOf([
          heading(page),
          page.getByTestId('legality-section'),
          page.getByRole('region', { name: '宝可梦属性' }),
        ]);

      // Before any of the app's code has run.
      const drawn = await newPageAs(app.context(), width, { appCode: false });
      await drawn.goto('/cards/CSMPiC/047');
      expect(await drawn.locator('#root[data-first-screen]').count(), `${width}`).toBe(1);
      expect(await heading(drawn).innerText()).toContain('班基拉斯GX');
      expect(await drawn.getByRole('region', { name: '宝可梦属性' }).innerText()).toContain('沙基拉斯');
      const drawnPlaces = await places(drawn);
      await drawn.close();

      const page = await newPageAs(app.context(), width);
      const { asked, errors } = await openWatched(page, '/cards/CSMPiC/047');
      await heading(page).filter({ hasText: '班基拉斯GX' }).waitFor();
      const appPlaces = await places(page);
      for (const [i, place] of appPlaces.entries()) {
        expect(Math.abs(place.y - drawnPlaces[i]!.y), `${width} px, element ${i} top`).toBeLessThanOrEqual(1);
        expect(Math.abs(place.height - drawnPlaces[i]!.height), `${width} px, element ${i} height`).toBeLessThanOrEqual(
          1,
        );
      }
      expect(asked).not.toContain('card/card-detail');
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  test('a Pokémon shows stage, HP, attacks with energy icons, weakness, retreat and legality', async () => {
    const page = await app.openPage('/cards/CSMPiC/047');
    await heading(page).filter({ hasText: '班基拉斯GX' }).waitFor();
    const pokemon = page.getByRole('region', { name: '宝可梦属性' });
    await pokemon.waitFor();
    const text = await pokemon.innerText();
    expect(text).toContain('2阶进化');
    expect(text).toContain('250');
    expect(text).toContain('沙基拉斯');
    expect(text).toContain('特性');

    const attacks = page.getByTestId('attack');
    expect(await attacks.count()).toBeGreaterThanOrEqual(2);
    expect(await attacks.first().locator('[data-energy]').count()).toBeGreaterThan(0);
    expect(await attacks.first().innerText()).toMatch(/\d+/);
    expect(await pokemon.getByRole('img', { name: '恶能量' }).count()).toBeGreaterThan(0);
    // Retreat cost: that many colourless icons.
    expect(await page.getByTestId('retreat-cost').locator('[data-energy="C"]').count()).toBe(3);
    expect(await page.getByTestId('modifier-弱点').locator('[data-energy]').count()).toBe(1);

    const legality = await page.getByTestId('legality').innerText();
    expect(legality).toContain('标准');
    expect(legality).toContain('开放');
    expect(legality).toMatch(/可使用|无法使用/);
    // A Sun & Moon era GX card is out of the current standard format.
    expect(legality).toMatch(/标准\s*无法使用/);
    expect(await page.getByText('无标记').count()).toBeGreaterThan(0);
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('a trainer shows its effect, the international print and itself unlinked in the same-effect list', async () => {
    const page = await app.openPage('/cards/SV1S/069');
    await heading(page).filter({ hasText: '朋友手册' }).waitFor();
    expect(await page.getByRole('region', { name: '宝可梦属性' }).count()).toBe(0);
    expect(await page.getByTestId('card-description').innerText()).toContain('弃牌区');
    expect(await page.getByTestId('legality').innerText()).toMatch(/标准\s*(可使用|无法使用)/);

    const sameList = page.getByTestId('same-effect-cards');
    const current = sameList.locator('tr[aria-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('SV1S 069');
    expect(await current.getByRole('link').count()).toBe(0);
    expect(await sameList.getByRole('link').count()).toBeGreaterThan(0);

    const international = page.getByTestId('international-print');
    const tag = await international.evaluate((el) => el.tagName);
    if (tag === 'A') {
      expect(await international.getAttribute('href')).toMatch(/^https:\/\/limitlesstcg\.com\/cards\/[^/]+\/[^/]+$/);
      expect(await international.getAttribute('target')).toBe('_blank');
      expect(await international.innerText()).toContain('Pal Pad');
    } else {
      expect(await international.innerText()).toBe('Not Released yet');
    }
  });

  test.each(['light', 'dark'] as const)(
    'legality badges (可使用 / 无法使用) read at 4.5:1 in the %s scheme',
    async (colorScheme) => {
      const page = await app.openPage('/cards/SV1S/069', { colorScheme });
      await page.evaluate((scheme) => localStorage.setItem('mantine-color-scheme-value', scheme), colorScheme);
      await page.reload();
      const badges = page.getByTestId('legality').locator('.mantine-Badge-label');
      await badges.first().waitFor();
      expect(await badges.count()).toBeGreaterThan(0);
      const contrasts = await badges.evaluateAll(contrastsWithBackground);
      const texts = await badges.allInnerTexts();
      contrasts.forEach((ratio, i) => expect(ratio, texts[i]).toBeGreaterThanOrEqual(4.5));
    },
  );

  test('a card without an international print says Not Released yet', async () => {
    const page = await app.openPage('/cards/search/basic');
    await drawnByTheBrowser(page);
    await page.route('**/api/v3/card/card-detail', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.data, { setCodeEn: null, cardIndexEn: null, nameEn: null });
      await route.fulfill({ response, json: body });
    });
    await page.goto('/cards/SV1S/069');
    const international = page.getByTestId('international-print');
    await international.waitFor();
    expect(await international.innerText()).toBe('Not Released yet');
    expect(await international.evaluate((el) => el.tagName)).not.toBe('A');
  });

  test('a card printed many times lists six prints, itself first, until 显示更多', async () => {
    const search = await app.openPage(
      '/cards/search/result?type=basic&text=%E5%AE%9D%E5%8F%AF%E6%A2%A6%E4%BA%A4%E6%9B%BF&exact=true',
    );
    const keys = await cardKeys(search);
    // A late print, so the list's own order would hide it behind 显示更多.
    const key = keys[keys.length - 1]!;
    const page = await app.openPage(`/cards/${key}`);
    const sameList = page.getByTestId('same-effect-cards');
    await sameList.waitFor();
    expect(await sameList.locator('tbody tr').count()).toBe(6);
    const firstRow = sameList.locator('tbody tr').first();
    expect(await firstRow.getAttribute('aria-current')).toBe('true');
    expect(await firstRow.innerText()).toContain(key.replace('/', ' '));
    await page.getByRole('button', { name: /显示更多/ }).click();
    expect(await sameList.locator('tbody tr').count()).toBeGreaterThan(6);
    expect(await sameList.locator('tr[aria-current="true"]').count()).toBe(1);
    expect(await sameList.locator('tr[aria-current="true"] a').count()).toBe(0);
  });

  test('texts show energy symbols as icons and special conditions as badges', async () => {
    const page = await app.openPage('/cards/SV6a/039');
    const pokemon = page.getByRole('region', { name: '宝可梦属性' });
    await pokemon.locator('[data-status="中毒"]').first().waitFor();
    const text = await pokemon.innerText();
    expect(text).not.toContain('【中毒】');
    expect(text).not.toMatch(/【[草火水雷超斗恶钢妖龙无]】/);
    // Icons inside the rules text, beyond those of the attack costs.
    expect(await pokemon.locator('p [data-energy]').count()).toBeGreaterThan(0);
  });

  test('the recent usage table shows its empty state and the evolution line links to searches', async () => {
    const page = await app.openPage('/cards/CSMPiC/047');
    const usage = page.getByRole('region', { name: '近期使用' });
    await usage.getByText('暂无数据').waitFor();
    const line = page.getByTestId('evolution-line');
    await line.waitFor();
    const links = line.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    expect(await line.innerText()).toContain('幼基拉斯');
    expect(await line.locator('[data-current]').innerText()).toBe('班基拉斯');
    const href = await links.first().getAttribute('href');
    expect(href).toContain('/cards/search/result?type=basic&text=');
  });

  test('a VSTAR power is marked, a free attack shows no energy, and retreat 0 reads 0', async () => {
    const page = await app.openPage('/cards/S11a/023');
    const pokemon = page.getByRole('region', { name: '宝可梦属性' });
    await pokemon.waitFor();
    const power = pokemon.getByTestId('attack').filter({ has: page.getByTestId('vstar-power') });
    expect(await power.count()).toBe(1);
    expect(await power.innerText()).toContain('银雪星星');
    expect(await power.innerText()).not.toContain('[VSTAR力量]');
    expect(await power.locator('[data-energy]').count()).toBe(0);
    expect(await pokemon.getByTestId('vstar-power').count()).toBe(1);

    const charizard = await app.openPage('/cards/S9/015');
    const attacks = charizard.getByTestId('attack');
    await attacks.first().waitFor();
    expect(await attacks.filter({ has: charizard.getByTestId('vstar-power') }).innerText()).toContain('星星火焰');
    expect(await attacks.filter({ hasText: '爆裂火焰' }).getByTestId('vstar-power').count()).toBe(0);
  });

  test('a Pokémon shows its flavour text as such, never under 效果', async () => {
    const page = await app.openPage('/cards/SV2a/150');
    await page.getByRole('region', { name: '宝可梦属性' }).waitFor();
    expect(await page.getByRole('region', { name: '效果', exact: true }).count()).toBe(0);
    const flavour = page.getByTestId('flavor-text');
    if (await flavour.count()) expect(await flavour.getByRole('heading').innerText()).toBe('图鉴说明');
  });

  test('retreat 0 reads 0, with no icon', async () => {
    const search = await app.openPage('/cards/search/result?type=advance&query=%7B%22rc%22%3A%22%3D0%22%7D');
    const keys = await cardKeys(search);
    const page = await app.openPage(`/cards/${keys[0]}`);
    const retreat = page.getByTestId('retreat-cost');
    await retreat.waitFor();
    expect(await retreat.innerText()).toBe('0');
    expect(await retreat.locator('[data-energy]').count()).toBe(0);
  });

  test("a Tera Pokémon is marked 太晶 and an Ancient trainer 古代, from the English prints' facts", async () => {
    const page = await app.openPage('/cards/SV3/066');
    await heading(page).filter({ hasText: '喷火龙ex' }).waitFor();
    const info = page.getByRole('region', { name: '卡牌信息' });
    await info.getByText('太晶', { exact: true }).waitFor();
    await page.goto('/cards/SV4K/064');
    await heading(page).filter({ hasText: '奥琳博士的气魄' }).waitFor();
    await page.getByRole('region', { name: '卡牌信息' }).getByText('古代', { exact: true }).waitFor();
  });

  test('an unknown card says so', async () => {
    const page = await app.openPage('/cards/NOPE/999');
    await page.getByText('没有这张卡牌').waitFor();
  });

  test('fits a phone screen in dark mode', async () => {
    const page = await app.openPage('/cards/CSMPiC/047', { width: PHONE_WIDTH, colorScheme: 'dark' });
    await page.getByTestId('attack').first().waitFor();
    await expectNoSidewaysScroll(page);
    const image = await page.locator('main img').first().boundingBox();
    expect(image!.width).toBeLessThanOrEqual(PHONE_WIDTH - 32);
  });
});

describe('header search', () => {
  test('a search box on every page runs the basic search on Enter', async () => {
    const page = await app.openPage('/tournaments');
    const box = page.getByRole('banner').getByRole('textbox', { name: '搜索卡牌' });
    await box.fill('超梦');
    await box.press('Enter');
    await expect.poll(() => url(page).pathname).toBe('/cards/search/result');
    expect(url(page).searchParams.get('text')).toBe('超梦');
    expect(await gridCards(page).first().innerText()).toContain('超梦');

    await box.fill('CSMPiC 47');
    await box.press('Enter');
    await expect.poll(() => url(page).pathname).toBe('/cards/CSMPiC/047');
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('on a phone an icon opens the box, Enter searches, Escape closes it', async () => {
    // Opened at /home itself: the redirect from / is a navigation, which closes an open box when it lands
    // after the click on a slow machine.
    const page = await app.openPage('/home', { width: PHONE_WIDTH, colorScheme: 'dark' });
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('textbox', { name: '搜索卡牌' }).count()).toBe(0);
    await banner.getByRole('button', { name: '搜索卡牌' }).click();
    const box = banner.getByRole('textbox', { name: '搜索卡牌' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.press('Escape');
    await expect.poll(() => box.count()).toBe(0);

    await banner.getByRole('button', { name: '搜索卡牌' }).click();
    await banner.getByRole('textbox', { name: '搜索卡牌' }).fill('pikaqiu');
    await banner.getByRole('textbox', { name: '搜索卡牌' }).press('Enter');
    await expect.poll(() => url(page).pathname).toBe('/cards/search/result');
    expect(await gridCards(page).first().innerText()).toContain('皮卡丘');
    await expectNoSidewaysScroll(page);
  });
});

describe('basic search /cards/search/basic', () => {
  async function searchFor(page: Page, text: string) {
    const box = page.getByRole('textbox', { name: '搜索关键词' });
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => url(page).pathname).toBe('/cards/search/result');
  }

  test('does nothing with empty text; Enter submits and the URL carries the query', async () => {
    const page = await app.openPage('/cards/search/basic');
    const box = page.getByRole('textbox', { name: '搜索关键词' });
    expect(await box.getAttribute('placeholder')).toBe('卡牌名称、英文名、技能、效果、编号，空格分隔多个关键词');
    await box.press('Enter');
    expect(url(page).pathname).toBe('/cards/search/basic');
    expect(await page.getByRole('button', { name: '搜索' }).isDisabled()).toBe(true);

    await page.getByLabel('精确搜索').check();
    await page.getByLabel('隐藏重复卡牌').check();
    await searchFor(page, '超梦');
    const params = url(page).searchParams;
    expect(params.get('type')).toBe('basic');
    expect(params.get('text')).toBe('超梦');
    expect(params.get('exact')).toBe('true');
    expect(params.get('unique')).toBe('true');
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('finds 超梦 by Chinese substring', async () => {
    const page = await app.openPage('/cards/search/basic');
    await searchFor(page, '超梦');
    expect(await resultCount(page)).toBeGreaterThan(1);
    await gridCards(page).first().waitFor();
    const names = await gridCards(page).allInnerTexts();
    expect(names.every((name) => name.includes('超梦'))).toBe(true);
  });

  test.each(['pikaqiu', 'pkq'])('finds 皮卡丘 by pinyin "%s"', async (text) => {
    const page = await app.openPage('/cards/search/basic');
    await searchFor(page, text);
    await gridCards(page).first().waitFor();
    const names = await gridCards(page).allInnerTexts();
    expect(names[0]).toContain('皮卡丘');
  });

  test.each([
    ['SV1S 069', '/cards/SV1S/069'],
    ['sv3 66', '/cards/SV3/066'],
  ])('an exact print "%s" opens that card', async (text, path) => {
    const page = await app.openPage('/cards/search/basic');
    const box = page.getByRole('textbox', { name: '搜索关键词' });
    await box.fill(text);
    await box.press('Enter');
    await expect.poll(() => url(page).pathname).toBe(path);
    await page.getByRole('region', { name: '赛制' }).waitFor();
    // Replaced, not stacked: Back leaves the search form, not an empty result page.
    await page.goBack();
    await expect.poll(() => url(page).pathname).toBe('/cards/search/basic');
  });

  test('a set code alone lists the set', async () => {
    const page = await app.openPage('/cards/search/basic');
    await searchFor(page, 'SV1S');
    const keys = await cardKeys(page);
    expect(await resultCount(page)).toBeGreaterThan(50);
    expect(keys.every((key) => key.startsWith('SV1S/'))).toBe(true);
  });

  test('links to the advanced search', async () => {
    const page = await app.openPage('/cards/search/basic', { width: PHONE_WIDTH });
    await page.getByRole('link', { name: '切换到高级搜索' }).click();
    await expect.poll(() => url(page).pathname).toBe('/cards/search/advance');
    await expectNoSidewaysScroll(page);
  });
});

describe('advanced search /cards/search/advance', () => {
  test('HP >= 200 with a fire type narrows the results, and editing restores the form', async () => {
    const page = await app.openPage('/cards/search/advance');
    const hp = page.getByRole('textbox', { name: 'HP', exact: true });
    await hp.fill('200');
    await page.getByRole('group', { name: '属性', exact: true }).locator('label', { hasText: '火' }).click();
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => url(page).pathname).toBe('/cards/search/result');
    expect(url(page).searchParams.get('type')).toBe('advance');
    const query = JSON.parse(url(page).searchParams.get('query') ?? '{}');
    expect(query).toMatchObject({ hp: '>=200', energy: ['R'] });
    const narrowed = await resultCount(page);
    expect(narrowed).toBeGreaterThan(0);
    const [key] = await cardKeys(page);

    await page.getByRole('link', { name: '修改搜索' }).click();
    await expect.poll(() => url(page).pathname).toBe('/cards/search/advance');
    expect(await page.getByRole('textbox', { name: 'HP', exact: true }).inputValue()).toBe('200');
    expect(
      await page.getByRole('group', { name: '属性', exact: true }).getByRole('checkbox', { name: '火' }).isChecked(),
    ).toBe(true);

    // The same tab, loaded afresh: fire alone finds more.
    await page.goto(`/cards/search/result?type=advance&query=${encodeURIComponent('{"energy":["R"]}')}`);
    await appStarted(page);
    await page.getByTestId('result-count').waitFor();
    expect(narrowed).toBeLessThan(await resultCount(page));

    // Every result is a fire Pokémon with at least 200 HP: check the first one's detail.
    await page.goto(`/cards/${key}`);
    await appStarted(page);
    const pokemon = page.getByRole('region', { name: '宝可梦属性' });
    await pokemon.waitFor();
    expect(await pokemon.locator('[data-energy="R"]').count()).toBeGreaterThan(0);
    const hpLabel = await pokemon.locator('[aria-label^="HP "]').getAttribute('aria-label');
    expect(Number(hpLabel?.slice(3))).toBeGreaterThanOrEqual(200);
  });

  test('clears a zero or out-of-range HP on blur, and debounces text into the URL', async () => {
    const page = await app.openPage('/cards/search/advance');
    const hp = page.getByRole('textbox', { name: 'HP', exact: true });
    await hp.fill('999');
    await hp.blur();
    expect(await hp.inputValue()).toBe('');
    await hp.fill('0');
    await hp.blur();
    expect(await hp.inputValue()).toBe('');
    const retreat = page.getByRole('textbox', { name: '撤退费用', exact: true });
    await retreat.fill('401');
    await retreat.blur();
    expect(await retreat.inputValue()).toBe('');

    await page.getByRole('textbox', { name: '名称', exact: true }).fill('喷火龙');
    // Not yet: typing reaches the shareable URL only after a second of calm.
    await page.waitForTimeout(300);
    expect(url(page).searchParams.get('query')).toBeNull();
    await expect.poll(() => url(page).searchParams.get('query'), { timeout: 4000 }).toContain('喷火龙');
    await page.reload();
    expect(await page.getByRole('textbox', { name: '名称', exact: true }).inputValue()).toBe('喷火龙');
  });

  test('steps HP by 10 and retreat cost by 1 with the arrow keys', async () => {
    const page = await app.openPage('/cards/search/advance');
    const hp = page.getByRole('textbox', { name: 'HP', exact: true });
    await hp.fill('120');
    await hp.press('ArrowUp');
    expect(await hp.inputValue()).toBe('130');
    await hp.press('ArrowDown');
    await hp.press('ArrowDown');
    expect(await hp.inputValue()).toBe('110');
    const retreat = page.getByRole('textbox', { name: '撤退费用', exact: true });
    await retreat.fill('2');
    await retreat.press('ArrowUp');
    expect(await retreat.inputValue()).toBe('3');
  });

  test('offers searchable expansion and artist lists and fits a phone', async () => {
    const page = await app.openPage('/cards/search/advance', { width: PHONE_WIDTH, colorScheme: 'dark' });
    const expansion = page.getByRole('textbox', { name: '扩展包' });
    await expansion.click();
    await expansion.fill('SV1S');
    await page.getByRole('option', { name: /SV1S/ }).first().click();
    await expect.poll(() => url(page).searchParams.get('query'), { timeout: 4000 }).toContain('SV1S');
    await expectNoSidewaysScroll(page);
  });
});

describe('search results /cards/search/result', () => {
  test('pages through results with the page in the URL, surviving a reload', async () => {
    const page = await app.openPage('/cards/search/result?type=basic&text=%E7%9A%AE%E5%8D%A1%E4%B8%98');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(25);
    const firstPage = await cardKeys(page);
    expect(firstPage).toHaveLength(25);

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => url(page).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await cardKeys(page))[0]).not.toBe(firstPage[0]);
    const secondPage = await cardKeys(page);

    await page.reload();
    await expect.poll(async () => (await cardKeys(page))[0]).toBe(secondPage[0]);
    expect(await page.getByRole('button', { name: '第 2 页' }).getAttribute('data-active')).toBe('true');
    expect(url(page).searchParams.get('text')).toBe('皮卡丘');
  });

  test('shows three pages on each side of the current one, and opens a card from the keyboard', async () => {
    const page = await app.openPage('/cards/search/result?type=basic&text=ex&page=8');
    expect(await resultCount(page)).toBeGreaterThan(25 * 14);
    const pageButton = (n: number) => page.getByRole('button', { name: `第 ${n} 页`, exact: true });
    await pageButton(8).waitFor();
    for (const n of [1, 5, 6, 7, 9, 10, 11]) expect(await pageButton(n).count(), `page ${n}`).toBe(1);
    for (const n of [3, 4, 12, 13]) expect(await pageButton(n).count(), `page ${n}`).toBe(0);

    const [key] = await cardKeys(page);
    await gridCards(page).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => url(page).pathname).toBe(`/cards/${key}`);
  });

  test('shows 2 columns on a phone and 6 on a desktop', async () => {
    const path = '/cards/search/result?type=basic&text=%E7%9A%AE%E5%8D%A1%E4%B8%98';
    const phone = await app.openPage(path, { width: PHONE_WIDTH });
    expect(await gridColumns(phone)).toBe(2);
    await expectNoSidewaysScroll(phone);
    const desktop = await app.openPage(path, { width: DESKTOP_WIDTH });
    expect(await gridColumns(desktop)).toBe(6);
  });

  test('an empty result says 暂无数据 with a way back', async () => {
    const page = await app.openPage('/cards/search/result?type=basic&text=zzzzqqqq%E4%B8%8D%E5%AD%98%E5%9C%A8');
    await page.getByText('暂无数据').waitFor();
    expect(await page.getByRole('link', { name: '返回修改搜索条件' }).getAttribute('href')).toContain(
      '/cards/search/basic',
    );
  });
});
