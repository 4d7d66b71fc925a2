import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PinCode } from '@ptcg/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTournamentFiles } from '#api/import/tournaments/import-tournaments.ts';
import { createTestApp, type TestApp } from '#api/test/app.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../import/tournaments/fixtures');
const FILES = ['limitless-sample.json', 'tdf-sample.tdf', 'tdf-multipod.tdf'].map((f) => path.join(FIXTURES, f));

let t: TestApp;
let imported: string[];

beforeAll(async () => {
  t = await createTestApp();
  const before = new Set(
    (await t.database.db.selectFrom('player').select('pin_code').execute()).map((r) => r.pin_code),
  );
  await importTournamentFiles(t.database.db, FILES);
  imported = (await t.database.db.selectFrom('player').select('pin_code').execute())
    .map((r) => r.pin_code)
    .filter((pin) => !before.has(pin));
});
afterAll(() => t.close());

describe('one pin-code rule from importer to API', () => {
  it('opens the profile of every imported player (Limitless names, TOM ids)', async () => {
    expect(imported.length).toBeGreaterThan(20);
    expect(imported).toContain('LL-fire_dragon');
    for (const pinCode of imported) {
      const res = await t.call('player/info', { pinCode });
      expect({ pinCode, code: res.body.code }).toEqual({ pinCode, code: 200 });
      expect(res.body.data.pinCode).toBe(pinCode);
      const played = await t.call('player/recent-played', { pinCode });
      expect({ pinCode, code: played.body.code }).toEqual({ pinCode, code: 200 });
    }
  });

  it('stores no pin code the API would refuse, in the default season either', async () => {
    const pins = (await t.database.db.selectFrom('player').select('pin_code').execute()).map((r) => r.pin_code);
    expect(pins.filter((pin) => !PinCode.safeParse(pin).success)).toEqual([]);
  });
});
