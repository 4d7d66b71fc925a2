import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { knownAnswer, seedFirstScreenAnswers, seedKnownAnswers } from './known-answers.ts';

/** A page whose head holds `content` in the meta tag `name` (undefined: no such tag). */
function pageWith(content: string | undefined, name = 'known-answers'): Document {
  return {
    querySelector: (selector: string) =>
      selector === `meta[name="${name}"]` && content !== undefined ? { content } : null,
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

describe('answers a page drawn on the server was drawn from', () => {
  const detail = { id: 7, name: '2026城市赛' };
  const body = { tournamentId: 7 };

  it("are in the cache under their hooks' keys, as made when the server drew the page", () => {
    const client = createQueryClient();
    const at = Date.now() - 5_000;
    seedFirstScreenAnswers(
      client,
      pageWith(JSON.stringify({ at, answers: [{ name: 'tournament/detail', body, answer: detail }] }), 'first-screen'),
    );
    expect(client.getQueryData(['tournament/detail', { tournamentId: 7 }])).toEqual(detail);
    // Fresh for the cache's staleTime: the app draws the page without asking again.
    expect(client.getQueryState(['tournament/detail', body])?.dataUpdatedAt).toBe(at);
  });

  it('are never newer than this clock, and entries that name no call or unreadable tags change nothing', () => {
    const client = createQueryClient();
    const ahead = Date.now() + 3_600_000;
    seedFirstScreenAnswers(
      client,
      pageWith(
        JSON.stringify({
          at: ahead,
          answers: [
            { name: 'tournament/detail', body, answer: detail },
            { name: '<script>', body: {}, answer: { x: 1 } },
            { name: 'tournament/rank-individual', body },
          ],
        }),
        'first-screen',
      ),
    );
    expect(client.getQueryState(['tournament/detail', body])!.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
    expect(client.getQueryData(['<script>', {}])).toBeUndefined();
    expect(client.getQueryData(['tournament/rank-individual', body])).toBeUndefined();
    for (const content of [undefined, '', '{not json', 'null', '{"at":"x","answers":[]}', '{"at":1}']) {
      const other = createQueryClient();
      seedFirstScreenAnswers(other, pageWith(content, 'first-screen'));
      expect(other.getQueryCache().getAll(), String(content)).toHaveLength(0);
    }
  });
});
