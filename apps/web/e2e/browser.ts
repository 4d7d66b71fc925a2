import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { CallName, RequestOf, ResponseOf } from '@ptcg/contract';
import { chromium, type Browser, type BrowserContext, type Download, type Locator, type Page } from 'playwright-core';

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1440;

/**
 * A connection to the suite's Chromium: starting a browser per file cost a second or two each, and
 * files keep apart by their own contexts. Closing the connection closes the file's contexts only.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export type OpenPageOptions = {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
};

export type BrowserSession = {
  baseUrl: () => string;
  /** The file's one browser context (cookies, localStorage and routes are shared by its pages). */
  context: () => BrowserContext;
  /**
   * A tab at `path` (relative to the server), closed again after the current test, or kept for the next
   * test when the test only navigated and acted in it.
   */
  openPage: (path: string, options?: OpenPageOptions) => Promise<Page>;
  /** Uncaught exceptions the page has thrown since it was opened. */
  pageErrors: (page: Page) => Error[];
};

/** Tabs a test changed beyond navigating (routes, scripts, listeners, headers, a fake clock): never kept. */
const changed = new WeakSet<Page>();
const CHANGING_METHODS = [
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'addLocatorHandler',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'on',
  'once',
  'addListener',
  'prependListener',
  'prependOnceListener',
] as const;

function noteChanges(page: Page): void {
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of CHANGING_METHODS) {
    const original = methods[name]!.bind(page);
    methods[name] = (...args: unknown[]) => {
      changed.add(page);
      return original(...args);
    };
  }
  const clock = page.clock;
  Object.defineProperty(page, 'clock', {
    get: () => {
      changed.add(page);
      return clock;
    },
  });
}

/**
 * Call once at the top of a test file: a connection to the suite's browser and one fresh context for
 * the file, so tests in different files never share storage.
 */
export function setupBrowser(
  options: { serviceWorkers?: 'allow' | 'block'; baseUrl?: () => string } = {},
): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const openPages: Page[] = [];
  const errors = new WeakMap<Page, Error[]>();
  // The suite's shared server, unless the file starts one of its own (in a beforeAll placed before this call).
  const baseUrl = options.baseUrl ?? (() => inject('baseUrl'));

  beforeAll(async () => {
    browser = await connectBrowser();
    // The site registers a service worker; requests it answers from its cache would bypass page.route(),
    // so tests keep it off unless they are about the worker itself.
    context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
  });

  // Tabs a test leaves as it found them are kept for the file's next openPage calls: a new tab costs
  // Chromium a new renderer and compiling the app's scripts again, a navigation in a kept one does not
  // (a test that compares two widths side by side opens two). An idle tab costs no CPU.
  const KEEP_TABS = 3;
  const kept: Page[] = [];
  afterEach(async () => {
    const pages = openPages.splice(0);
    const closing: Page[] = [];
    for (const page of pages) {
      if (page.isClosed()) continue;
      if (!changed.has(page) && kept.length < KEEP_TABS) kept.push(page);
      else closing.push(page);
    }
    await Promise.all(closing.map((page) => page.close()));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const requireContext = () => {
    if (!context) throw new Error('setupBrowser(): the browser is not started yet (use it inside a test)');
    return context;
  };

  return {
    baseUrl,
    context: requireContext,
    pageErrors: (page) => errors.get(page) ?? [],
    openPage: async (path, options = {}) => {
      let page = kept.shift();
      if (page) {
        // What the last test's pages kept for the tab: its session storage (the page reloads itself once
        // on a broken answer and remembers that there).
        await page.evaluate(() => sessionStorage.clear());
      } else {
        page = await requireContext().newPage();
        const own = page;
        page.on('pageerror', (error) => errors.get(own)?.push(error));
        noteChanges(own);
      }
      openPages.push(page);
      errors.set(page, []);
      await page.setViewportSize({ width: options.width ?? DESKTOP_WIDTH, height: options.height ?? 900 });
      await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
      await page.goto(path);
      await appStarted(page);
      return page;
    },
  };
}

/**
 * Waits until the app has started on the page. A page the server drew (first-screen.tsx) shows its rows
 * before the app runs, but its buttons answer only once the app has replaced that markup; tests act on the
 * running app, and the drawn page has its own test (tournaments.test.ts).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
}

/**
 * A new page of `context` at `width`. At phone width it says it is a phone, as a phone's browser does (the
 * server draws the layout of the device the request names); with `appCode: false` the app's code is held
 * back, to see the page as the server drew it.
 */
export async function newPageAs(
  context: BrowserContext,
  width: number,
  { appCode = true }: { appCode?: boolean } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  if (width === PHONE_WIDTH) await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
  if (!appCode) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return page;
}

/**
 * Opens `path` in `page` and waits for the app to start, recording from the first request the calls the
 * page asks (`tournament/detail`) and its uncaught errors.
 */
export async function openWatched(page: Page, path: string): Promise<{ asked: string[]; errors: Error[] }> {
  const asked: string[] = [];
  const errors: Error[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith('/api/v3/')) asked.push(pathname.slice('/api/v3/'.length));
  });
  page.on('pageerror', (error) => errors.push(error));
  await page.goto(path);
  await appStarted(page);
  return { asked, errors };
}

/** The top and height of each element, rounded to pixels: where a page drew them. */
export function placesOf(locators: Locator[]): Promise<{ y: number; height: number }[]> {
  return Promise.all(
    locators.map(async (locator) => {
      const box = (await locator.boundingBox())!;
      return { y: Math.round(box.y), height: Math.round(box.height) };
    }),
  );
}

/**
 * Has the server send `page` its pages undrawn (the plain index page), for a test that replaces the answer
 * of a call the server would otherwise have drawn the page from (and written into it, so the app would
 * not ask again). The page is fetched as usual; its drawn markup and answers are taken out.
 */
export async function drawnByTheBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|assets|static)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<meta name="first-screen"[^>]*>/, '')
        .replace(/<div id="root" data-first-screen>[\s\S]*<\/div>(\s*<noscript>)/, '<div id="root"></div>$1');
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Contrast ratio (WCAG) of an element's text with the first opaque background behind it; given a list
 * (`locator.evaluateAll(contrastsWithBackground)`), the ratio of each, in one round trip to the page: a
 * round trip per element cost seconds for the hundreds of cells of a matrix. Self-contained, as the page
 * runs it.
 */
function contrastOf(target: Element | Element[]): number | number[] {
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (color: string) => {
    const [r, g, b] = channels(color)
      .slice(0, 3)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (element: Element) => {
    let layer: Element | null = element;
    let background = 'rgb(255, 255, 255)';
    while (layer) {
      const color = getComputedStyle(layer).backgroundColor;
      const alpha = channels(color)[3];
      if (alpha === undefined || alpha === 1) {
        background = color;
        break;
      }
      layer = layer.parentElement;
    }
    const [light, dark] = [luminance(getComputedStyle(element).color), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  };
  return Array.isArray(target) ? target.map(contrast) : contrast(target);
}
export const contrastWithBackground = contrastOf as (element: Element) => number;
export const contrastsWithBackground = contrastOf as (elements: Element[]) => number[];

/**
 * A typed caller of the server's API for test set-up (what a test reads to know what the screen should
 * show): the answer's data, or an error naming the call, its code and message.
 */
export function apiClient(baseUrl: () => string) {
  return async function api<N extends CallName>(name: N, body: RequestOf<N>): Promise<ResponseOf<N>> {
    const res = await fetch(`${baseUrl()}/api/v3/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: ResponseOf<N> };
    if (envelope.code !== 200) throw new Error(`${name}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}

/**
 * The bytes of a finished download. The suite's browser runs in another process (connectBrowser), so
 * the file is streamed over the connection instead of read from the browser's download folder.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
