import OpenCC from 'opencc-js';
import { mainlandText } from './mainland-terms.ts';

/**
 * Traditional (Taiwan) card text to mainland Simplified Chinese.
 *
 * Characters go through opencc-js (Taiwan variants to mainland characters). Its Taiwan phrase list
 * (`twp`) is not used: it is written for software vocabulary and rewrites game terms that the
 * mainland cards print exactly as Taiwan does (支援者 became 支持者, 超音波 超声波, 智慧 智能,
 * 学习装置 学习设备). The few Taiwan words that do differ on mainland cards are in TAIWAN_PHRASES.
 */

const toSimplifiedChars = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Characters opencc leaves alone that mainland text never uses: Taiwan's 牠 for animals, the
 * variant 砲, and Japanese forms that slipped into some Taiwan records.
 */
const CHARACTER_FIXES: Record<string, string> = {
  牠: '它',
  砲: '炮',
  㑩: '罗',
  撢: '掸',
  撃: '击',
  伝: '传',
  壊: '坏',
  戦: '战',
  鉄: '铁',
  剣: '剑',
  闘: '斗',
  // opencc writes 顎 (jaw) as 腭 (palate); the mainland names print 颚 (强颚鸡母虫, 大颚蚁).
  腭: '颚',
};

/** Taiwan words written differently in mainland card text. */
const TAIWAN_PHRASES: [string, string][] = [
  ['咖哩', '咖喱'],
  ['计程车', '出租车'],
  ['网路', '网络'],
  ['资讯', '信息'],
  ['程式', '程序'],
  ['软体', '软件'],
];

const CHARACTER_FIX_PATTERN = new RegExp(`[${Object.keys(CHARACTER_FIXES).join('')}]`, 'g');
/** Zero-width characters some records carry inside names and texts. */
const INVISIBLE = /[\u200b-\u200f\u2060\ufeff]/g;
/** Full-width Latin letters and digits (Ｑ, ３): the mainland prints use the ordinary ones. */
const FULL_WIDTH_ALNUM = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;

/** Japanese kana: a record with kana in its Chinese text carries an untranslated Japanese sentence. */
export const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc]/;

function tidy(s: string): string {
  return s
    .replace(INVISIBLE, '')
    .replace(FULL_WIDTH_ALNUM, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(CHARACTER_FIX_PATTERN, (c) => CHARACTER_FIXES[c]!);
}

/** A name (card, species, attack, ability, product): characters only, never a phrase rewrite. */
export function simplifiedName(traditional: string): string {
  return tidy(toSimplifiedChars(traditional));
}

/** A rules or flavour text, in the Taiwan prints' wording. */
export function simplifiedTaiwanText(traditional: string): string {
  let s = tidy(toSimplifiedChars(traditional));
  for (const [taiwan, mainland] of TAIWAN_PHRASES) s = s.replaceAll(taiwan, mainland);
  return s;
}

/** A rules or flavour text in mainland wording (mainland-terms.ts). */
export function simplifiedText(traditional: string): string {
  return mainlandText(simplifiedTaiwanText(traditional));
}

/** Text that is already simplified (CSMPiC) gets the same clean-up. */
export const tidySimplified = tidy;
