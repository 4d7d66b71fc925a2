import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { OK_MSG } from './envelope.ts';

/**
 * Serialised answers of read calls, kept per call and normalised body and tagged with the data version
 * they were made at. What is kept is the envelope minus its per-request track_id, once plain and once
 * deflated, so a hit costs a lookup and a copy, like a static file.
 */

/** Answers smaller than this go out uncompressed: the gzip frame would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;

export interface CachedAnswer {
  version: number;
  etag: string;
  /** `","data":…}`: everything after the track_id value. */
  tail: Buffer;
  /** The tail as raw deflate blocks ending with the final block; null under the threshold. */
  tailDeflated: Buffer | null;
}

const HEAD = Buffer.from(`{"code":200,"msg":${JSON.stringify(OK_MSG)},"track_id":"`);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function makeCachedAnswer(version: number, data: unknown): CachedAnswer {
  const tail = Buffer.from(`","data":${JSON.stringify(data ?? null)}}`);
  const etag = `"${createHash('sha1').update(tail).digest('base64url').slice(0, 22)}"`;
  const tailDeflated = tail.length + HEAD.length >= COMPRESS_THRESHOLD ? zlib.deflateRawSync(tail, { level: 6 }) : null;
  return { version, etag, tail, tailDeflated };
}

export function plainAnswer(entry: CachedAnswer, trackId: string): Buffer {
  return Buffer.concat([HEAD, Buffer.from(trackId, 'latin1'), entry.tail]);
}

/**
 * The answer as one gzip member: the head with this request's track_id goes in a stored (uncompressed)
 * deflate block, followed by the cached deflate blocks of the tail. A stored block ends on a byte
 * boundary and the cached blocks refer only to their own text, so the two join into one valid stream.
 */
export function gzipAnswer(entry: CachedAnswer, trackId: string): Buffer {
  const head = Buffer.concat([HEAD, Buffer.from(trackId, 'latin1')]);
  const stored = Buffer.alloc(5);
  stored[0] = 0; // not the final block, stored
  stored.writeUInt16LE(head.length, 1);
  stored.writeUInt16LE(~head.length & 0xffff, 3);
  const crc = zlib.crc32(entry.tail, zlib.crc32(head));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((head.length + entry.tail.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, stored, head, entry.tailDeflated!, trailer]);
}

/** Whether the client takes gzip (Accept-Encoding lists gzip or * without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** JSON with object keys sorted, so bodies that differ only in key order share an entry. */
export function normalisedKey(name: string, body: unknown): string {
  return `${name}\n${JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value)}`;
}

export function createAnswerCache(maxBytes: number) {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.tail.length + (entry.tailDeflated?.length ?? 0) + key.length + 200,
  });
}
