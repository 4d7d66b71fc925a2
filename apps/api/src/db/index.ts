import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Runs plain SQL text (several statements allowed) on one connection. */
export type RawExec = (sqlText: string) => Promise<void>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Gives fn one dedicated connection for multi-statement SQL (migrations, locks). */
  withRawConnection<T>(fn: (exec: RawExec) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Connections per server process; also how many calls of a process run on PostgreSQL at once. */
export const POSTGRES_POOL_SIZE = 10;

const OID = { int8: 20, date: 1082, numeric: 1700 } as const;

/**
 * Both drivers answer the same JS types: `date` as 'YYYY-MM-DD' text (no time-zone shift),
 * `numeric` and `bigint` (counts) as numbers.
 */
const textDate = (v: string) => v;
const toNumber = (v: string) => Number(v);

export interface OpenOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /**
   * Told when an idle PostgreSQL connection breaks (server restart, failover, terminated backend).
   * The pool drops that connection and opens a new one on the next query; the process carries on.
   */
  onConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.onConnectionError) : openPglite(opts.pgliteDir);
}

/** The embedded database folder is open in another process (or twice in this one). */
export class DatabaseFolderLockedError extends Error {}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite keeps its state in this process's memory and writes the folder back as it goes: a second
 * process on the same folder would see none of the first one's writes and overwrite them. The lock
 * file names the owner; one left by a process that has died is taken over. It sits next to the folder
 * (data/db.lock), since PGlite creates a new database only in an empty folder.
 */
function lockFolder(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new DatabaseFolderLockedError(
          `The embedded database folder ${dir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}; ` +
            'stop that process first, or give this one another PGLITE_DIR or a DATABASE_URL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockFolder(dir);
  if (!inMemory) fs.mkdirSync(dir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      parsers: { [OID.date]: textDate, [OID.numeric]: toNumber, [OID.int8]: toNumber },
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // PGlite is a single connection: serialise raw work with the query queue it already has.
  return {
    db,
    kind: 'pglite',
    withRawConnection: (fn) =>
      fn(async (text) => {
        await client.exec(text);
      }),
    close: async () => {
      try {
        await db.destroy();
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, onConnectionError?: (err: Error) => void): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === OID.date) return textDate;
      if (oid === OID.numeric || oid === OID.int8) return toNumber;
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    // An unreachable server fails the call (503) instead of holding it until the client gives up.
    connectionTimeoutMillis: 3000,
    types: types as pg.CustomTypesConfig,
  });
  // Without a listener an idle connection's error is an uncaught 'error' event and ends the process.
  pool.on('error', (err) => onConnectionError?.(err));
  // The pool listens only while a connection is idle: one that breaks while checked out (backend
  // terminated mid-query) emits 'error' on the client, which without a listener ends the process.
  // Nothing to do there: the query itself rejects, failing just its request (which logs it), and the
  // pool drops the connection when it comes back unusable.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    withRawConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(async (text) => {
          await conn.query(text);
        });
      } finally {
        conn.release();
      }
    },
    close: () => db.destroy(),
  };
}
