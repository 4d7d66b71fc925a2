import { describe, expect, it } from 'vitest';
import { parseIdParam } from './route-params.ts';

describe('parseIdParam', () => {
  it('reads a positive integer id', () => {
    expect(parseIdParam('1')).toBe(1);
    expect(parseIdParam('2147483647')).toBe(2_147_483_647);
  });

  it('answers 0 (not found) for anything else', () => {
    for (const value of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 7',
      '7 ',
      'abc',
      '0x10',
      '2147483648',
      '99999999999',
    ]) {
      expect(parseIdParam(value), String(value)).toBe(0);
    }
  });
});
