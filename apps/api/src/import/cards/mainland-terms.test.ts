import { describe, expect, it } from 'vitest';
import { simplifiedText } from './chinese-text.ts';
import {
  MAINLAND_NAMES,
  MAINLAND_SENTENCE_PATTERNS,
  MAINLAND_TEXT_TERMS,
  TAIWAN_ONLY,
  hasTaiwanPattern,
  mainlandName,
  mainlandText,
  mainlandWords,
} from './mainland-terms.ts';

describe('mainland wording', () => {
  it('rewrites every example of the term table', () => {
    for (const t of MAINLAND_NAMES) expect(mainlandName(t.example[0]), t.example[0]).toBe(t.example[1]);
    for (const t of MAINLAND_TEXT_TERMS) expect(mainlandWords(t.example[0]), t.example[0]).toBe(t.example[1]);
  });

  it('rewrites the sentence patterns of whole clauses, never a quoted name', () => {
    for (const t of MAINLAND_SENTENCE_PATTERNS) {
      expect(mainlandText(t.example[0]), t.example[0]).toBe(t.example[1]);
      expect(hasTaiwanPattern(t.example[0]), t.example[0]).toBe(true);
      expect(hasTaiwanPattern(t.example[1]), t.example[1]).toBe(false);
      expect(mainlandText(t.example[1]), t.example[1]).toBe(t.example[1]);
    }
    // Real sentences of Taiwan prints and the mainland print of the same card.
    expect(mainlandText('在自己的回合时可使用。从自己的牌库选择最多2张卡牌加入手牌。并且重洗牌库。')).toBe(
      '在自己的回合可以使用。选择自己牌库中的最多2张卡牌加入手牌。并重洗牌库。',
    );
    expect(mainlandText('[对战中，己方只可使用1次【VSTAR】力量。]')).toBe('[对战中，己方的【VSTAR】力量只能使用1次。]');
    // A clause around a quoted name is left whole rather than risk the name.
    expect(mainlandText('若对手的战斗宝可梦是「若叶的石头」，则追加造成30点伤害。')).toBe(
      '若对手的战斗宝可梦是「若叶的石头」，则追加造成30点伤害。',
    );
    expect(mainlandText('将「这个情况下」放置于备战区')).toBe('将「这个情况下」放于备战区');
  });

  it('leaves mainland text as it is, so applying it twice changes nothing', () => {
    for (const t of MAINLAND_TEXT_TERMS) expect(mainlandWords(t.example[1]), t.example[1]).toBe(t.example[1]);
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
