/**
 * The value of a json/jsonb column as read from a row. The pg driver parses json columns itself;
 * PGlite, and values built as text in SQL, arrive as a JSON string. Both come out parsed.
 */
export function jsonColumn<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
