import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export const useLogout = () => useApiMutation('auth/logout');
