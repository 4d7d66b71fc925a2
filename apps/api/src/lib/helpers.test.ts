import { describe, expect, it } from 'vitest';
import { chunks } from './batches.ts';
import { jsonColumn } from './json-column.ts';
import { containsPattern, escapeLike } from './sql-like.ts';
import { escapeXml } from './xml.ts';

describe('escapeXml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('keeps Chinese text, tabs and line breaks, and drops characters XML cannot carry', () => {
    expect(escapeXml('皮卡丘\tex\n')).toBe('皮卡丘\tex\n');
    expect(escapeXml('a\u0000b\u0008c\uffffd')).toBe('abcd');
  });

  it('escapes an ampersand once', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});

describe('LIKE patterns', () => {
  it('makes wildcards and the escape character literal', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike('喷火龙ex')).toBe('喷火龙ex');
  });

  it('wraps the escaped text for a substring match', () => {
    expect(containsPattern('5_%')).toBe('%5\\_\\%%');
    expect(containsPattern('')).toBe('%%');
  });
});

describe('jsonColumn', () => {
  it('parses the string the embedded database answers', () => {
    expect(jsonColumn<{ qty: number }[]>('[{"qty":4}]')).toEqual([{ qty: 4 }]);
  });

  it('passes through the value the pg driver already parsed', () => {
    const value = [{ qty: 4 }];
    expect(jsonColumn(value)).toBe(value);
    expect(jsonColumn(null)).toBeNull();
  });
});

describe('chunks', () => {
  it('slices in order with a shorter last slice', () => {
    expect([...chunks([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...chunks([1, 2, 3, 4], 2)]).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('yields nothing for no items', () => {
    expect([...chunks([], 3)]).toEqual([]);
  });

  it('refuses a size that would never advance', () => {
    expect(() => [...chunks([1], 0)]).toThrow(RangeError);
  });
});
