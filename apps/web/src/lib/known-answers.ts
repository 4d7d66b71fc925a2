import type { QueryClient } from '@tanstack/react-query';
import { KNOWN_ANSWER_CALLS, type KnownAnswers } from '@ptcg/contract';

/**
 * Puts the answers the server wrote into the page (`<meta name="known-answers">`, see KNOWN_ANSWER_CALLS)
 * into the cache under the keys their hooks use (`[name, {}]`), so a page that needs one starts its own
 * calls at once instead of waiting a round trip for it. They are entered as already old: shown at once,
 * still asked once from the server, because a page kept by the offline cache may carry an older list.
 * A missing or unreadable tag changes nothing: the calls are then made as usual.
 */
export function seedKnownAnswers(client: QueryClient, doc: Document = document): void {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="known-answers"]')?.content;
  if (!content) return;
  let known: Partial<KnownAnswers>;
  try {
    known = JSON.parse(content) as Partial<KnownAnswers>;
  } catch {
    return;
  }
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
