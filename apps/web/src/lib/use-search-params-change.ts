import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Changes the query string starting from the address as it is now, not as the last render saw it.
 *
 * React Router writes a search-only navigation to the history at once but renders it in a transition,
 * so for a moment the page still shows (and its handlers still hold) the previous `searchParams`.
 * Its `setSearchParams(prev => …)` does not help: `prev` is that same render's copy. A second filter
 * change made in that moment — a quick user on a busy phone — would be built on the old params and
 * silently drop the first one. Reading `window.location.search` at the time of the change keeps every
 * change, however fast they follow each other.
 */
export function useSearchParamsChange() {
  const navigate = useNavigate();
  return useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams | void, options?: NavigateOptions) => {
      const params = new URLSearchParams(window.location.search);
      const next = change(params) ?? params;
      void navigate(`?${next.toString()}`, options);
    },
    [navigate],
  );
}
