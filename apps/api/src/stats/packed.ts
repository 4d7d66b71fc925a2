import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Large reads of the statistics code as one text instead of rows. The embedded database hands over
 * one long text many times faster than the same data as rows (a million pairings: about 1 s against
 * 10 s), so a rebuild that needs hundreds of thousands of rows in JS asks for
 * string_agg(field || chr(31) || field …, chr(30)) and walks the text with a Packed reader.
 *
 * Fields must not hold the two separators and must not be null (a null drops the whole record):
 * ids, numbers and pin codes ([0-9A-Za-z_.:-], PinCode) qualify; coalesce nullable columns.
 */

/** The separators of a packed text: between the fields of a record, and between records. */
export const FIELD = '\x1f';
export const RECORD = '\x1e';
const FIELD_CODE = FIELD.charCodeAt(0);
const RECORD_CODE = RECORD.charCodeAt(0);

/** `string_agg` of the given columns, aliased `s`. */
export function packedColumns(columns: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return sql`string_agg((${sql.join(columns, sql` || chr(31) || `)})::text, chr(30)) AS s`;
}

/** Runs a query selecting packedColumns(…) and answers its text ('' when it matched nothing). */
export async function readPacked(db: Db, query: RawBuilder<unknown>): Promise<string> {
  const result = await sql<{ s: string | null }>`${query}`.execute(db);
  return result.rows[0]?.s ?? '';
}

/**
 * Reads the fields of a packed text in order. Each read consumes one field and the separator after
 * it, so the caller reads the fields of a record in the order they were packed.
 */
export class Packed {
  private pos = 0;

  constructor(private readonly text: string) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  /** A field holding an integer (optionally negative). */
  int(): number {
    const t = this.text;
    let i = this.pos;
    let negative = false;
    if (t.charCodeAt(i) === 45) {
      negative = true;
      i += 1;
    }
    let n = 0;
    for (let c = t.charCodeAt(i); c >= 48 && c <= 57; c = t.charCodeAt(++i)) n = n * 10 + (c - 48);
    this.pos = i + 1;
    return negative ? -n : n;
  }

  /** A text field. */
  str(): string {
    const t = this.text;
    let i = this.pos;
    for (let c = t.charCodeAt(i); i < t.length && c !== FIELD_CODE && c !== RECORD_CODE; c = t.charCodeAt(++i));
    const s = t.slice(this.pos, i);
    this.pos = i + 1;
    return s;
  }

  /** A field holding any number (a numeric sum, say). */
  num(): number {
    return Number(this.str());
  }
}
