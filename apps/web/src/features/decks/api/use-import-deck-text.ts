import { useApiMutation } from '#web/lib/use-api-mutation.ts';

/** Pokémon TCG Live text resolved to the Chinese decklist (`deck/import-text`). */
export function useImportDeckText() {
  return useApiMutation('deck/import-text');
}
