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
/** One address may serve several people (an office, a campus): it gets a few accounts' worth of tries. */
const ADDRESS_SHARE = 4;
/** Attempts on one account from all addresses together, per minute, past which each attempt is slowed. */
const BRAKE_SHARE = 10;
const BRAKE_DELAY_MS = 1000;

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
 * Counts every login attempt before the password is checked (see decision 023). Refusals are local to
 * the address: per account and address, and per address whatever account it names, so failures from
 * other addresses never refuse the right password. An account attacked from many addresses at once is
 * braked instead: past a global rate, every attempt on it waits a second before it is checked.
 * `req.ip` is the client's address as the trusted proxies tell it (TRUST_PROXY).
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
  const byAccountAndAddress = app.createRateLimit({
    keyGenerator: (req) => `login:user-ip:${accountOf(req)}:${req.ip}`,
  });
  const byAddress = app.createRateLimit({
    keyGenerator: (req) => `login:ip:${req.ip}`,
    max: ADDRESS_SHARE * attemptsPerMinute,
  });
  const brake = app.createRateLimit({
    keyGenerator: (req) => `login:user:${accountOf(req)}`,
    max: BRAKE_SHARE * attemptsPerMinute,
  });
  return async (req) => {
    const [accountAndAddress, address, global] = await Promise.all([
      byAccountAndAddress(req),
      byAddress(req),
      brake(req),
    ]);
    const exceeded = [accountAndAddress, address].filter((l) => !l.isAllowed && l.isExceeded);
    if (exceeded.length > 0) {
      const waitSeconds = Math.max(1, ...exceeded.map((l) => (l.isAllowed ? 0 : l.ttlInSeconds)));
      return { refused: true, waitSeconds };
    }
    if (!global.isAllowed && global.isExceeded) await new Promise((resolve) => setTimeout(resolve, BRAKE_DELAY_MS));
    return { refused: false };
  };
}
