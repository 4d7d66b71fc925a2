import { sql } from 'kysely';

/** The Monday of the week of a date column (statistics weeks run Monday–Sunday, SPEC 9). */
export const WEEK_OF = (column: string) => sql.raw(`(${column} - (extract(isodow FROM ${column})::int - 1))`);
