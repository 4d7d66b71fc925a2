import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ResponseOf } from '@ptcg/contract';
import { toCsv, toLiveText } from '@ptcg/tcg';
import { DESKTOP_WIDTH, PHONE_WIDTH, downloadedBytes, setupBrowser, apiClient } from './browser.ts';

const app = setupBrowser();
const POLL = { timeout: 10_000 };
const SITE_NAME = '宝可梦卡牌中文资料站';

const api = apiClient(app.baseUrl);

type Deck = ResponseOf<'deck/detail'>;

/** An ended individual event whose standings link to decklists, and the first deck it links to. */
let tournamentId = 0;
let firstDeck: Deck;

beforeAll(async () => {
  const series = (await api('tournament/series-list', { pageSize: 100 })).list;
  for (const s of series) {
    const list = (await api('tournament/list', { seriesId: s.id, pageSize: 100 })).list;
    const ended = list.find((t) => t.status === 'ended' && !t.isTeam && !t.isRate);
    if (!ended) continue;
    const rank = await api('tournament/rank-individual', { tournamentId: ended.id });
    const deckId = rank.list.flatMap((r) => r.decks)[0]?.deckId;
    if (!deckId) continue;
    tournamentId = ended.id;
    firstDeck = await api('deck/detail', { deckId });
    break;
  }
  if (!tournamentId) throw new Error('the default dataset has no ended event with decklists');
  await app.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl() });
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sectionTotals = (page: Page) =>
  page
    .locator('[data-section-total]')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-section-total'))));
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Cards per row of the image grid: items sharing the first item's top edge. */
async function cardsInFirstRow(page: Page): Promise<number> {
  const grid = page.getByTestId('deck-image-grid');
  await grid.locator('img').first().waitFor();
  return grid.locator(':scope > div').evaluateAll((items) => {
    const top = items[0]!.getBoundingClientRect().top;
    return items.filter((el) => Math.abs(el.getBoundingClientRect().top - top) < 2).length;
  });
}

describe.each([
  { width: DESKTOP_WIDTH, colorScheme: 'light' as const, perRow: 9 },
  { width: PHONE_WIDTH, colorScheme: 'dark' as const, perRow: 5 },
  { width: PHONE_WIDTH, colorScheme: 'light' as const, perRow: 5 },
  { width: DESKTOP_WIDTH, colorScheme: 'dark' as const, perRow: 9 },
])('a decklist at $width px, $colorScheme', ({ width, colorScheme, perRow }) => {
  test('opens from a standings page, in list mode and in image mode', async () => {
    const page = await app.openPage(`/tournaments/${tournamentId}`, { width, colorScheme });
    await page
      .getByRole('link', { name: /查看卡表/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toMatch(/^\/decks\/list\/\d+$/);
    const deckId = Number(new URL(page.url()).pathname.split('/').pop());
    const deck = await api('deck/detail', { deckId });
    await heading(page).filter({ hasText: deck.variant.variantName }).waitFor();

    // List mode: three sections whose counts add up to the deck, every name linking to its card.
    await expect.poll(() => sectionTotals(page), POLL).toHaveLength(3);
    const totals = await sectionTotals(page);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(deck.cards.reduce((n, c) => n + c.count, 0));
    const first = deck.cards[0]!;
    const link = page.locator(`[data-card-row="${first.cardName}"] a`).first();
    expect(await link.getAttribute('href')).toBe(
      `/cards/${encodeURIComponent(first.setCode)}/${encodeURIComponent(first.cardIndex)}`,
    );
    // The default season's decks came without an official mini-app code: none is shown, none offered.
    expect(deck.deckCode).toBe('');
    expect(await page.locator('[data-deck-code]').count()).toBe(0);
    expect(await page.getByRole('button', { name: '小程序代码' }).count()).toBe(0);
    await page.getByRole('heading', { name: '参赛记录' }).waitFor();
    // A classified deck shows the pilot's changes against its archetype's consensus list.
    const { categoryId } = await api('deck/deck-played', { deckId });
    if (categoryId !== null) {
      await page.getByRole('heading', { name: '与共识卡表的差异' }).waitFor();
      await expect
        .poll(() => page.getByText(/^(新增|张数不同|未使用) \d+$|与共识卡表完全一致/).count(), POLL)
        .toBeGreaterThan(0);
      expect(await page.locator(`main a[href="/decks/${categoryId}"]`).first().innerText()).toBe(
        deck.variant.variantName,
      );
    } else {
      expect(await page.getByRole('heading', { name: '与共识卡表的差异' }).count()).toBe(0);
    }
    await expect
      .poll(() => page.getByRole('link', { name: /城市赛|超级赛|高级赛|大师赛|赛/ }).count(), POLL)
      .toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);

    // Image mode: the 45-column grid with as many cards a row as the width allows.
    await page.getByText('卡图', { exact: true }).click();
    expect(await cardsInFirstRow(page)).toBe(Math.min(perRow, deck.cards.length));
    await expectNoSidewaysScroll(page);
    expect(app.pageErrors(page)).toEqual([]);
  });
});

describe('exports', () => {
  test('CSV and PTCG Live text are what the exporters write, with their notices; no code is made up', async () => {
    const page = await app.openPage(`/decks/list/${firstDeck.deckId}`);
    await heading(page).filter({ hasText: firstDeck.variant.variantName }).waitFor();

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出 CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(csvDownload)).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe(toCsv(firstDeck.cards, { baseUrl: app.baseUrl(), bom: true }));

    // A deck without an official code has no mini-app export, and its Live text names no mini-app id.
    expect(await page.getByRole('button', { name: '小程序代码' }).count()).toBe(0);
    await page.getByRole('button', { name: 'PTCG Live 代码' }).click();
    await page
      .getByText(/卡组代码复制成功$/)
      .filter({ hasText: 'PTCG Live' })
      .first()
      .waitFor();
    const text = await clipboard(page);
    expect(text).toBe(toLiveText(firstDeck.cards, { createdBy: SITE_NAME }).text);
    expect(text).not.toContain('小程序卡组ID');
    // The button confirms, then returns to its label after 500 ms.
    await expect.poll(() => page.getByRole('button', { name: 'PTCG Live 代码' }).count(), { timeout: 3000 }).toBe(1);
  });

  test('a copy the browser refuses says 请手动复制 and offers the text selected, with no success notice', async () => {
    const page = await app.context().newPage();
    // A plain-HTTP address gives the page no clipboard at all.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await page.goto(`/decks/list/${firstDeck.deckId}`);
    await heading(page).filter({ hasText: firstDeck.variant.variantName }).waitFor();
    await page.getByRole('button', { name: 'PTCG Live 代码' }).click();
    const field = page.getByTestId('manual-copy');
    await field.waitFor();
    await page.getByText('请手动复制', { exact: true }).waitFor();
    expect(await field.inputValue()).toBe(toLiveText(firstDeck.cards, { createdBy: SITE_NAME }).text);
    // The whole text is selected, ready for Ctrl+C.
    expect(
      await field.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart === el.value.length),
    ).toBe(true);
    expect(await page.getByText(/复制成功/).count()).toBe(0);
    expect(await page.getByRole('button', { name: '已复制' }).count()).toBe(0);
    await page.close();
  });

  test('a card without an international print is skipped with a red notice naming it', async () => {
    const missing = firstDeck.cards.find((c) => c.cardType !== 'Basic Energy')!;
    const page = await app.blankPage();
    // The dataset's decks all have international prints; the answer is edited to hold one that has not.
    await page.route('**/api/v3/deck/detail', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const card of body.data.cards)
        if (card.setCode === missing.setCode && card.cardIndex === missing.cardIndex) card.setCodeEn = null;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/decks/list/${firstDeck.deckId}`);
    await page.getByRole('button', { name: 'PTCG Live 代码' }).click();
    await page.getByText(`${missing.cardName} 没有 PTCG Live 版本，导出时将跳过`).waitFor();
    expect(await clipboard(page)).not.toContain(` ${missing.nameEn} `);
  });

  test('lines of the registered list that match no Chinese card are listed with their reason', async () => {
    const page = await app.blankPage();
    // Whether the dataset holds such a list depends on its import; the answer is edited to hold one.
    await page.route('**/api/v3/deck/detail', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.unresolved = [
        {
          count: 2,
          nameEn: 'Imaginary Card',
          setCodeEn: 'ZZZ',
          cardIndexEn: '404',
          reason: '找不到对应的中文卡牌',
          imageUrl: null,
        },
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto(`/decks/list/${firstDeck.deckId}`);
    const notice = page.getByTestId('stored-unresolved');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('2 张卡牌未能对应到中文卡牌');
    expect(await notice.innerText()).toContain('2 Imaginary Card ZZZ 404：找不到对应的中文卡牌');
  });

  test('the image is a 1920 px wide PNG with the cards drawn on it', async () => {
    const page = await app.openPage(`/decks/list/${firstDeck.deckId}`);
    await heading(page).filter({ hasText: firstDeck.variant.variantName }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: '导出图片' }).click(),
    ]);
    // Without an official code the file is named after the archetype.
    expect(download.suggestedFilename()).toBe(`${firstDeck.variant.variantName.replace(/\s+/g, '_')}.png`);
    const png = await downloadedBytes(download);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1920);
    // Not blank: the picture has many colours, as drawn card faces do.
    const colours = await page.evaluate(async (base64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const seen = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      return seen.size;
    }, png.toString('base64'));
    expect(colours).toBeGreaterThan(50);
    // Back to its idle state once saved.
    await expect.poll(() => page.getByRole('button', { name: '导出图片' }).isEnabled(), POLL).toBe(true);
  });
});

describe('the mini-app code tool', () => {
  test.each([DESKTOP_WIDTH, PHONE_WIDTH])(
    'converts a good code, refuses a short one and explains an unknown one (%i px)',
    async (width) => {
      const page = await app.openPage('/tools/miniapp', {
        width,
        colorScheme: width === PHONE_WIDTH ? 'dark' : 'light',
      });
      const input = page.getByLabel('卡组代码');
      await input.fill('abc123');
      await page.getByRole('button', { name: '转换' }).click();
      await page.getByText('请输入 18 位卡组代码').waitFor();
      expect(new URL(page.url()).searchParams.get('code')).toBeNull();

      // The mini-app's codes come only with imported official data, which the default season has none
      // of: the tool's answer is given one here, as the server answers a code imported with a deck.
      const official = 'u0V77BXuvEFRERtCxS';
      await page.route('**/api/v3/deck/export-miniapp', async (route) => {
        const body = route.request().postDataJSON() as { deckCode: string };
        if (body.deckCode !== official) return route.continue();
        await route.fulfill({
          json: { code: 200, msg: 'OK.', track_id: '0'.repeat(16), data: { ...firstDeck, deckCode: official } },
        });
      });
      await input.fill(official);
      await page.getByRole('button', { name: '转换' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('code'), POLL).toBe(official);
      await page
        .getByRole('link', { name: firstDeck.variant.variantName })
        .or(page.getByText(firstDeck.variant.variantName))
        .first()
        .waitFor();
      await expect.poll(() => sectionTotals(page), POLL).toHaveLength(3);
      expect(await page.locator('[data-deck-code]').innerText()).toBe(official);
      await page.getByRole('button', { name: '小程序代码' }).waitFor();

      // A code the site does not hold: one message, saying which codes the tool can show and where else to go.
      const unknown = 'Z'.repeat(18);
      await page.goto(`/tools/miniapp?code=${unknown}`);
      await page.getByText(`本站没有卡组代码 ${unknown} 对应的卡组`).waitFor();
      await page.getByRole('alert').getByRole('link', { name: 'PTCG Live 卡组导入' }).waitFor();
      expect(await page.getByText('卡组代码不存在').count()).toBe(0);
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      await expectNoSidewaysScroll(page);
    },
  );
});

describe('the Pokémon TCG Live import page', () => {
  test.each([
    { width: DESKTOP_WIDTH, colorScheme: 'dark' as const },
    { width: PHONE_WIDTH, colorScheme: 'light' as const },
  ])(
    'shows the Chinese list of a pasted text and lists the lines it cannot read ($width px, $colorScheme)',
    async ({ width, colorScheme }) => {
      const { text } = toLiveText(firstDeck.cards);
      const pasted = `${text.replace('Pokémon:', 'Pokemon:').replace(/\n/g, '\r\n')}\r\n2 Imaginary Card ZZZ 404`;
      const page = await app.openPage('/tools/miniapp', { width, colorScheme });
      // Reached from the Tools group of the navigation.
      if (width === PHONE_WIDTH) await page.getByRole('button', { name: '打开导航菜单' }).first().click();
      await page.getByRole('link', { name: 'PTCG Live 导入' }).click();
      await heading(page).filter({ hasText: 'PTCG Live 卡组导入' }).waitFor();
      await page.getByLabel('卡组文本').fill(pasted);
      await page.getByRole('button', { name: '导入' }).click();
      const unresolved = page.getByTestId('unresolved-lines');
      await unresolved.waitFor();
      expect(await unresolved.innerText()).toContain('2 Imaginary Card ZZZ 404');
      await expect.poll(() => sectionTotals(page), POLL).toHaveLength(3);
      expect((await sectionTotals(page)).reduce((a, b) => a + b, 0)).toBe(60);
      await page.getByText(firstDeck.variant.variantName).first().waitFor();
      await page.getByRole('button', { name: '导出 CSV' }).waitFor();
      await expectNoSidewaysScroll(page);
      expect(app.pageErrors(page)).toEqual([]);
    },
  );

  test('a pasted list is never shown with a made-up mini-app code, in the page or its exports', async () => {
    // One copy fewer of a card than the stored deck: a list no result holds.
    const changed = firstDeck.cards.map((c, i) =>
      i === firstDeck.cards.length - 1 ? { ...c, count: c.count + 1 } : c,
    );
    const page = await app.openPage('/tools/ptcgl-import');
    await page.getByLabel('卡组文本').fill(toLiveText(changed).text);
    await page.getByRole('button', { name: '导入' }).click();
    await expect.poll(() => sectionTotals(page), POLL).toHaveLength(3);
    await page.getByRole('button', { name: 'PTCG Live 代码' }).waitFor();
    expect(await page.locator('[data-deck-code]').count()).toBe(0);
    expect(await page.getByRole('button', { name: '小程序代码' }).count()).toBe(0);
    expect(await page.getByText(/小程序卡组代码|卡组代码\s/).count()).toBe(0);
    await page.getByRole('button', { name: 'PTCG Live 代码' }).click();
    await page.getByText('PTCG Live 卡组代码复制成功').first().waitFor();
    expect(await clipboard(page)).not.toContain('小程序卡组ID');
  });

  test('a 58-card paste gets one message that names the short section, and no 请反馈管理员', async () => {
    const { text } = toLiveText(firstDeck.cards);
    // Two copies lost from a Trainer line while its heading still says the full number, as happens when
    // a list is edited by hand.
    const lines = text.split('\n');
    const trainerStart = lines.findIndex((l) => l.startsWith('Trainer:'));
    const victim = lines.findIndex((l, i) => i > trainerStart && /^([3-9]|\d\d) /.test(l));
    if (victim < 0) throw new Error('the deck has no trainer line of three or more copies');
    const stated = Number(lines[trainerStart]!.split(':')[1]);
    lines[victim] = lines[victim]!.replace(/^(\d+)/, (n) => String(Number(n) - 2));
    const page = await app.openPage('/tools/ptcgl-import', { width: PHONE_WIDTH });
    await page.getByLabel('卡组文本').fill(lines.join('\n'));
    await page.getByRole('button', { name: '导入' }).click();
    await expect.poll(() => sectionTotals(page), POLL).toHaveLength(3);
    const checks = page.getByTestId('deck-check');
    await checks.first().waitFor();
    expect(await checks.count()).toBe(1);
    expect(await checks.innerText()).toBe(`卡表共 58 张，少 2 张：训练家写明 ${stated} 张，只列出 ${stated - 2} 张`);
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByText(/请反馈管理员/).count()).toBe(0);
  });
});
