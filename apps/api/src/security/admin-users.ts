import { hash, verify } from '@node-rs/argon2';
import type { Db } from '#api/db/index.ts';

/** Admin accounts: passwords are stored as argon2id hashes only. */
export const hashPassword = (password: string) => hash(password);

/**
 * Creates the account only if no row has its name: of several instances starting together on an empty
 * database exactly one inserts, and only that one may report the password it chose.
 */
export async function createAdminUserOnce(db: Db, username: string, password: string, role = 1): Promise<boolean> {
  const password_hash = await hashPassword(password);
  const inserted = await db
    .insertInto('admin_user')
    .values({ username, password_hash, role })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The account when the password is its own, else null. */
export async function checkAdminPassword(
  db: Db,
  username: string,
  password: string,
): Promise<{ id: number; username: string; role: number } | null> {
  const user = await db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirst();
  // Verify against a throwaway hash when the user is unknown so both paths take the same time.
  const ok = await verify(user?.password_hash ?? DUMMY_HASH, password).catch(() => false);
  return user && ok ? { id: user.id, username: user.username, role: user.role } : null;
}

const DUMMY_HASH = await hash('not-a-real-password');
