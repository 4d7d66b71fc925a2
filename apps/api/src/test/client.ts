import type { CallName, Envelope, RequestOf, ResponseOf } from '@ptcg/contract';
import { ResultCode } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Typed calls for API tests, checked against the contract's call table: the call name must exist,
 * the body must have the request's shape, and the answer's `data` has the response's type.
 *
 * A request the contract would not accept (wrong types, unknown fields) cannot be written through
 * these functions; tests of refusals use `TestApp.call` or `TestApp.post`, which take anything.
 */

export interface CallOptions {
  /** Cookie header, e.g. the `sid=...` of an admin login. */
  cookie?: string;
}

export interface CallAnswer<N extends CallName> {
  /** HTTP status (200 for every handled outcome, including refusals in the envelope). */
  status: number;
  /** The envelope; `data` is null unless `code` is 200. */
  body: Envelope<ResponseOf<N> | null>;
}

/** POST /api/v3/<name> through the app, without a network. */
export async function call<N extends CallName>(
  app: FastifyInstance,
  name: N,
  body?: RequestOf<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/${name}`,
    payload: (body ?? {}) as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** The answer's data of a call that must succeed; any other code fails with the answer's message. */
export async function callData<N extends CallName>(
  app: FastifyInstance,
  name: N,
  body?: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const { status, body: envelope } = await call(app, name, body, options);
  if (status !== 200 || envelope.code !== ResultCode.ok) {
    throw new Error(`${name} answered HTTP ${status}, code ${envelope.code}: ${envelope.msg}`);
  }
  // With code 200 the data is the call's response (null only for calls whose response is Nothing).
  return envelope.data as ResponseOf<N>;
}

/** A client bound to one app (and optionally one session), for tests that make many calls. */
export function testClient(app: FastifyInstance, options: CallOptions = {}) {
  return {
    call: <N extends CallName>(name: N, body?: RequestOf<N>) => call(app, name, body, options),
    data: <N extends CallName>(name: N, body?: RequestOf<N>) => callData(app, name, body, options),
  };
}
export type TestClient = ReturnType<typeof testClient>;
