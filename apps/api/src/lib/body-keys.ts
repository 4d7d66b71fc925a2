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
