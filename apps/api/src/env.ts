import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: defaults resolve against it so the server behaves the same from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A folder given relative is taken from `cwd`, where the command was typed: npm runs workspace scripts
 * inside the workspace (apps/api) but records the caller's directory in INIT_CWD.
 */
function folder(fallback: string, cwd: string) {
  return z
    .string()
    .default(fallback)
    .transform((dir) => (dir.startsWith('memory://') || path.isAbsolute(dir) ? dir : path.resolve(cwd, dir)));
}

/** An IP address, or a range in CIDR notation (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const envSchema = (cwd: string) =>
  z.object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
    /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
    PGLITE_DIR: folder(path.join(REPO_ROOT, 'data/db'), cwd),
    LOG_LEVEL: z.preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    WEB_DIST: folder(path.join(REPO_ROOT, 'apps/web/dist'), cwd),
    DATA_DIR: folder(path.join(REPO_ROOT, 'data'), cwd),
    /** Load the default dataset into an empty database at start-up. */
    SEED_DEFAULT: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Card image URL template. Placeholders: {key} (the print's image key, e.g. "zh-tw/SV/SV1S/001"),
     * {setCode}, {cardIndex}. Empty: no remote image, the generated card face is used.
     */
    CARD_IMAGE_URL: z.string().default('https://assets.tcgdex.net/{key}/high.webp'),
    /**
     * Deck icon URL template; {key} is the icon key (a Pokémon's English slug, e.g. "iron-thorns"). The
     * default is the public sprite service that keys archetype icons by the same slugs; `none` draws the
     * generated badges only (the browser falls back to them by itself when the service cannot be reached).
     */
    ICON_URL: z
      .string()
      .default('https://r2.limitlesstcg.net/pokemon/gen9/{key}.png')
      .transform((url) => (url === 'none' ? '' : url)),
    ADMIN_USERNAME: z.string().default('admin'),
    ADMIN_PASSWORD: z.string().optional(),
    /** Login attempts allowed per minute, counted per address and per account. */
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(5),
    /** Hours an admin login stays valid. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    /**
     * The reverse proxies in front of the server, as a number of hops (`1`: one proxy, `true` is taken as
     * 1) or a comma-separated list of their addresses or CIDR ranges. The client's address (login limits),
     * https (Secure cookies) and the host are then read from the X-Forwarded-* headers those proxies
     * append to; addresses a client wrote into them itself are ignored. `false`: no proxy is believed.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): false | number | string[] => {
        const value = v.trim().toLowerCase();
        if (value === 'false' || value === '0') return false;
        if (value === 'true') return 1;
        if (/^\d+$/.test(value)) return Number(value);
        const addresses = value.split(',').map((a) => a.trim());
        const bad = addresses.find((a) => !isAddressOrRange(a));
        if (bad === undefined) return addresses;
        ctx.addIssue({
          code: 'custom',
          message: `must be false, a number of proxies (1) or a comma-separated list of their addresses; "${bad}" is not an address`,
        });
        return z.NEVER;
      }),
    /**
     * The day the server takes as today (YYYY-MM-DD): which season is current, and the time windows of
     * the deck statistics. Unset: the real date in China. Set it to show a dataset as of its own day.
     */
    TODAY: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .optional(),
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** Memory for cached answers of read calls, in MB. */
    ANSWER_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** Calls admitted to the database at once, running or waiting; more are answered 503 with Retry-After. */
    MAX_PENDING_CALLS: z.coerce.number().int().min(1).default(64),
    /**
     * How long (ms) a call may wait for the database, counted from when its request reached the server;
     * past it the call is answered 503 with Retry-After instead of late (decision 022).
     */
    MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(1000),
    /** Mean event-loop delay (ms) above which requests are answered 503 with Retry-After; 0 turns the check off. */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(250),
    /**
     * Server processes sharing the port (Node's cluster): `auto` is one per core on PostgreSQL and one
     * on the embedded database, which only the process that opened it can use.
     */
    WEB_CONCURRENCY: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).default('auto'),
  });

export type Env = z.infer<ReturnType<typeof envSchema>>;

/** Reads and checks the configuration once; a variable set to the empty string counts as unset. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema(source.INIT_CWD || process.cwd()).safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  if (!parsed.data.DATABASE_URL && typeof parsed.data.WEB_CONCURRENCY === 'number' && parsed.data.WEB_CONCURRENCY > 1)
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY: the embedded database is used by one process only; set DATABASE_URL to run several',
    );
  return parsed.data;
}

/** How many server processes to run (WEB_CONCURRENCY resolved). */
export function serverProcesses(env: Pick<Env, 'WEB_CONCURRENCY' | 'DATABASE_URL'>): number {
  if (env.WEB_CONCURRENCY !== 'auto') return env.WEB_CONCURRENCY;
  return env.DATABASE_URL ? os.availableParallelism() : 1;
}

/**
 * The server's one clock: TODAY at noon in China when set, else the system time. Every answer that
 * depends on the date (seasons, time windows) reads it, through the handler context.
 */
export function serverClock(env: Pick<Env, 'TODAY'>): () => Date {
  const fixed = env.TODAY ? new Date(`${env.TODAY}T12:00:00+08:00`) : null;
  return () => (fixed ? new Date(fixed) : new Date());
}
