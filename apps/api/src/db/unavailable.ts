/**
 * Whether an error means the database cannot be reached or dropped the connection (server down or
 * restarting, network cut, backend terminated), as opposed to a query that failed on its own: such a
 * call is answered 503 with Retry-After, and a read is tried once more on a fresh connection.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection_exception class.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_ERROR_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection (is )?closed|client has encountered a connection error|not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return CONNECTION_ERROR_MESSAGES.test(err.message);
}
