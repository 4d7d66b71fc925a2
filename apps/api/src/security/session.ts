import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#api/db/index.ts';
import type { AdminSession } from '../routes/handler.ts';

export const SESSION_COOKIE = 'sid';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sessions live in the database so any server instance behind the load balancer can read them. */
export async function readSession(db: Db, token: string | undefined): Promise<AdminSession | null> {
  if (!token || token.length > 128) return null;
  const row = await db
    .selectFrom('session')
    .innerJoin('admin_user', 'admin_user.id', 'session.user_id')
    .select(['admin_user.id', 'admin_user.username', 'admin_user.role'])
    .where('session.token_hash', '=', hashToken(token))
    .where('session.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { userId: row.id, username: row.username, role: row.role } : null;
}

export async function createSession(db: Db, userId: number, ttlMs: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + ttlMs);
  await db.deleteFrom('session').where('expires_at', '<', new Date()).execute();
  // Login counters of windows long over would otherwise stay for every address that ever tried.
  await db
    .deleteFrom('rate_limit')
    .where('reset_at', '<', new Date(Date.now() - 3600_000))
    .execute();
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expires })
    .execute();
  return { token, expires };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).execute();
}
