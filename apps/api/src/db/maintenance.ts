import { sql } from 'kysely';
import type { Db } from './index.ts';

/**
 * Merges the pending lists of every GIN index of a table into the index proper. Rows inserted into
 * a GIN index first land in an unsorted pending list that each search scans in full; PostgreSQL's
 * autovacuum merges it eventually, but the embedded database has no autovacuum. Call it after a bulk
 * insert (it works inside a transaction), before the table is read.
 */
export async function mergeGinPendingLists(db: Db, table: string): Promise<void> {
  await sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = ${table}::regclass AND am.amname = 'gin'`.execute(db);
}
