import http from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { acceptsGzip, answerParts, etagMatches, pageEncoding } from './answer-cache.ts';
import type { CachedAnswer, EncodedPage } from './answer-cache.ts';

/**
 * The fast lane answers a repeated read call, or a page load, straight from memory before Fastify's
 * request pipeline runs: a hit then costs about what nginx spends on a static file (read the small
 * body, look up two maps, write the stored bytes), instead of a dozen hooks, a router and a serialiser.
 *
 * It only ever answers what the app itself answered before for the same request: the bytes come from
 * the answer cache (same data version), and the headers are the ones the full pipeline sent with such
 * an answer (security headers included), recorded by `recordHeaders`. Anything else (a miss, another
 * method, a body of unknown length, a server that is closing) goes to Fastify unchanged; a body the
 * lane has already read is handed back through `takeBody` in a preParsing hook.
 */
export interface FastLaneSources {
  /** The current cached answer for this call and body text as sent, if there is one. */
  answer(call: string, bodyText: string): Promise<CachedAnswer | undefined>;
  /** The current index page, if one was made, in each encoding. */
  page(): Promise<EncodedPage | undefined>;
  /** Whether the path is a page path answered by the index page (not a file, not an API path). */
  isPagePath(path: string): boolean;
  closing(): boolean;
  newTrackId(): string;
  log: FastifyBaseLogger;
}

interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

const INFO_OR_LOWER = new Set(['trace', 'debug', 'info']);
const CALL_PREFIX = '/api/v3/';
/** Bodies of read calls are a few hundred bytes; anything larger goes the long way. */
export const MAX_LANE_BODY = 8 * 1024;
/** Set per answer, or per connection by Node: never copied from a recorded answer. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

export class FastLane {
  /** Answers given by the lane (tests and the load benchmark read it). */
  hits = 0;
  private sources: FastLaneSources | null = null;
  private answerHeaders: OutgoingHttpHeaders | null = null;
  private pageHeaders: OutgoingHttpHeaders | null = null;
  private readonly preRead = new WeakMap<IncomingMessage, Buffer>();
  private readonly arrivals = new WeakMap<IncomingMessage, number>();

  constructor(private readonly callNames: ReadonlySet<string>) {}

  connect(sources: FastLaneSources) {
    this.sources = sources;
  }

  /** Fastify's serverFactory: the lane sees every request first. The timeouts are Fastify's own. */
  serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void, options: ServerTimeouts) => {
    const server = http.createServer((req, res) => {
      this.arrivals.set(req, performance.now());
      if (!this.tryServe(req, res, handler)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };

  /** The headers the full pipeline sent with a cached answer or the index page. */
  recordHeaders(kind: 'answer' | 'page', headers: Record<string, string | number | string[] | undefined>) {
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers))
      if (!PER_ANSWER.has(name.toLowerCase()) && value !== undefined) kept[name] = value;
    if (kind === 'answer') this.answerHeaders ??= kept;
    else this.pageHeaders ??= kept;
  }

  /** When the server first saw the request (performance.now()), before any of its own work. */
  arrivedAt(req: IncomingMessage): number | undefined {
    return this.arrivals.get(req);
  }

  /** The body the lane read from a request it then passed on, as a stream Fastify can parse. */
  takeBody(req: IncomingMessage): Readable | undefined {
    const body = this.preRead.get(req);
    if (body === undefined) return undefined;
    this.preRead.delete(req);
    const stream = Readable.from(body.length ? [body] : []);
    // Fastify compares this with Content-Length, as it would the bytes read from the socket.
    return Object.assign(stream, { receivedEncodedLength: body.length });
  }

  private tryServe(
    req: IncomingMessage,
    res: ServerResponse,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): boolean {
    const sources = this.sources;
    if (!sources || sources.closing()) return false;
    const url = req.url ?? '';
    if (req.method === 'GET') {
      if (!this.pageHeaders || !sources.isPagePath(url)) return false;
      void this.servePage(req, res, handler, sources);
      return true;
    }
    if (req.method !== 'POST' || !this.answerHeaders || !url.startsWith(CALL_PREFIX)) return false;
    const call = url.slice(CALL_PREFIX.length);
    if (!this.callNames.has(call)) return false;
    const length = Number(req.headers['content-length']);
    if (!Number.isInteger(length) || length > MAX_LANE_BODY || req.headers['transfer-encoding'] !== undefined)
      return false;
    if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return false;

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      void this.serveAnswer(req, res, call, body, sources).then(
        (served) => {
          if (served) return;
          this.preRead.set(req, body);
          handler(req, res);
        },
        () => {
          this.preRead.set(req, body);
          handler(req, res);
        },
      );
    });
    return true;
  }

  private async serveAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    call: string,
    body: Buffer,
    sources: FastLaneSources,
  ): Promise<boolean> {
    const entry = await sources.answer(call, body.toString('utf8').trim());
    if (!entry || sources.closing()) return false;
    const started = performance.now();
    const trackId = sources.newTrackId();
    const headers: OutgoingHttpHeaders = { ...this.answerHeaders, etag: entry.etag };
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers).end();
    } else {
      const gzip = entry.tailDeflated !== null && acceptsGzip(req.headers['accept-encoding']);
      const parts = answerParts(entry, trackId, gzip);
      headers['content-length'] = parts.reduce((n, part) => n + part.length, 0);
      if (gzip) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.cork();
      for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
      res.end(parts[parts.length - 1]);
    }
    this.served(req, res, trackId, started, sources);
    return true;
  }

  private async servePage(
    req: IncomingMessage,
    res: ServerResponse,
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    sources: FastLaneSources,
  ) {
    const page = await sources.page().catch(() => undefined);
    if (!page || sources.closing()) return handler(req, res);
    const started = performance.now();
    const { bytes, encoding } = pageEncoding(req.headers['accept-encoding'], page);
    const headers: OutgoingHttpHeaders = { ...this.pageHeaders, 'content-length': bytes.length };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers).end(bytes);
    this.served(req, res, sources.newTrackId(), started, sources);
  }

  private served(
    req: IncomingMessage,
    res: ServerResponse,
    trackId: string,
    started: number,
    sources: FastLaneSources,
  ) {
    this.hits++;
    // The same line Fastify writes when a request completes, so the log reads alike for both paths.
    if (INFO_OR_LOWER.has(sources.log.level)) {
      sources.log.info(
        {
          track_id: trackId,
          req: { method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: performance.now() - started,
          fromMemory: true,
        },
        'request completed',
      );
    }
  }
}
