import { z } from 'zod';

/** Codes carried in the envelope's `code` field (HTTP status is 200 for handled outcomes). */
export const ResultCode = {
  ok: 200,
  /** Valid request that cannot be answered in the current state (e.g. ranking of an unfinished event). */
  badState: 400,
  unauthorized: 401,
  /** A state-changing call from a page of another origin. */
  forbidden: 403,
  notFound: 404,
  /** Too many attempts (login); the message says how long to wait. */
  tooManyRequests: 429,
  /** Malformed request: wrong field type, missing field, broken JSON, unknown id. */
  malformed: 10002,
  tooLarge: 10003,
  internal: 500,
  /** The server is shutting down (or restarting); the request was not handled. */
  unavailable: 503,
} as const;

export const UNKNOWN_DATE = '0001-01-01T00:00:00Z';

/** ISO 8601 date-time with offset, or UNKNOWN_DATE. */
export const IsoDate = z.string().describe('ISO 8601 with offset, e.g. 2026-01-16T00:00:00+08:00');

export function Envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    track_id: z.string(),
    data,
  });
}
export type Envelope<T> = { code: number; msg: string; track_id: string; data: T };

export function Paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageCur: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    itemNum: z.number().int(),
  });
}
export type Paged<T> = { list: T[]; pageCur: number; pageNum: number; pageSize: number; itemNum: number };

/**
 * Page sizes are capped at what the screens ask for (SPEC 7 and 9): a bigger page only makes answers
 * that no screen shows, and costs memory and time for everyone else.
 */
export const MAX_PAGE_SIZE = 100;
/** page × pageSize must stay inside a PostgreSQL integer offset even for the largest page size (10000). */
export const MAX_PAGE = 100_000;

/** A page request field: integer ≥ 1 with a per-call default. */
export const page = () => z.number().int().min(1).max(MAX_PAGE).default(1);
export const pageSize = (fallback: number, max: number = MAX_PAGE_SIZE) =>
  z.number().int().min(1).max(max).default(fallback);

export const Empty = z.object({});
export const Nothing = z.null();

/** Largest id the database holds (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
/** Integer id as used by setId, seriesId, tournamentId, deckId and category id. */
export const Id = z.number().int().min(1).max(ID_MAX);

/**
 * A player's pin code, the one rule from importers to API calls: 2 to 40 letters, digits and _ . : -
 * (Play! Pokémon ids "CN94sI4sRe", Limitless players "LL-<user name>").
 */
export const PIN_CODE_MAX = 40;
export const PinCode = z
  .string()
  .trim()
  .min(2, '选手编号至少 2 个字符')
  .max(PIN_CODE_MAX, `选手编号最多 ${PIN_CODE_MAX} 个字符`)
  .regex(/^[0-9A-Za-z_.:-]+$/, '选手编号只能含字母、数字和 _ . : -');
