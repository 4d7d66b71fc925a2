import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { OK_MSG } from '../lib/envelope.ts';

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
  /** CRC-32 of the tail, and the operator that moves a CRC past the tail's length (see crcOfHeadAndTail). */
  tailCrc: number;
  tailShift: Uint32Array | null;
}

const HEAD = Buffer.from(`{"code":200,"msg":${JSON.stringify(OK_MSG)},"track_id":"`);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function makeCachedAnswer(version: number, data: unknown): CachedAnswer {
  const tail = Buffer.from(`","data":${JSON.stringify(data ?? null)}}`);
  const etag = `"${createHash('sha1').update(tail).digest('base64url').slice(0, 22)}"`;
  const tailDeflated = tail.length + HEAD.length >= COMPRESS_THRESHOLD ? zlib.deflateRawSync(tail, { level: 6 }) : null;
  return {
    version,
    etag,
    tail,
    tailDeflated,
    tailCrc: zlib.crc32(tail),
    tailShift: tailDeflated ? zeroBytesOperator(tail.length) : null,
  };
}

export function plainAnswer(entry: CachedAnswer, trackId: string): Buffer {
  return Buffer.concat(answerParts(entry, trackId, false));
}

export function gzipAnswer(entry: CachedAnswer, trackId: string): Buffer {
  return Buffer.concat(answerParts(entry, trackId, true));
}

/**
 * The answer's bytes in pieces, for a writer that sends them without joining them first. Gzipped, it is
 * one gzip member: the head with this request's track_id goes in a stored (uncompressed) deflate block,
 * followed by the cached deflate blocks of the tail. A stored block ends on a byte boundary and the
 * cached blocks refer only to their own text, so the two join into one valid stream.
 */
export function answerParts(entry: CachedAnswer, trackId: string, gzip: boolean): Buffer[] {
  const head = Buffer.concat([HEAD, Buffer.from(trackId, 'latin1')]);
  if (!gzip || !entry.tailDeflated) return [head, entry.tail];
  const stored = Buffer.alloc(5);
  stored[0] = 0; // not the final block, stored
  stored.writeUInt16LE(head.length, 1);
  stored.writeUInt16LE(~head.length & 0xffff, 3);
  const crc = crcOfHeadAndTail(head, entry);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((head.length + entry.tail.length) >>> 0, 4);
  return [Buffer.concat([GZIP_HEADER, stored, head]), entry.tailDeflated, trailer];
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

/** A page kept compressed both ways, beside its plain bytes. */
export type EncodedPage = { plain: Buffer; br: Buffer; gzip: Buffer };

/** The bytes of a kept page the client takes (brotli, then gzip, else plain) and their Content-Encoding. */
export function pageEncoding(
  acceptEncoding: string | undefined,
  page: EncodedPage,
): { bytes: Buffer; encoding: 'br' | 'gzip' | undefined } {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return { bytes: page.br, encoding: 'br' };
  if (acceptsGzip(acceptEncoding)) return { bytes: page.gzip, encoding: 'gzip' };
  return { bytes: page.plain, encoding: undefined };
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
      : value,
  )}`;
}

export function createAnswerCache(maxBytes: number) {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.tail.length + (entry.tailDeflated?.length ?? 0) + key.length + 200,
  });
}

/*
 * The gzip trailer needs the CRC-32 of head + tail. Reading the whole tail again for every answer would
 * cost as much as the answer is long; CRC-32 is linear over GF(2) instead, so
 *   crc(head + tail) = shift(crc(head), tail.length) XOR crc(tail),
 * where shift is a 32×32 bit matrix made once per cached answer (as zlib's crc32_combine does).
 * A matrix is 32 columns; column n is the image of bit n.
 */
const CRC_POLY = 0xedb88320;

function applyOperator(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let n = 0; vector !== 0; n++, vector >>>= 1) if (vector & 1) sum ^= matrix[n]!;
  return sum >>> 0;
}

/** a ∘ b: first b, then a. */
function compose(a: Uint32Array, b: Uint32Array): Uint32Array {
  return Uint32Array.from(b, (column) => applyOperator(a, column));
}

/** Operators for 2^k zero bytes, k = 0…31. */
const ZERO_BYTE_POWERS: Uint32Array[] = (() => {
  // One zero bit: shift right, folding the polynomial in when the low bit falls off.
  let op: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (n === 0 ? CRC_POLY : 1 << (n - 1)));
  for (let i = 0; i < 3; i++) op = compose(op, op);
  const powers = [op];
  for (let k = 1; k < 32; k++) powers.push(compose(powers[k - 1]!, powers[k - 1]!));
  return powers;
})();

function zeroBytesOperator(length: number): Uint32Array {
  let op: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  for (let k = 0; length > 0; k++, length = Math.floor(length / 2))
    if (length & 1) op = compose(ZERO_BYTE_POWERS[k]!, op);
  return op;
}

/** CRC-32 of head followed by the entry's tail, reading only the head. */
export function crcOfHeadAndTail(head: Buffer, entry: CachedAnswer): number {
  const shift = entry.tailShift ?? zeroBytesOperator(entry.tail.length);
  return (applyOperator(shift, zlib.crc32(head)) ^ entry.tailCrc) >>> 0;
}
