import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { CALL_NAMES, ResultCode } from '@ptcg/contract';
import type { KnownAnswers } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/index.ts';
import type { DataVersionReader } from '../db/data-version.ts';
import { latestAnnouncement } from '../db/queries/app.ts';
import { regulationList } from '../db/queries/tournament.ts';
import type { Env } from '../env.ts';
import { errorEnvelope } from '../lib/envelope.ts';
import { escapeXml } from '../lib/xml.ts';
import { acceptsGzip } from './answer-cache.ts';
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
  return html.replace(
    '</head>',
    `<meta name="site-announcement" content="${escapeXml(text)}" />\n` +
      `<meta name="known-answers" content="${escapeXml(JSON.stringify(known))}" />\n</head>`,
  );
}

/** Serves the built web app: hashed assets cached for a year, index.html for every page path. */
export async function registerWebApp(
  app: FastifyInstance,
  env: Env,
  database: DatabaseHandle,
  versions: DataVersionReader,
  lane: FastLane,
) {
  const indexFile = path.join(env.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  let indexPage: { version: number; plain: Buffer; br: Buffer; gzip: Buffer } | null = null;
  /** The page as made for the current data version, if it was made. */
  const currentPage = async () => {
    const made = indexPage;
    return made && made.version === (await versions.current()) ? made : undefined;
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
    if (!indexPage || indexPage.version !== version) {
      const html = Buffer.from(await pageWithKnownAnswers(indexFile, database));
      indexPage = {
        version,
        plain: html,
        br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(html, { level: 9 }),
      };
    }
    lane.recordHeaders('page', reply.getHeaders());
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(indexPage.br);
    if (acceptsGzip(accepted)) return reply.header('Content-Encoding', 'gzip').send(indexPage.gzip);
    return reply.send(indexPage.plain);
  });
  return currentPage;
}
