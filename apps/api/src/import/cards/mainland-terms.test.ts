import { describe, expect, it } from 'vitest';
import { simplifiedText } from './chinese-text.ts';
import { MAINLAND_NAMES, MAINLAND_TEXT_TERMS, TAIWAN_ONLY, mainlandName, mainlandText } from './mainland-terms.ts';

describe('mainland wording', () => {
  it('rewrites every example of the term table', () => {
    for (const t of MAINLAND_NAMES) expect(mainlandName(t.example[0]), t.example[0]).toBe(t.example[1]);
    for (const t of MAINLAND_TEXT_TERMS) expect(mainlandText(t.example[0]), t.example[0]).toBe(t.example[1]);
  });

  it('leaves mainland text as it is, so applying it twice changes nothing', () => {
    for (const t of MAINLAND_TEXT_TERMS) expect(mainlandText(t.example[1]), t.example[1]).toBe(t.example[1]);
    for (const t of MAINLAND_NAMES) expect(mainlandName(t.example[1]), t.example[1]).toBe(t.example[1]);
  });

  it('never rewrites inside another word', () => {
    expect(mainlandText('将自己的卡组放回。牌库的卡片')).toBe('将自己的卡组放回。牌库的卡片');
    expect(mainlandText('这个招式的伤害增加自己弃牌区的支援者卡的张数×10点伤害。')).toBe(
      '这个招式的伤害增加自己弃牌区的支援者卡的张数×10点伤害。',
    );
    expect(mainlandText('已经抛掷2次硬币')).toBe('已经抛掷2次硬币');
    expect(mainlandText('丢弃区')).toBe('丢弃区');
    expect(mainlandName('大地之容器改')).toBe('大地之容器改');
    expect(mainlandName('博士的研究')).toBe('博士的研究');
    expect(mainlandName('基本炎能量 特别版')).toBe('基本炎能量 特别版');
  });

  it('gives one mainland name per basic energy type', () => {
    expect(['基本炎能量', '基本火能量'].map(mainlandName)).toEqual(['基本火能量', '基本火能量']);
    expect(['基本金属能量', '基本钢能量'].map(mainlandName)).toEqual(['基本钢能量', '基本钢能量']);
  });

  it('is applied to Taiwan texts on conversion', () => {
    const text = simplifiedText('擲1次硬幣若為正面，則將對手的戰鬥寶可夢【麻痺】。');
    expect(text).toBe('抛掷1次硬币，如果为正面，则使对手的战斗宝可梦陷入【麻痹】状态。');
    expect(TAIWAN_ONLY.test(text)).toBe(false);
    expect(TAIWAN_ONLY.test('掷1次硬币若为正面')).toBe(true);
  });
});
