import { describe, expect, test } from 'vitest';
import { setupBrowser } from './browser.ts';

// This file is about the service worker, so the browser may run it.
const app = setupBrowser({ serviceWorkers: 'allow' });

describe('installable app', () => {
  test('manifest, icons, favicon and robots.txt are real files', async () => {
    const get = (path: string) => fetch(`${app.baseUrl()}${path}`);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(body).toMatchObject({ name: '宝可梦卡牌中文资料站', start_url: '/home', display: 'standalone' });
    expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(body.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of body.icons) {
      const res = await get(icon.src);
      expect(res.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const favicon = await get('/favicon.ico');
    expect(favicon.headers.get('content-type')).toContain('icon');
    expect(Buffer.from(await favicon.arrayBuffer()).readUInt16LE(2)).toBe(1);
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /admin');
  });

  test('a service worker caches the shell and hashed assets but not API answers', async () => {
    const page = await app.openPage('/home');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await page.getByRole('heading', { level: 1, name: '首页' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => url.startsWith('/api/'))).toBe(false);

    // Offline, a page still opens from the cached shell.
    await page.context().setOffline(true);
    try {
      await page.goto('/about');
      await page.getByRole('navigation', { name: '主导航' }).waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });
});
