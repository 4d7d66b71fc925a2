import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { knownAnswer, seedKnownAnswers } from './known-answers.ts';

/** A page whose head holds `content` in the known-answers meta tag (undefined: no such tag). */
function pageWith(content: string | undefined): Document {
  return {
    querySelector: (selector: string) =>
      selector === 'meta[name="known-answers"]' && content !== undefined ? { content } : null,
  } as unknown as Document;
}

const list = {
  list: [
    { regulation: 'H', group: 'SV', tournamentNum: 12, lastDate: '2026-11-20', isDefault: true },
    { regulation: 'G', group: 'SV', tournamentNum: 30, lastDate: '2026-03-01', isDefault: false },
  ],
};

describe('answers written into the page', () => {
  it('are in the cache under the key the hooks use, shown at once and still asked once from the server', () => {
    const client = createQueryClient();
    seedKnownAnswers(client, pageWith(JSON.stringify({ 'tournament/regulation-list': list })));
    expect(knownAnswer(client, 'tournament/regulation-list')).toEqual(list);
    const state = client.getQueryState(['tournament/regulation-list', {}]);
    expect(state?.status).toBe('success');
    // Entered as old: any staleTime makes the hook ask the server once.
    expect(state?.dataUpdatedAt).toBe(0);
  });

  it('change nothing when the tag is missing, unreadable or of another shape', () => {
    for (const content of [undefined, '', '{not json', 'null', '[]', '{"tournament/regulation-list":{"list":3}}']) {
      const client = createQueryClient();
      seedKnownAnswers(client, pageWith(content));
      expect(knownAnswer(client, 'tournament/regulation-list'), String(content)).toBeUndefined();
    }
  });

  it('take only the calls the server is known to write', () => {
    const client = createQueryClient();
    seedKnownAnswers(
      client,
      pageWith(JSON.stringify({ 'app/home': { list: [] }, 'tournament/regulation-list': list })),
    );
    expect(client.getQueryData(['app/home', {}])).toBeUndefined();
    expect(knownAnswer(client, 'tournament/regulation-list')).toEqual(list);
  });
});
