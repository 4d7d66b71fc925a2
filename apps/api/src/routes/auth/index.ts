import { ResultCode } from '@ptcg/contract';
import { checkAdminPassword } from '#api/security/admin-users.ts';
import { ApiError } from '../handler.ts';
import type { AreaHandlers } from '../handler.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '#api/security/session.ts';

export const authHandlers: AreaHandlers<'auth'> = {
  'auth/login': async ({ username, password }, { db, env, reply, req }) => {
    const user = await checkAdminPassword(db, username, password);
    if (!user) throw new ApiError(ResultCode.unauthorized, '用户名或密码错误');
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
