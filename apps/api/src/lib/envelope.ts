import type { Envelope } from '@ptcg/contract';
import { ResultCode } from '@ptcg/contract';

export const OK_MSG = 'OK.';

export function envelope<T>(trackId: string, data: T, code: number = ResultCode.ok, msg = OK_MSG): Envelope<T> {
  return { code, msg, track_id: trackId, data };
}

export function errorEnvelope(trackId: string, code: number, msg: string): Envelope<null> {
  return envelope(trackId, null, code, msg);
}
