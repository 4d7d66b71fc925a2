import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The version of the served data (migration 070). Every write that changes what a read call answers
 * (import, seed, admin edit) must call bumpDataVersion, inside its transaction or right after it:
 * cached answers are kept only as long as the version they were made at is current.
 */
// Any Kysely handle, a transaction included; the table is outside the typed schema on purpose, so
// that no query builder code depends on it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** How long after the database failed to answer the version the last one read is used without asking. */
const RETRY_AFTER_FAILURE_MS = 1000;

/** Bumps made by this process, so a reader of the embedded database knows when to look again. */
let localBumps = 0;

export async function bumpDataVersion(db: AnyDb): Promise<number> {
  localBumps++;
  const { rows } = await sql<{ version: number }>`
    UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

export async function readDataVersion(db: AnyDb): Promise<number> {
  const { rows } = await sql<{ version: number }>`SELECT version FROM data_version WHERE id = 1`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/**
 * Reads the version for many requests at once. A request may only trust a read that started after it
 * arrived (a write committed just before must be seen), so requests arriving while a read is under
 * way share the next one. Under load that is one tiny query per round trip, not one per request.
 */
export class DataVersionReader {
  private pending: Promise<number> | null = null;
  private running: Promise<number> | null = null;
  private known: { version: number; bumps: number } | null = null;
  private failedAt: number | null = null;

  /**
   * `onlyThisProcessWrites`: the embedded database, which one process holds (its folder is locked).
   * Every write then passes through bumpDataVersion here, and the version is read again only after
   * one: each query of PGlite runs on this event loop and touches its files, so a read per request
   * would cost as much as the cached answer saves. A read issued while a transaction that bumped is
   * still open waits for it on PGlite's single connection, so it sees the committed version.
   */
  constructor(
    private readonly db: AnyDb,
    private readonly onlyThisProcessWrites = false,
  ) {}

  current(): Promise<number> {
    if (this.onlyThisProcessWrites && this.known && this.known.bumps === localBumps)
      return Promise.resolve(this.known.version);
    // Just after a failed read, requests do not each wait for the next one to fail.
    if (this.known && this.failedAt !== null && performance.now() - this.failedAt < RETRY_AFTER_FAILURE_MS)
      return Promise.resolve(this.known.version);
    this.pending ??= this.readAfterRunning();
    return this.pending;
  }

  private async readAfterRunning(): Promise<number> {
    await this.running?.catch(() => undefined);
    // From here on the read starts: later arrivals must wait for another one.
    this.pending = null;
    const bumps = localBumps;
    const read = readDataVersion(this.db);
    this.running = read;
    try {
      const version = await read;
      this.known = { version, bumps };
      this.failedAt = null;
      return version;
    } catch (err) {
      if (!this.known || !isDatabaseUnavailable(err)) throw err;
      // No write can commit while the database is unreachable (from here at least): the last version
      // read stays the best answer, so cached answers keep being served through the outage.
      this.failedAt = performance.now();
      return this.known.version;
    }
  }
}
