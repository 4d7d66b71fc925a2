import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counters are rows of `rate_limit`, so every server instance on one
 * database counts the same attempts. One statement increments or restarts the window atomically.
 */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit AS r (key, hits, reset_at)
        VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
        RETURNING hits, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`
        .execute(db)
        .then(
          (res) => {
            const row = res.rows[0]!;
            callback(null, { current: row.hits, ttl: Math.max(0, row.ttl) });
          },
          (err: Error) => callback(err),
        );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

const LOGIN_WINDOW_MS = 60_000;

/** The username a login request names, compared without case or surrounding spaces. */
function accountOf(req: FastifyRequest): string {
  const body = req.body;
  if (body === null || typeof body !== 'object') return '';
  const entry = Object.entries(body).find(([k]) => k.toLowerCase() === 'username');
  return typeof entry?.[1] === 'string' ? entry[1].trim().toLowerCase().slice(0, 64) : '';
}

export type LoginLimiter = (
  req: FastifyRequest,
) => Promise<{ refused: false } | { refused: true; waitSeconds: number }>;

/**
 * Counts every login attempt twice, per address and per account, before the password is checked:
 * guessing from many addresses at one account, or at many accounts from one address, both stop.
 */
export async function registerLoginLimiter(
  app: FastifyInstance,
  db: Db,
  attemptsPerMinute: number,
): Promise<LoginLimiter> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db) as never,
    timeWindow: LOGIN_WINDOW_MS,
    max: attemptsPerMinute,
  });
  const byAddress = app.createRateLimit({ keyGenerator: (req) => `login:ip:${req.ip}` });
  const byAccount = app.createRateLimit({ keyGenerator: (req) => `login:user:${accountOf(req)}` });
  return async (req) => {
    const [address, account] = await Promise.all([byAddress(req), byAccount(req)]);
    const exceeded = [address, account].filter((l) => !l.isAllowed && l.isExceeded);
    if (exceeded.length === 0) return { refused: false };
    const waitSeconds = Math.max(1, ...exceeded.map((l) => (l.isAllowed ? 0 : l.ttlInSeconds)));
    return { refused: true, waitSeconds };
  };
}
