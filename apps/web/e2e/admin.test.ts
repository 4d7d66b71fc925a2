import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ADMIN, copyOfDatabase, startServer, type RunningServer } from './server.ts';
import { PHONE_WIDTH, setupBrowser } from './browser.ts';

// Category edits reclassify decks and move the statistics: a server of its own, so that the browser
// test files running alongside read the default dataset as it is.
let server: RunningServer | undefined;
beforeAll(async () => {
  server = await startServer(copyOfDatabase(inject('seededDatabase'), 'e2e-admin'));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

const app = setupBrowser({ baseUrl: () => server!.baseUrl });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const notice = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const drawer = (page: Page) => page.getByRole('dialog');

async function logIn(page: Page) {
  await page.evaluate(() => localStorage.removeItem('admin-auth'));
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(E2E_ADMIN.username);
  await page.getByLabel('密码').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/admin/deck');
  await page.getByRole('table', { name: '卡组分类' }).waitFor();
}

/** Types into the key-card search and picks the first card offered. */
async function addKeyCard(page: Page, text: string) {
  const search = drawer(page).getByRole('textbox', { name: '关键卡' });
  await search.fill(text);
  const option = page.getByRole('option').first();
  await option.waitFor();
  await option.click();
}

async function addIcon(page: Page, key: string) {
  const input = drawer(page).getByRole('textbox', { name: '图标' });
  await input.fill(key);
  await input.press('Enter');
}

describe('admin login', () => {
  test('checks the form, refuses a wrong password, logs in, remembers it and logs out', async () => {
    const page = await app.openPage('/admin/deck');
    await page.locator('#content').getByText('请先登录').waitFor();
    await page.getByRole('link', { name: '前往登录' }).click();
    await heading(page).filter({ hasText: '管理员登录' }).waitFor();

    await page.getByLabel('用户名').fill('  a ');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('Username is too short').waitFor();
    await page.getByText('Password is too short').waitFor();

    await page.getByLabel('用户名').fill(E2E_ADMIN.username);
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await notice(page, '用户名或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel('密码').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/admin/deck');
    await page.getByRole('table', { name: '卡组分类' }).waitFor();

    // The login state survives a reload; the login page then shows who is logged in.
    await page.goto('/admin/login');
    await expect(page.getByTestId('auth-username').innerText()).resolves.toBe(E2E_ADMIN.username);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByLabel('用户名').waitFor();
    await page.goto('/admin/deck');
    await page.locator('#content').getByText('请先登录').waitFor();
    // The server forgot the session too: the cookie no longer opens admin calls.
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/v3/deck/category-list', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      return (await res.json()).code;
    });
    expect(answer).toBe(401);
  });

  test('a page that believes it is logged in follows the server when the session is gone', async () => {
    const page = await app.openPage('/about');
    await page.evaluate(() => localStorage.setItem('admin-auth', JSON.stringify({ role: 1, username: 'admin' })));
    await page.context().clearCookies();
    await page.goto('/admin/deck');
    await page.locator('#content').getByText('请先登录').waitFor();
    await notice(page, '请先登录').waitFor();
  });
});

describe('deck category editor', () => {
  test('create with validation and rule preview, edit, add a variant, delete; every change in the log', async () => {
    const page = await app.openPage('/about');
    await logIn(page);

    await page.getByRole('button', { name: '新建分类' }).click();
    await drawer(page).getByText('新建分类').first().waitFor();
    await drawer(page).getByRole('button', { name: '保存' }).click();
    const invalid = notice(page, 'Validation error');
    await invalid.waitFor();
    expect(await invalid.innerText()).toContain('Name is too short');
    expect(await invalid.innerText()).toContain('Icon is required');
    // The notice opens beside 保存, not over it (a hovered notice stays open, hiding the button).
    // Measured once its slide-in from the right edge has finished.
    const width = page.viewportSize()!.width;
    await expect
      .poll(async () => {
        const box = (await invalid.boundingBox())!;
        return width - (box.x + box.width) <= 40;
      })
      .toBe(true);
    const saveBox = (await drawer(page).getByRole('button', { name: '保存' }).boundingBox())!;
    const noticeBox = (await invalid.boundingBox())!;
    const apart =
      noticeBox.x >= saveBox.x + saveBox.width ||
      noticeBox.y >= saveBox.y + saveBox.height ||
      noticeBox.y + noticeBox.height <= saveBox.y;
    expect(apart).toBe(true);

    await drawer(page).getByLabel('名称').fill('测试沙奈朵');
    await addIcon(page, 'gardevoir');
    await drawer(page).getByRole('img', { name: '测试沙奈朵' }).waitFor();
    await drawer(page).getByLabel('优先级').fill('101');
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('Priority must be between 0 and 100').first().waitFor();
    await drawer(page).getByLabel('优先级').fill('10');

    await addKeyCard(page, '沙奈朵ex');
    await drawer(page).getByRole('list', { name: '已选关键卡' }).getByText('沙奈朵ex').waitFor();
    await drawer(page).getByLabel('沙奈朵ex 的数量').fill('5');
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('Key card num should be between 1 and 4').first().waitFor();
    await drawer(page).getByLabel('沙奈朵ex 的数量').fill('2');

    // Before saving: the clash with the category of the same key card at the same priority, which the
    // older category wins (lower id), so the new one would take nothing.
    const preview = drawer(page).getByTestId('rule-preview');
    await preview.getByText('规则重叠').waitFor();
    // The category that already holds this key card (named by the data's archetype, e.g. 沙奈朵).
    expect(await preview.innerText()).toMatch(/「[^」]+」\(优先级 10\): 共同匹配 \d+ 副/);
    expect(await preview.innerText()).toContain('保存后将包含 0 副卡组');

    // A higher priority resolves the clash and takes that category's decks.
    await drawer(page).getByLabel('优先级').fill('20');
    await preview.getByText('规则重叠').waitFor({ state: 'detached' });
    await preview
      .getByText(/来自「[^」]+」: \d+ 副/)
      .first()
      .waitFor();
    const captured = Number(/保存后将包含 (\d+) 副/.exec(await preview.innerText())![1]);
    expect(captured).toBeGreaterThan(0);
    // The entries of the last three months it takes, and the archetypes that lose them.
    const recent = preview.getByTestId('rule-preview-recent');
    await recent
      .getByText(/「[^」]+」减少 \d+ 次/)
      .first()
      .waitFor();
    const recentText = await recent.innerText();
    const taken = Number(/从其他分类拿走 (\d+) 次/.exec(recentText)![1]);
    const losses = [...recentText.matchAll(/减少 (\d+) 次/g)].map((m) => Number(m[1]));
    expect(taken).toBeGreaterThan(0);
    expect(losses.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(taken);

    await drawer(page).getByRole('button', { name: '保存' }).click();
    const saved = notice(page, 'Success');
    await saved.waitFor();
    expect(await saved.innerText()).toContain('已保存「测试沙奈朵」');
    await drawer(page).waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: '卡组分类' });
    const row = table.locator('tr[data-category-id]').filter({ hasText: '测试沙奈朵' });
    await row.waitFor();
    expect(await row.innerText()).toContain('沙奈朵ex ×2');

    // Edit: the drawer opens with the saved values.
    await row.getByRole('button', { name: '编辑「测试沙奈朵」' }).click();
    await expect(drawer(page).getByLabel('名称').inputValue()).resolves.toBe('测试沙奈朵');
    await expect(drawer(page).getByLabel('优先级').inputValue()).resolves.toBe('20');
    await drawer(page).getByLabel('优先级').fill('30');
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await drawer(page).waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toContain('30');

    // Add a variant under it.
    await row.getByRole('button', { name: '为「测试沙奈朵」添加变体' }).click();
    await drawer(page).getByText('为「测试沙奈朵」添加变体').first().waitFor();
    // A variant starts from its parent's key cards, so one added card narrows the archetype instead of
    // taking every deck that plays that card.
    const keyCards = drawer(page).getByRole('list', { name: '已选关键卡' });
    await keyCards.getByText('沙奈朵ex').waitFor();
    await expect(drawer(page).getByLabel('沙奈朵ex 的数量').inputValue()).resolves.toBe('2');
    await drawer(page).getByLabel('名称').fill('测试沙奈朵 变体');
    await drawer(page).getByRole('button', { name: '保存' }).click();
    await drawer(page).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /展开「测试沙奈朵」的变体/ }).click();
    await table.getByRole('row').filter({ hasText: '测试沙奈朵 变体' }).waitFor();

    const log = page.getByRole('table', { name: '修改记录' });
    await expect.poll(() => log.innerText()).toContain('优先级: 20 → 30');
    expect(await log.innerText()).toContain(E2E_ADMIN.username);

    // Delete, after confirming.
    await row.getByRole('button', { name: '删除「测试沙奈朵」' }).click();
    const confirm = page.getByRole('dialog', { name: '确认删除' });
    await confirm.getByText('1 个变体也会一并删除').waitFor();
    await confirm.getByRole('button', { name: '删除' }).click();
    await row.waitFor({ state: 'detached' });
    // The row was open: the success is the only thing said, no refusal of a category that is gone.
    await notice(page, 'Success').filter({ hasText: '已删除「测试沙奈朵」' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await notice(page, '卡组分类不存在').count()).toBe(0);
    await table.getByRole('row').filter({ hasText: '测试沙奈朵 变体' }).waitFor({ state: 'detached' });
    await expect.poll(() => log.getByRole('row').nth(1).innerText()).toContain('删除');
    expect(app.pageErrors(page)).toEqual([]);
  });

  test('works at phone width in dark mode', async () => {
    const page = await app.openPage('/about', { width: PHONE_WIDTH, colorScheme: 'dark' });
    await logIn(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
    const first = page
      .getByRole('table', { name: '卡组分类' })
      .getByRole('button', { name: /^编辑「/ })
      .first();
    expect(await first.isVisible()).toBe(true);
    await first.click();
    const box = (await page.locator('.mantine-Drawer-content').boundingBox())!;
    expect(Math.round(box.width)).toBe(PHONE_WIDTH);
    await drawer(page).getByTestId('rule-preview').waitFor();
    await drawer(page).getByRole('button', { name: '取消' }).click();
    await drawer(page).waitFor({ state: 'detached' });
  });
});
