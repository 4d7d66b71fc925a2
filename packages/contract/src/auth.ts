import { z } from 'zod';

export const LoginRequest = z.object({
  username: z.string().trim().min(3, '用户名太短').max(64),
  password: z.string().trim().min(3, '密码太短').max(256),
});
export const AuthInfo = z.object({ role: z.number().int(), username: z.string() });
export type AuthInfo = z.infer<typeof AuthInfo>;
export const LogoutRequest = z.object({});
