import { useApiMutation } from '#web/lib/use-api-mutation.ts';

export const useLogin = () => useApiMutation('auth/login');
