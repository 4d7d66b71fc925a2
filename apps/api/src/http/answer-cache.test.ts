import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crcOfHeadAndTail, gzipAnswer, makeCachedAnswer, plainAnswer } from './answer-cache.ts';

describe('cached answers', () => {
  it('computes the CRC of head and tail without reading the tail again, for any tail length', () => {
    for (const length of [0, 1, 7, 8, 1023, 1024, 65_537, 300_001]) {
      const entry = makeCachedAnswer(1, { text: 'é皮卡丘'.repeat(Math.ceil(length / 10)).slice(0, length) });
      const head = Buffer.from(`{"code":200,"track_id":"${length}`);
      expect(crcOfHeadAndTail(head, entry)).toBe(zlib.crc32(entry.tail, zlib.crc32(head)));
    }
  });

  it("gzips to exactly the plain answer, with this request's track id", () => {
    const data = { list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `喷火龙ex ${i}` })) };
    const entry = makeCachedAnswer(3, data);
    const plain = plainAnswer(entry, 'abc123');
    expect(JSON.parse(plain.toString())).toMatchObject({ code: 200, track_id: 'abc123', data });
    expect(zlib.gunzipSync(gzipAnswer(entry, 'abc123')).equals(plain)).toBe(true);
  });
});
