import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { CALL_NAMES, ResultCode, calls } from '@ptcg/contract';
import type { CallName } from '@ptcg/contract';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from './db/index.ts';
import type { Env } from './env.ts';
import { canonicaliseKeys, nulCharacterPath } from './lib/body-keys.ts';
import { envelope, errorEnvelope } from './lib/envelope.ts';
import { buildOpenApi } from './lib/openapi.ts';
import { describeZodError } from './lib/zod-message.ts';
import { cardStaticRoutes } from './routes/card/static.ts';
import { deckIconRoutes } from './routes/deck/icons.ts';
import { ApiError } from './routes/handler.ts';
import type { AllHandlers, Handler, HandlerContext } from './routes/handler.ts';
import { handlers as allHandlers } from './routes/index.ts';
import { SESSION_COOKIE, readSession } from './routes/auth/session.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean;
  handlers?: AllHandlers;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
}

const newTrackId = () => randomBytes(8).toString('hex');

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const handlers = opts.handlers ?? allHandlers;
  const app = Fastify({
    logger: opts.logStream ? { level: env.LOG_LEVEL, stream: opts.logStream } : { level: env.LOG_LEVEL },
    genReqId: newTrackId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'track_id' }),
    bodyLimit: env.BODY_LIMIT,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Requests that arrive while closing get our envelope from the onRequest hook below instead.
    return503OnClosing: false,
  });

  // While closing, in-flight requests finish; new ones on kept-alive connections are refused with the
  // envelope (the web client shows its msg), and every answer tells the client to hang up, so the server
  // can finish and exit instead of waiting for idle connections to time out.
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    return reply.status(503).send(errorEnvelope(req.id, ResultCode.unavailable, '服务器正在关闭，请稍后重试'));
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(cookie);

  // Any body is read as text and parsed as JSON here, whatever its Content-Type says: the original API
  // did the same, and clients such as `curl -d` label JSON as a form. What does not parse gets our envelope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(ResultCode.malformed, unreadableBodyMessage(req.headers['content-type']), 400), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.httpStatus).send(refusal(req, error.code, error.message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(refusal(req, ResultCode.tooLarge, `请求体过大 (上限 ${Math.floor(env.BODY_LIMIT / 1024)} KB)`));
    }
    if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      return reply.status(error.statusCode).send(refusal(req, ResultCode.malformed, '请求无效'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(req.id, ResultCode.internal, '服务器内部错误，请稍后重试'));
  });

  for (const name of CALL_NAMES) registerCall(app, name, handlers[name] as Handler<CallName>, opts);

  app.get('/api/docs', async () => buildOpenApi());
  await app.register(cardStaticRoutes, { env, db: database.db });
  await app.register(deckIconRoutes, { env, db: database.db });
  await registerWebApp(app, env);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}

function registerCall(app: FastifyInstance, name: CallName, handler: Handler<CallName>, opts: AppOptions) {
  const def = calls[name];
  app.post(`/api/v3/${name}`, async (req: FastifyRequest, reply: FastifyReply) => {
    // Admin calls check the session first: without one, nothing about the request is answered.
    const session = def.admin ? await readSession(opts.database.db, req.cookies[SESSION_COOKIE]) : null;
    if (def.admin && !session) return refusal(req, ResultCode.unauthorized, '请先登录');

    // A POST without a body (no content type) counts as `{}`.
    const raw = req.body === undefined ? {} : req.body;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      return refusal(req, ResultCode.malformed, '参数错误: 请求体应为 JSON 对象');
    }
    const body = canonicaliseKeys(raw as Record<string, unknown>, def.request);
    const nulAt = nulCharacterPath(body);
    if (nulAt !== null) return refusal(req, ResultCode.malformed, `参数错误: ${nulAt} 不能包含空字符 (U+0000)`);
    const parsed = def.request.safeParse(body);
    if (!parsed.success) return refusal(req, ResultCode.malformed, describeZodError(parsed.error));

    const ctx: HandlerContext = { db: opts.database.db, env: opts.env, log: req.log, req, reply, session };
    const data = await handler(parsed.data as never, ctx);
    if (opts.validateResponses) {
      const check = def.response.safeParse(data);
      if (!check.success) throw new Error(`Answer of ${name} breaks the contract: ${JSON.stringify(check.error.issues.slice(0, 3))}`);
    }
    return envelope(req.id, data ?? null);
  });
}

/**
 * The envelope of a handled refusal. It is logged with its code, because the HTTP status of most
 * refusals is 200 and the request's own log line would not show that it was turned down.
 */
function refusal(req: FastifyRequest, code: number, msg: string) {
  req.log.info({ code, reason: msg }, 'call refused');
  return errorEnvelope(req.id, code, msg);
}

const JSON_LIKE = /^(application\/([\w.+-]+\+)?json|text\/plain)$/i;

function unreadableBodyMessage(contentType: string | undefined): string {
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  if (!mediaType || JSON_LIKE.test(mediaType)) return '请求体不是合法的 JSON';
  return `请求体须为 JSON (Content-Type: application/json)，收到的是 ${mediaType.slice(0, 80)}`;
}

const CALL_PATHS = new Set(CALL_NAMES.map((name) => `/api/v3/${name}`));

/** Serves the built web app: hashed assets cached for a year, index.html for every page path. */
async function registerWebApp(app: FastifyInstance, env: Env) {
  const indexFile = path.join(env.WEB_DIST, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      if (CALL_PATHS.has(req.url.split('?')[0]!)) {
        return reply.status(405).header('allow', 'POST').send(refusal(req, ResultCode.malformed, '该接口只接受 POST 请求'));
      }
      return reply.status(404).send(refusal(req, ResultCode.notFound, '接口不存在'));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).send(errorEnvelope(req.id, ResultCode.malformed, '不支持的请求方法'));
    }
    if (!hasWeb || req.url.startsWith('/static/') || req.url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send(hasWeb ? 'Not found' : '网页尚未构建: 请先运行 npm run build -w @ptcg/web');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  });
}
