import { useApiMutation } from '#web/lib/use-api-mutation.ts';

export const useLogout = () => useApiMutation('auth/logout');
