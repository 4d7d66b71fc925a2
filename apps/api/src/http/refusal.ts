import type { FastifyRequest } from 'fastify';
import { errorEnvelope } from '../lib/envelope.ts';

/**
 * The envelope of a handled refusal. It is logged with its code, because the HTTP status of most
 * refusals is 200 and the request's own log line would not show that it was turned down.
 */
export function refusal(req: FastifyRequest, code: number, msg: string) {
  req.log.info({ code, reason: msg }, 'call refused');
  return errorEnvelope(req.id, code, msg);
}
