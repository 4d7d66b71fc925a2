import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawnPageModules, firstScreenCalls } from './first-screen.tsx';

const webRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

describe('pages drawn on the server', () => {
  it("name modules that exist and that the router loads, so the server links the pages' own styles", () => {
    const router = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
    expect(drawnPageModules.length).toBeGreaterThan(0);
    for (const module of drawnPageModules) {
      expect(fs.existsSync(path.join(webRoot, module)), module).toBe(true);
      expect(router, module).toContain(`import('../${module.replace(/^src\//, '')}')`);
    }
  });

  it('ask the calls their routes start in the browser, and nothing for other pages', () => {
    expect(firstScreenCalls('/tournaments/12?page=2')).toEqual([
      { name: 'app/announcement-latest', body: {} },
      { name: 'tournament/detail', body: { tournamentId: 12 } },
      { name: 'tournament/rank-individual', body: { tournamentId: 12, page: 2, pageSize: 64 } },
    ]);
    // The deck statistics tab is drawn by the browser.
    expect(firstScreenCalls('/tournaments/12?tab=decks')).toEqual([
      { name: 'app/announcement-latest', body: {} },
      { name: 'tournament/detail', body: { tournamentId: 12 } },
    ]);
    expect(firstScreenCalls('/cards/SV1S/069')).toEqual([
      { name: 'app/announcement-latest', body: {} },
      { name: 'card/card-detail', body: { setCode: 'SV1S', cardIndex: '069' } },
    ]);
    for (const url of ['/home', '/decks', '/tournaments/abc', '/tournaments/0', '/cards/SV1S', '/about']) {
      expect(firstScreenCalls(url), url).toBeNull();
    }
  });
});
