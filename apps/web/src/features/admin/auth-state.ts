import { useLocalStorage } from '@mantine/hooks';
import type { AuthInfo } from '@ptcg/contract';

export const ADMIN_AUTH_KEY = 'admin-auth';
export const LOGGED_OUT: AuthInfo = { role: 0, username: '' };

/**
 * The login state as SPEC 4 describes it: role 0 and an empty username when logged out, persisted in the
 * browser. It only decides what the pages show; the server checks the session cookie on every admin call.
 */
export function useAdminAuth() {
  const [auth, setAuth] = useLocalStorage<AuthInfo>({
    key: ADMIN_AUTH_KEY,
    defaultValue: LOGGED_OUT,
    getInitialValueInEffect: false,
    deserialize: (value) => {
      try {
        const parsed = value ? (JSON.parse(value) as Partial<AuthInfo>) : null;
        return parsed && typeof parsed.username === 'string' && typeof parsed.role === 'number'
          ? { role: parsed.role, username: parsed.username }
          : LOGGED_OUT;
      } catch {
        return LOGGED_OUT;
      }
    },
  });
  return {
    auth,
    loggedIn: auth.role !== 0 && auth.username !== '',
    setLoggedIn: (info: AuthInfo) => setAuth(info),
    setLoggedOut: () => setAuth(LOGGED_OUT),
  };
}
