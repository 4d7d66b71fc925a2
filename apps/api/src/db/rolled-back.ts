import type { Db } from './index.ts';

/** Carries the result of the work out of the transaction, which the throw rolls back. */
class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}

/**
 * What `work` answers inside a transaction that is then always rolled back, so nothing it wrote stays:
 * a category edit's preview, and the comparison of the derived data with a full rebuild.
 */
export async function inRolledBackTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new RolledBack(await work(trx));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.result as T;
    throw err;
  }
  throw new Error('the transaction ended without rolling back');
}
