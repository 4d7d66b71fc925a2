import { useIsFetching, useIsMutating, type Query } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import classes from './app-layout.module.css';

/** Calls that load quietly inside a page section and must not flash the site-wide bar. */
const QUIET_CALLS = new Set<unknown>(['deck/deck-recent-by-card']);

const countsQuery = (query: Query) => !QUIET_CALLS.has(query.queryKey[0]);

/** Thin bar across the top while any request or page download is under way. */
export function LoadingBar() {
  const fetching = useIsFetching({ predicate: countsQuery });
  const mutating = useIsMutating({ predicate: (mutation) => !QUIET_CALLS.has(mutation.options.mutationKey?.[0]) });
  const navigating = useNavigation().state !== 'idle';
  if (!fetching && !mutating && !navigating) return null;
  return <div className={classes.loadingBar} role="progressbar" aria-label="加载中" data-testid="loading-bar" />;
}
