import { z } from 'zod';

/** Codes carried in the envelope's `code` field (HTTP status is 200 for handled outcomes). */
export const ResultCode = {
  ok: 200,
  /** Valid request that cannot be answered in the current state (e.g. ranking of an unfinished event). */
  badState: 400,
  unauthorized: 401,
  notFound: 404,
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

export const MAX_PAGE_SIZE = 10000;

/** A page request field: integer ≥ 1 with a per-call default. */
export const page = () => z.number().int().min(1).max(1_000_000).default(1);
export const pageSize = (fallback: number) => z.number().int().min(1).max(MAX_PAGE_SIZE).default(fallback);

export const Empty = z.object({});
export const Nothing = z.null();

/** Largest id the database holds (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
/** Integer id as used by setId, seriesId, tournamentId, deckId and category id. */
export const Id = z.number().int().min(1).max(ID_MAX);
