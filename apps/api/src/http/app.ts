import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import { CALL_NAMES, ResultCode, calls } from '@ptcg/contract';
import type { CallName } from '@ptcg/contract';
import { shanghaiDate } from '@ptcg/tcg';
import Fastify, { LogController } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/index.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { serverClock } from '../env.ts';
import type { Env } from '../env.ts';
import { canonicaliseKeys, nulCharacterPath } from './body-keys.ts';
import { DataVersionReader, bumpDataVersion } from '../db/data-version.ts';
import {
  COMPRESS_THRESHOLD,
  acceptsGzip,
  createAnswerCache,
  etagMatches,
  gzipAnswer,
  makeCachedAnswer,
  normalisedKey,
  plainAnswer,
} from './answer-cache.ts';
import type { CachedAnswer } from './answer-cache.ts';
import { Admission, BUSY_MESSAGE } from './admission.ts';
import { FastLane, MAX_LANE_BODY } from './fast-lane.ts';
import { newTrackId } from './track-id.ts';
import { refusal } from './refusal.ts';
import { registerWebApp } from './web-app.ts';
import { envelope, errorEnvelope } from '../lib/envelope.ts';
import { buildOpenApi } from '../lib/openapi.ts';
import { describeZodError } from './zod-message.ts';
import { cardStaticRoutes } from '../routes/card/static.ts';
import { deckIconRoutes } from '../routes/deck/icons.ts';
import { ApiError } from '../routes/handler.ts';
import type { AllHandlers, Handler, HandlerContext } from '../routes/handler.ts';
import { handlers as allHandlers } from '../routes/index.ts';
import { SESSION_COOKIE, readSession } from '../security/session.ts';
import { contentSecurityPolicy } from '../security/headers.ts';
import { registerLoginLimiter, type LoginLimiter } from '../security/login-limit.ts';
import { isForeignOrigin } from '../security/origin.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean;
  handlers?: AllHandlers;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
}

/**
 * A visitor who closes the page while a compressed answer streams makes the compression plugin log
 * "premature close" as an error. Nothing failed on our side: it is logged as information instead, so
 * error-level lines stay worth waking someone for.
 */
function clientAbortIsNotAnError(
  this: { info(obj: object, msg: string): void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
) {
  const [first] = args;
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (level >= 50 && err instanceof Error && err.message === 'premature close') {
    return this.info({ reason: err.message }, 'client closed the connection before the answer was complete');
  }
  return method.apply(this, args);
}

const drains = new WeakMap<FastifyInstance, () => void>();
/**
 * From now on new requests are answered 503 with the envelope and `Connection: close`, while those in
 * flight finish; the server keeps listening until it is closed.
 */
export const beginDraining = (app: FastifyInstance) => drains.get(app)?.();

const lanes = new WeakMap<FastifyInstance, FastLane>();
/** The fast lane of an app (tests and benchmarks read its hit count). */
export const fastLaneOf = (app: FastifyInstance) => lanes.get(app);

/**
 * Keys of the answer cache and of the sent bodies are digests: an entry costs the same few bytes however
 * long the text it stands for.
 */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The body text as sent: a repeated request finds its cached answer without validating it again. */
const rawBodies = new WeakMap<FastifyRequest, string>();

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const handlers = opts.handlers ?? allHandlers;
  const lane = new FastLane(new Set(CALL_NAMES.filter(isCachedCall)));
  const app = Fastify({
    serverFactory: lane.serverFactory,
    logger: {
      level: env.LOG_LEVEL,
      hooks: { logMethod: clientAbortIsNotAnError },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    genReqId: newTrackId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'track_id' }),
    bodyLimit: env.BODY_LIMIT,
    // Only the proxies the operator names: the client address is the one the nearest of them appended
    // to X-Forwarded-For, and X-Forwarded-Proto decides whether cookies are Secure.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Requests that arrive while closing get our envelope from the onRequest hook below instead.
    return503OnClosing: false,
  });

  // While closing, in-flight requests finish; new ones on kept-alive connections are refused with the
  // envelope (the web client shows its msg), and every answer tells the client to hang up, so the server
  // can finish and exit instead of waiting for idle connections to time out.
  let closing = false;
  drains.set(app, () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!closing) return;
    return reply.status(503).send(errorEnvelope(req.id, ResultCode.unavailable, '服务器正在关闭，请稍后重试'));
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // Overload is answered at once with the envelope, instead of queueing requests until they time out.
  // The first samples after start-up still measure migrating and seeding, not serving: they are ignored.
  const PRESSURE_SAMPLE_MS = 1000;
  let pressureCountsFrom = Infinity;
  app.addHook('onReady', async () => {
    pressureCountsFrom = Date.now() + 2 * PRESSURE_SAMPLE_MS;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS,
    sampleInterval: PRESSURE_SAMPLE_MS,
    // The plugin sends what the handler returns, or lets the request through when it returns nothing
    // (its type says void only).
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply) => {
      if (Date.now() < pressureCountsFrom) return undefined;
      reply.status(503).header('retry-after', '1');
      return errorEnvelope(req.id, ResultCode.unavailable, BUSY_MESSAGE);
    }) as unknown as () => void,
  });
  // Answers not already compressed (cached answers and static files come compressed) above 1 KB.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Card images come from another origin and must load on our pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  // Only JSON bodies are read. A form or text/plain POST is what a page of another site can send without
  // asking the browser first, so accepting one would let such a page act through a visitor's session.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(JSON_MEDIA_TYPE, { parseAs: 'string' }, (req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    rawBodies.set(req, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(ResultCode.malformed, '请求体不是合法的 JSON', 400), undefined);
    }
  });
  const loginLimiter = await registerLoginLimiter(app, database.db, env.LOGIN_ATTEMPTS_PER_MINUTE);

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error instanceof ApiError) {
      if (error.httpStatus === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
      return reply.status(error.httpStatus).send(refusal(req, error.code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_S))
        .send(errorEnvelope(req.id, ResultCode.unavailable, '数据库暂时不可用，请稍后重试'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(refusal(req, ResultCode.malformed, unsupportedBodyMessage(req.headers['content-type'])));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send(refusal(req, ResultCode.tooLarge, `请求体过大 (上限 ${Math.floor(env.BODY_LIMIT / 1024)} KB)`));
    }
    if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      return reply.status(error.statusCode).send(refusal(req, ResultCode.malformed, '请求无效'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(req.id, ResultCode.internal, '服务器内部错误，请稍后重试'));
  });

  const setup: CallSetup = {
    opts,
    lane,
    cache: createAnswerCache(env.ANSWER_CACHE_MB * 1024 * 1024),
    versions: new DataVersionReader(database.db, database.kind === 'pglite'),
    filling: new Map(),
    admission: new Admission(
      database.kind === 'pglite' ? 1 : CALLS_AT_ONCE_ON_POSTGRES,
      env.MAX_PENDING_CALLS,
      env.MAX_QUEUE_WAIT_MS,
    ),
    loginLimiter,
    sentBodies: new LRUCache<string, string>({ max: 50_000 }),
    clock: serverClock(env),
  };
  for (const name of CALL_NAMES) registerCall(app, name, handlers[name] as Handler<CallName>, setup);

  app.get('/api/docs', async () => buildOpenApi());
  await app.register(cardStaticRoutes, { env, db: database.db });
  await app.register(deckIconRoutes, { env, db: database.db });
  const web = await registerWebApp(app, env, database, setup.versions, lane);

  // A body the fast lane read before passing the request on is parsed from what it read.
  app.addHook('preParsing', async (req, _reply, payload) => lane.takeBody(req.raw) ?? payload);
  lane.connect({
    answer: async (call, bodyText) => {
      const known = setup.sentBodies.get(digest(`${call}\n${bodyText}`));
      const hit = known === undefined ? undefined : setup.cache.get(answerKey(setup.clock(), known));
      return hit && hit.version === (await setup.versions.current()) ? hit : undefined;
    },
    page: web.currentPage,
    isPagePath: (url) => {
      const pathname = url.split('?')[0]!;
      return (
        !/^\/(api|static|assets)\//.test(pathname) &&
        !pathname.slice(pathname.lastIndexOf('/')).includes('.') &&
        // A page with its first screen drawn on the server goes the long way, to be drawn or taken from its store.
        !web.drawsOnServer(url)
      );
    },
    closing: () => closing,
    newTrackId,
    log: app.log,
  });
  lanes.set(app, lane);

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}

/** Hops counted from this server: hop 0 is the peer of the socket, hop 1 the address it appended. */
function trustedProxies(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Calls whose answer depends on more than the body and the served data (the session cookie), or that
 * write: never answered from the cache. Admin calls are not cached either.
 */
const UNCACHED_AREAS = ['auth/'];
const isCachedCall = (name: CallName) => !calls[name].admin && !UNCACHED_AREAS.some((area) => name.startsWith(area));

interface CallSetup {
  opts: AppOptions;
  cache: ReturnType<typeof createAnswerCache>;
  versions: DataVersionReader;
  /** Answers being made, so a burst of identical misses runs the handler once. */
  filling: Map<string, Promise<CachedAnswer>>;
  /** Calls to the database, admitted by the time their request has waited (decision 022). */
  admission: Admission;
  lane: FastLane;
  loginLimiter: LoginLimiter;
  /**
   * Digest of call and body text as sent → key of the cache (the normalised, validated body). Only small
   * bodies without unknown fields are remembered: a client varying a field the call ignores would
   * otherwise fill it with entries of its own.
   */
  sentBodies: LRUCache<string, string>;
  clock: () => Date;
}

/**
 * The cache key of an answer: the request's date in China and the digest of call and normalised body.
 * Many answers depend on today (seasons, the deck statistics' time windows), so every answer is kept per
 * day; a call answers from the database once more a day.
 */
const answerKey = (now: Date, bodyKey: string) => `${shanghaiDate(now)} ${bodyKey}`;

/** Admin calls that only read: they leave the data version (and so every cached answer) alone. */
const READ_ONLY_ADMIN_CALLS: ReadonlySet<CallName> = new Set([
  'deck/category-list',
  'deck/category-preview',
  'deck/category-audit',
]);

function registerCall(app: FastifyInstance, name: CallName, handler: Handler<CallName>, setup: CallSetup) {
  const { opts } = setup;
  const def = calls[name];
  const cached = isCachedCall(name);
  const guarded = def.admin || name.startsWith('auth/');
  app.post(`/api/v3/${name}`, async (req: FastifyRequest, reply: FastifyReply) => {
    // The session cookie is SameSite=Strict already; the origin check also covers older browsers and
    // sibling sites (another port or subdomain counts as the same site for cookies).
    if (guarded && isForeignOrigin(req)) {
      reply.status(403);
      return refusal(req, ResultCode.forbidden, '请求来源不被允许: 管理操作只能在本站页面上进行');
    }
    // Admin calls check the session first: without one, nothing about the request is answered.
    const session = def.admin ? await readSession(opts.database.db, req.cookies[SESSION_COOKIE]) : null;
    if (def.admin && !session) return refusal(req, ResultCode.unauthorized, '请先登录');

    const started = performance.now();
    const now = setup.clock();
    // A body seen before, byte for byte, was valid then and maps to the same answer.
    const rawText = rawBodies.get(req) ?? '';
    const sentKey = cached && rawText.length <= MAX_LANE_BODY ? digest(`${name}\n${rawText}`) : '';
    if (sentKey) {
      const known = setup.sentBodies.get(sentKey);
      if (known !== undefined) {
        const hit = setup.cache.get(answerKey(now, known));
        if (hit && hit.version === (await setup.versions.current())) return sendCached(req, reply, hit, setup.lane);
      }
    }

    // A POST without a body (no content type) counts as `{}`.
    const raw = req.body === undefined ? {} : req.body;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      return refusal(req, ResultCode.malformed, '参数错误: 请求体应为 JSON 对象');
    }
    const body = canonicaliseKeys(raw as Record<string, unknown>, def.request);
    const nulAt = nulCharacterPath(body);
    if (nulAt !== null) return refusal(req, ResultCode.malformed, `参数错误: ${nulAt} 不能包含空字符 (U+0000)`);
    const parsed = def.request.safeParse(body);
    if (name === 'auth/login') {
      // Counted before the password is checked, so after the limit even the right password waits.
      const limit = await setup.loginLimiter(req);
      if (limit.refused) {
        reply.status(429).header('retry-after', String(limit.waitSeconds));
        return refusal(req, ResultCode.tooManyRequests, `登录尝试过于频繁，请 ${limit.waitSeconds} 秒后再试`);
      }
    }
    if (!parsed.success) return refusal(req, ResultCode.malformed, describeZodError(parsed.error));

    const ctx: HandlerContext = { db: opts.database.db, env: opts.env, log: req.log, req, reply, session, now };
    const arrivedAt = setup.lane.arrivedAt(req.raw) ?? started;
    const run = () => handler(parsed.data as never, ctx);
    const answer = async () => {
      // A read is tried once more when its connection broke (the pool opens a fresh one); a write is not,
      // since it may have committed before the connection went.
      const data = await setup.admission.run(arrivedAt, cached ? () => retriedOnBrokenConnection(run) : run);
      if (opts.validateResponses) {
        const check = def.response.safeParse(data);
        if (!check.success)
          throw new Error(`Answer of ${name} breaks the contract: ${JSON.stringify(check.error.issues.slice(0, 3))}`);
      }
      return data;
    };
    if (!cached) {
      const data = await answer();
      // A successful admin call may have changed what read calls answer.
      if (def.admin && !READ_ONLY_ADMIN_CALLS.has(name)) await bumpDataVersion(opts.database.db);
      return envelope(req.id, data ?? null);
    }
    const bodyKey = digest(normalisedKey(name, parsed.data));
    const entry = await cachedAnswer(setup, answerKey(now, bodyKey), answer);
    if (sentKey && Object.keys(body).length === Object.keys(raw).length) setup.sentBodies.set(sentKey, bodyKey);
    return sendCached(req, reply, entry, setup.lane);
  });
}

async function retriedOnBrokenConnection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    return work();
  }
}

/**
 * Calls of one process running on PostgreSQL at once. With a process per core, two per core keep the
 * database busy; more only make each query wait for a CPU, past the time a client waits. The pool keeps
 * more connections than that, so the data version is read without waiting behind slow calls.
 */
const CALLS_AT_ONCE_ON_POSTGRES = 2;

/** Seconds a client is asked to wait when the database cannot be reached. */
const DATABASE_RETRY_AFTER_S = 5;

async function cachedAnswer(setup: CallSetup, key: string, answer: () => Promise<unknown>): Promise<CachedAnswer> {
  const version = await setup.versions.current();
  const hit = setup.cache.get(key);
  if (hit && hit.version === version) return hit;
  const inFlight = setup.filling.get(key);
  if (inFlight && (await inFlight.catch(() => null))?.version === version) return inFlight;
  const filling = answer().then((data) => makeCachedAnswer(version, data));
  setup.filling.set(key, filling);
  try {
    const entry = await filling;
    // A newer version may have been seen meanwhile; an older answer must not replace a newer one.
    const current = setup.cache.get(key);
    if (!current || current.version <= version) setup.cache.set(key, entry);
    return entry;
  } finally {
    if (setup.filling.get(key) === filling) setup.filling.delete(key);
  }
}

function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedAnswer, lane: FastLane) {
  reply.header('etag', entry.etag).header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  lane.recordHeaders('answer', reply.getHeaders());
  if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  if (entry.tailDeflated && acceptsGzip(req.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(gzipAnswer(entry, req.id));
  }
  return reply.send(plainAnswer(entry, req.id));
}

const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

function unsupportedBodyMessage(contentType: string | undefined): string {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().slice(0, 80) || '(未注明)';
  return `请求体须为 JSON，并注明 Content-Type: application/json (curl 请加 -H 'Content-Type: application/json')，收到的是 ${mediaType}`;
}
