import { hash, verify } from '@node-rs/argon2';
import { ResultCode } from '@ptcg/contract';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../handler.ts';
import type { AreaHandlers } from '../handler.ts';
import { SESSION_COOKIE, createSession, deleteSession } from './session.ts';

export const hashPassword = (password: string) => hash(password);

export async function upsertAdminUser(db: Db, username: string, password: string, role = 1): Promise<void> {
  const password_hash = await hashPassword(password);
  await db
    .insertInto('admin_user')
    .values({ username, password_hash, role })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash, role }))
    .execute();
}

export const authHandlers: AreaHandlers<'auth'> = {
  'auth/login': async ({ username, password }, { db, reply, req }) => {
    const user = await db.selectFrom('admin_user').selectAll().where('username', '=', username).executeTakeFirst();
    // Verify against a throwaway hash when the user is unknown so both paths take the same time.
    const ok = await verify(user?.password_hash ?? DUMMY_HASH, password).catch(() => false);
    if (!user || !ok) throw new ApiError(ResultCode.unauthorized, '用户名或密码错误');
    const session = await createSession(db, user.id);
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', expires: session.expires,
    });
    return { role: user.role, username: user.username };
  },
  'auth/logout': async (_body, { db, req, reply }) => {
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  },
};

const DUMMY_HASH = await hash('not-a-real-password');
