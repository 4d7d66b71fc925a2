import type { z } from 'zod';

/**
 * Renames body keys to the schema's spelling, ignoring case (`Page`, `SEARCHTEXT` → `page`, `searchText`),
 * as the original API did. Keys the schema does not know are dropped. Only the top level is matched:
 * nested objects (`hp: {op, value}`) are written by our own clients.
 */
export function canonicaliseKeys(body: Record<string, unknown>, schema: z.ZodObject): Record<string, unknown> {
  const byLower = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const canonical = byLower.get(key.toLowerCase());
    // An exact spelling wins over a case-insensitive one when a client sends both.
    if (canonical && (key === canonical || !(canonical in out))) out[canonical] = value;
  }
  return out;
}

/**
 * The path (`searchText`, `keyEffect.0.effectId`) of the first string holding a NUL character, which
 * PostgreSQL text cannot store; null when there is none. Walks without recursion: a body may nest
 * arrays thousands deep within the size limit.
 */
export function nulCharacterPath(body: unknown): string | null {
  const pending: [value: unknown, path: string][] = [[body, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '请求体';
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        pending.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}
