import type { CallName, ParsedRequestOf, ResponseOf } from '@ptcg/contract';
import { ResultCode } from '@ptcg/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { Env } from '../env.ts';

export interface AdminSession {
  userId: number;
  username: string;
  role: number;
}

export interface HandlerContext {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  req: FastifyRequest;
  reply: FastifyReply;
  /**
   * The moment the request is answered for, from the server's one clock (TODAY when set). Handlers read
   * it instead of the system time: cached answers are keyed by its date in China.
   */
  now: Date;
  /** Set for admin calls (the router rejects them with 401 before the handler runs otherwise). */
  session: AdminSession | null;
}

export type Handler<N extends CallName> = (body: ParsedRequestOf<N>, ctx: HandlerContext) => Promise<ResponseOf<N>>;

/** The handlers of one area, e.g. AreaHandlers<'card'> has exactly the `card/*` calls. */
export type AreaHandlers<A extends string> = {
  [N in CallName as N extends `${A}/${string}` ? N : never]: Handler<N>;
};

export type AllHandlers = { [N in CallName]: Handler<N> };

/**
 * A handled outcome with a non-200 code, answered in the envelope. HTTP status 200 unless the request
 * could not even be read (broken JSON: 400).
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const badState = (msg: string) => new ApiError(ResultCode.badState, msg);
export const notFound = (msg: string) => new ApiError(ResultCode.malformed, msg);

/** Builds the paged answer shape of API-NOTES from a page of rows and the total. */
export function paged<T>(list: T[], total: number, page: number, pageSize: number) {
  return { list, pageCur: page, pageNum: Math.max(1, Math.ceil(total / pageSize)), pageSize, itemNum: total };
}
