import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { CALL_NAMES, FIRST_SCREEN_META, ResultCode } from '@ptcg/contract';
import type {
  FirstScreenAnswer,
  FirstScreenCall,
  FirstScreenMeta,
  FirstScreenModule,
  KnownAnswers,
} from '@ptcg/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/index.ts';
import type { DataVersionReader } from '../db/data-version.ts';
import { latestAnnouncement } from '../db/queries/app.ts';
import { regulationList } from '../db/queries/tournament.ts';
import type { Env } from '../env.ts';
import { errorEnvelope } from '../lib/envelope.ts';
import { escapeXml } from '../lib/xml.ts';
import { pageEncoding, type EncodedPage } from './answer-cache.ts';
import type { FastLane } from './fast-lane.ts';
import { refusal } from './refusal.ts';

// The built web app as the server sends it: hashed assets, index.html for every page path (with the
// announcement and the known answers written in), and the refusals of paths that are neither.

const CALL_PATHS = new Set(CALL_NAMES.map((name) => `/api/v3/${name}`));

/**
 * index.html with the current announcement in a meta tag (the banner is then drawn with the first paint
 * instead of pushing the page down when the call answers) and the known answers (KNOWN_ANSWER_CALLS) as
 * JSON in another: the regulation list names the current format, which the statistics pages need before
 * they can ask for their numbers, so that call is no longer a round trip in front of their first row.
 * Both depend on the data alone; the page is made once per data version.
 */
async function pageWithKnownAnswers(indexFile: string, database: DatabaseHandle): Promise<string> {
  const [html, text, regulations] = await Promise.all([
    fs.promises.readFile(indexFile, 'utf8'),
    latestAnnouncement(database.db, 'banner'),
    regulationList(database.db),
  ]);
  // The same answer the call gives: its handler returns regulationList as it is.
  const known: KnownAnswers = { 'tournament/regulation-list': regulations };
  // The announcement goes first in the head, after the charset: before-paint.js, which runs before the
  // rest of the page is read, compares it with the text this reader closed.
  const announcement = `<meta name="site-announcement" content="${escapeXml(text)}" />`;
  // After the charset, else at the start of the head (a file without a head gets neither tag).
  const head = /<meta charset=[^>]*>/i.exec(html) ?? /<head(\s[^>]*)?>/i.exec(html);
  const withAnnouncement = head
    ? `${html.slice(0, head.index + head[0].length)}\n${announcement}${html.slice(head.index + head[0].length)}`
    : html;
  return withAnnouncement.replace(
    '</head>',
    `<meta name="known-answers" content="${escapeXml(JSON.stringify(known))}" />\n</head>`,
  );
}

function encode(html: string, brotliQuality: number): EncodedPage {
  const plain = Buffer.from(html);
  return {
    plain,
    br: zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}

function send(req: FastifyRequest, reply: FastifyReply, page: EncodedPage) {
  const { bytes, encoding } = pageEncoding(req.headers['accept-encoding'], page);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(bytes);
}

/** The web app's server-side entry, when the build made one (`npm run build` does). */
async function loadFirstScreen(env: Env, app: FastifyInstance): Promise<FirstScreenModule | null> {
  const file = path.join(env.WEB_DIST, '..', 'dist-server', 'first-screen.js');
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as FirstScreenModule;
  } catch (error) {
    app.log.warn({ err: error }, '首屏渲染模块无法加载，页面改由浏览器绘制');
    return null;
  }
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };

/**
 * The `<link>`s a drawn page needs in its head for its lazily loaded modules (names from the browser
 * build's manifest): their styles, which the markup needs from the first paint (the browser would
 * otherwise add them only when the route's code runs, and the page would be drawn again), and their code,
 * fetched alongside the main bundle instead of after it. Each chunk's static imports are followed; what
 * index.html links already is left out.
 */
function moduleLinks(manifest: Record<string, ManifestChunk>, modules: string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  // What index.html already links (the entry and its imports) is not linked twice.
  visit('index.html');
  const linked = { css: new Set(css), js: new Set(js) };
  for (const key of modules) visit(key);
  for (const file of linked.css) css.delete(file);
  for (const file of linked.js) js.delete(file);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeXml(file)}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeXml(file)}">`),
  ].join('\n');
}

function readManifest(env: Env): Record<string, ManifestChunk> {
  try {
    return JSON.parse(fs.readFileSync(path.join(env.WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

/**
 * A phone's browser says so (`Sec-CH-UA-Mobile: ?1` in Chromium, "Mobi" in the user agent of the
 * others): the server draws the phone layout for it and the wide one otherwise. A guess that is wrong
 * only costs the browser a redraw in the other layout when the app starts.
 */
function asksFromPhone(req: FastifyRequest): boolean {
  return req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi|Android/i.test(String(req.headers['user-agent'] ?? ''));
}

/** Pages drawn on the server, per data version: the busiest few (an event's standings after a weekend). */
const DRAWN_PAGES_KEPT = 200;
/**
 * How long a drawn page is served as it was drawn. The browser takes a drawn page's answers as made at the
 * time the page says (`at`) and asks them again when they are older than it keeps answers fresh (five
 * minutes, apps/web/src/lib/query-client.ts): a page kept for the hours a data version lasts would have
 * every browser ask its calls again. Drawn again after a minute, its answers are at most that old.
 */
const DRAWN_PAGE_SERVED_MS = 60_000;

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page path. The pages
 * the web app's server entry draws (first-screen.tsx) come with their first screen in the HTML. Answers
 * what the fast lane needs: the current index page, and whether a path is drawn here instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  env: Env,
  database: DatabaseHandle,
  versions: DataVersionReader,
  lane: FastLane,
) {
  const indexFile = path.join(env.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const firstScreen = hasWeb ? await loadFirstScreen(env, app) : null;
  const manifest = firstScreen ? readManifest(env) : {};
  let indexPage: ({ version: number; html: string } & EncodedPage) | null = null;
  /**
   * Drawn pages of the data version `drawnVersion`, by layout and address; a new version empties it. The
   * cache drops a page DRAWN_PAGE_SERVED_MS after it was kept, on the clock the page's `at` is written
   * with (the cache's default clock is another), read at every lookup (not once per millisecond).
   */
  const drawn = new LRUCache<string, EncodedPage>({
    max: DRAWN_PAGES_KEPT,
    ttl: DRAWN_PAGE_SERVED_MS,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  let drawnVersion = -1;

  /** The page as made for the current data version, if it was made. */
  const currentPage = async () => {
    const made = indexPage;
    return made && made.version === (await versions.current()) ? made : undefined;
  };
  const drawsOnServer = (url: string) => firstScreen?.firstScreenCalls(url) != null;

  /** index.html for this data version, made and compressed once. */
  const pageOfVersion = async (version: number) => {
    if (!indexPage || indexPage.version !== version) {
      const html = await pageWithKnownAnswers(indexFile, database);
      indexPage = { version, html, ...encode(html, 11) };
    }
    return indexPage;
  };

  /**
   * The page with its first screen drawn from the answers of its calls, asked of this app as a browser
   * would ask them (so they are the answers the browser would get, and are cached for its own calls).
   * Undefined when a call is refused or the drawing fails: the browser then draws the page as usual.
   */
  const drawnPage = async (
    req: FastifyRequest,
    calls: FirstScreenCall[],
    version: number,
    base: string,
  ): Promise<EncodedPage | undefined> => {
    if (!firstScreen) return undefined;
    const phone = asksFromPhone(req);
    if (drawnVersion !== version) {
      drawn.clear();
      drawnVersion = version;
    }
    const key = `${phone ? 'phone' : 'wide'} ${req.url}`;
    const kept = drawn.get(key);
    if (kept) return kept;
    const answers: FirstScreenAnswer[] = [];
    for (const call of calls) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v3/${call.name}`,
        headers: { 'content-type': 'application/json', 'user-agent': 'first-screen' },
        payload: JSON.stringify(call.body),
      });
      const envelope = res.json<{ code: number; data: unknown }>();
      if (res.statusCode !== 200 || envelope.code !== ResultCode.ok) return undefined;
      answers.push({ ...call, answer: envelope.data });
    }
    let drawing: { markup: string; modules: string[] };
    try {
      drawing = await firstScreen.renderFirstScreen({ url: req.url, answers, phone });
    } catch (error) {
      req.log.warn({ err: error, url: req.url }, '首屏渲染失败，页面改由浏览器绘制');
      return undefined;
    }
    const meta: FirstScreenMeta = { at: Date.now(), answers };
    const html = base
      .replace(
        '</head>',
        `${moduleLinks(manifest, drawing.modules)}\n` +
          `<meta name="${FIRST_SCREEN_META}" content="${escapeXml(JSON.stringify(meta))}" />\n</head>`,
      )
      .replace('<div id="root"></div>', `<div id="root" data-first-screen>${drawing.markup}</div>`);
    // Made per page, so a quicker brotli setting than the shared index page's.
    const page = encode(html, 6);
    if ((await versions.current()) === version && drawnVersion === version) drawn.set(key, page);
    return page;
  };

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST,
      wildcard: false,
      index: false,
      cacheControl: false,
      // vite wrote x.br and x.gz next to every compressible file at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same path answers brotli, gzip or plain bytes depending on Accept-Encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/')) {
      if (CALL_PATHS.has(req.url.split('?')[0]!)) {
        return reply
          .status(405)
          .header('allow', 'POST')
          .send(refusal(req, ResultCode.malformed, '该接口只接受 POST 请求'));
      }
      return reply.status(404).send(refusal(req, ResultCode.notFound, '接口不存在'));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).send(errorEnvelope(req.id, ResultCode.malformed, '不支持的请求方法'));
    }
    if (!hasWeb || req.url.startsWith('/static/') || req.url.startsWith('/assets/')) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(hasWeb ? 'Not found' : '网页尚未构建: 请先运行 npm run build -w @ptcg/web');
    }
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    // The page carries the announcement, which changes only with the data: made and compressed once
    // per data version, then sent from memory.
    const version = await versions.current();
    const index = await pageOfVersion(version);
    const calls = firstScreen?.firstScreenCalls(req.url);
    if (calls) {
      // The layout drawn depends on the device the request says it comes from.
      reply.header('Vary', 'Accept-Encoding, User-Agent, Sec-CH-UA-Mobile');
      const page = await drawnPage(req, calls, version, index.html);
      if (page) return send(req, reply, page);
    } else {
      lane.recordHeaders('page', reply.getHeaders());
    }
    return send(req, reply, index);
  });
  return { currentPage, drawsOnServer };
}
