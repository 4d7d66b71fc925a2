import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_META, KNOWN_ANSWER_CALLS, type FirstScreenMeta, type KnownAnswers } from '@ptcg/contract';

/** The JSON of a meta tag the server wrote into the page; undefined when it is missing or unreadable. */
function metaJson<T>(doc: Document, name: string): T | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) return undefined;
  try {
    return JSON.parse(content) as T;
  } catch {
    return undefined;
  }
}

/**
 * Puts the answers the server wrote into the page (`<meta name="known-answers">`, see KNOWN_ANSWER_CALLS)
 * into the cache under the keys their hooks use (`[name, {}]`), so a page that needs one starts its own
 * calls at once instead of waiting a round trip for it. They are entered as already old: shown at once,
 * still asked once from the server, because a page kept by the offline cache may carry an older list.
 * A missing or unreadable tag changes nothing: the calls are then made as usual.
 */
export function seedKnownAnswers(client: QueryClient, doc: Document = document): void {
  const known = metaJson<Partial<KnownAnswers>>(doc, 'known-answers');
  if (!known || typeof known !== 'object') return;
  for (const name of KNOWN_ANSWER_CALLS) {
    const answer = known[name];
    if (answer && typeof answer === 'object' && Array.isArray(answer.list)) {
      client.setQueryData([name, {}], answer, { updatedAt: 0 });
    }
  }
}

/** A known answer of the page, even one still to be checked with the server; undefined when there is none. */
export function knownAnswer<N extends (typeof KNOWN_ANSWER_CALLS)[number]>(
  client: QueryClient,
  name: N,
): KnownAnswers[N] | undefined {
  return client.getQueryData<KnownAnswers[N]>([name, {}]);
}

/**
 * Puts the answers a page drawn on the server was drawn from (`<meta name="first-screen">`) into the cache
 * under their hooks' keys, as made at the time the server drew them: the browser draws the same page from
 * them without asking again, unless the page is older than the cache keeps answers fresh (a page the
 * offline cache kept), in which case they are shown and asked again.
 */
export function seedFirstScreenAnswers(client: QueryClient, doc: Document = document): void {
  const meta = metaJson<Partial<FirstScreenMeta>>(doc, FIRST_SCREEN_META);
  if (!meta || typeof meta.at !== 'number' || !Array.isArray(meta.answers)) return;
  // A server clock ahead of this one must not make the answers look fresher than now.
  const updatedAt = Math.min(meta.at, Date.now());
  for (const entry of meta.answers) {
    // A call's name as the hooks key it (`tournament/detail`); the contract's list of calls is not read
    // here, as it would bring every call's schema into the first bundle.
    if (
      !entry ||
      typeof entry.name !== 'string' ||
      !/^[a-z-]+\/[a-z-]+$/.test(entry.name) ||
      entry.answer === undefined
    )
      continue;
    client.setQueryData([entry.name, entry.body], entry.answer, { updatedAt });
  }
}
