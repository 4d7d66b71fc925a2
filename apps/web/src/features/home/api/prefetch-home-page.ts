import { prefetchCall } from '#web/lib/prefetch.ts';

/** Everything home shows, asked for with the route. */
export function prefetchHomePage() {
  void prefetchCall('app/home', {});
}
