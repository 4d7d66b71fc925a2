import { describe, expect, it } from 'vitest';
import { newTrackId } from './track-id.ts';

describe('track ids', () => {
  it('are 16 hex digits, and distinct across many pool refills', () => {
    const ids = Array.from({ length: 5000 }, newTrackId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
