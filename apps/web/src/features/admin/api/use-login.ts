import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const useLogin = () => useApiMutation('auth/login');
