import fs from 'node:fs';
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

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    parsers: { [OID.date]: textDate, [OID.numeric]: toNumber, [OID.int8]: toNumber },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // PGlite is a single connection: serialise raw work with the query queue it already has.
  return {
    db,
    kind: 'pglite',
    withRawConnection: (fn) => fn(async (text) => { await client.exec(text); }),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
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
  const pool = new pg.Pool({ connectionString: url, max: 10, types: types as pg.CustomTypesConfig });
  // Without a listener an idle connection's error is an uncaught 'error' event and ends the process.
  pool.on('error', (err) => onConnectionError?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    withRawConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(async (text) => { await conn.query(text); });
      } finally {
        conn.release();
      }
    },
    close: () => db.destroy(),
  };
}
