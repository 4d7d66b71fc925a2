import { useEffect } from 'react';
import { useApiQuery } from '#web/lib/use-api-query.ts';

const LAST_TEXT_KEY = 'announcement-last-text';

/**
 * The text known before the call answers, so the banner is drawn with the first paint instead of pushing
 * the page down later: the server writes the current text into the page's HTML; a page served from the
 * offline cache falls back to the text this browser saw last.
 */
function knownText(): { text: string; demo: boolean } | undefined {
  // On the server the answer is in the cache already (first-screen.tsx).
  if (typeof document === 'undefined') return undefined;
  // Whether the demonstration season is loaded is not known before the call: its marks wait for it.
  const meta = document.querySelector<HTMLMetaElement>('meta[name="site-announcement"]');
  if (meta) return { text: meta.content, demo: false };
  const last = localStorage.getItem(LAST_TEXT_KEY);
  return last === null ? undefined : { text: last, demo: false };
}

/** The site-wide announcement (`app/announcement-latest`); may contain simple HTML. */
export function useAnnouncement() {
  const query = useApiQuery(
    'app/announcement-latest',
    {},
    {
      staleTime: 10 * 60_000,
      initialData: knownText,
      // Known text is shown at once but still checked with the server on the first render.
      initialDataUpdatedAt: 0,
    },
  );
  const answered = query.dataUpdatedAt > 0 ? query.data?.text : undefined;
  useEffect(() => {
    if (answered !== undefined) localStorage.setItem(LAST_TEXT_KEY, answered);
  }, [answered]);
  return query;
}
