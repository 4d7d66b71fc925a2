import { hash, verify } from '@node-rs/argon2';
import { ResultCode } from '@ptcg/contract';
import type { Db } from '#api/db/index.ts';
import { ApiError } from '../handler.ts';
import type { AreaHandlers } from '../handler.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '#api/security/session.ts';

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

export const authHandlers: AreaHandlers<'auth'> = {
  'auth/login': async ({ username, password }, { db, env, reply, req }) => {
    const user = await db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirst();
    // Verify against a throwaway hash when the user is unknown so both paths take the same time.
    const ok = await verify(user?.password_hash ?? DUMMY_HASH, password).catch(() => false);
    if (!user || !ok) throw new ApiError(ResultCode.unauthorized, '用户名或密码错误');
    const session = await createSession(db, user.id, env.SESSION_TTL_HOURS * 3600_000);
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      expires: session.expires,
    });
    return { role: user.role, username: user.username };
  },
  'auth/logout': async (_body, { db, req, reply }) => {
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
    });
    return null;
  },
};

const DUMMY_HASH = await hash('not-a-real-password');
