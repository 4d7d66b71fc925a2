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
  /**
   * A tab with nothing loaded at 1280 × 720, as `context().newPage()` gives, for a test that routes or
   * listens before its first navigation; closed or kept for the next test like `openPage`'s.
   */
  blankPage: () => Promise<Page>;
  /** Uncaught exceptions the page has thrown since it was opened. */
  pageErrors: (page: Page) => Error[];
};

/**
 * What a test changed in a tab beyond navigating. Routes, listeners and extra headers are undone after
 * the test (`undoChanges`), and the tab is kept; init scripts, exposed functions, locator handlers,
 * HAR or WebSocket routes and a fake clock cannot be, and such a tab is closed.
 */
type Changes = { lasting: boolean; listeners: [event: string, listener: unknown][]; headers: boolean };
const changes = new WeakMap<Page, Changes>();
const LASTING_METHODS = [
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'addLocatorHandler',
  'exposeBinding',
  'exposeFunction',
] as const;
const LISTENER_METHODS = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

function noteChanges(page: Page): void {
  const noted: Changes = { lasting: false, listeners: [], headers: false };
  changes.set(page, noted);
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  const wrap = (name: string, note: (args: unknown[]) => void) => {
    const original = methods[name]!.bind(page);
    methods[name] = (...args: unknown[]) => {
      note(args);
      return original(...args);
    };
  };
  for (const name of LASTING_METHODS) wrap(name, () => (noted.lasting = true));
  for (const name of LISTENER_METHODS)
    wrap(name, ([event, listener]) => noted.listeners.push([String(event), listener]));
  wrap('setExtraHTTPHeaders', () => (noted.headers = true));
  // page.route needs nothing noted: unrouteAll removes every route of the tab.
  const clock = page.clock;
  Object.defineProperty(page, 'clock', {
    get: () => {
      noted.lasting = true;
      return clock;
    },
  });
}

/** Undoes a test's routes, listeners and headers on a tab; false when it changed what cannot be undone. */
async function undoChanges(page: Page): Promise<boolean> {
  const noted = changes.get(page);
  if (!noted || noted.lasting) return false;
  // A handler still holding a request (a test of a pending call) is let go; the request dies with the
  // next navigation.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const [event, listener] of noted.listeners.splice(0)) page.off(event as 'load', listener as () => void);
  if (noted.headers) await page.setExtraHTTPHeaders({});
  noted.headers = false;
  return true;
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

  // Tabs are kept for the file's next openPage and blankPage calls once a test's routes, listeners and
  // headers are undone: a new tab costs Chromium a new renderer and compiling the app's scripts again,
  // and the browser process about a third of a second, a navigation in a kept one does not (a test that
  // compares two widths side by side opens two). An idle tab costs no CPU.
  const KEEP_TABS = 3;
  const kept: Page[] = [];
  afterEach(async () => {
    const pages = openPages.splice(0);
    const closing: Page[] = [];
    for (const page of pages) {
      if (page.isClosed()) continue;
      if (kept.length < KEEP_TABS && (await undoChanges(page))) kept.push(page);
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
      const page = await tab();
      await page.setViewportSize({ width: options.width ?? DESKTOP_WIDTH, height: options.height ?? 900 });
      await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
      await page.goto(path);
      await appStarted(page);
      return page;
    },
    blankPage: async () => {
      const page = await tab();
      // As a new tab of the context: Playwright's default viewport, the light scheme, nothing loaded.
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('about:blank');
      return page;
    },
  };

  /** A kept tab, or a new one; closed or kept again after the current test. */
  async function tab(): Promise<Page> {
    let page = kept.shift();
    if (page) {
      // What the last test's pages kept for the tab: its session storage (the page reloads itself once
      // on a broken answer and remembers that there).
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
    } else {
      page = await requireContext().newPage();
      const own = page;
      page.on('pageerror', (error) => errors.get(own)?.push(error));
      noteChanges(own);
    }
    openPages.push(page);
    errors.set(page, []);
    return page;
  }
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
