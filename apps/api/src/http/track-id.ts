import { randomBytes } from 'node:crypto';

/**
 * A request's track_id: 16 random hex digits. Random bytes are drawn 8 KB at a time, since asking the
 * system for 8 bytes per request costs more than answering a cached call.
 */
const POOL_BYTES = 8 * 1024;
let pool = Buffer.alloc(0);
let offset = 0;

export function newTrackId(): string {
  if (offset + 8 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + 8);
  offset += 8;
  return id;
}
