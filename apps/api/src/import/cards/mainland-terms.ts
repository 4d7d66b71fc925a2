/**
 * Mainland (simplified-Chinese print) wording of card names and texts, where it differs from the
 * Taiwan prints by more than the script. A reviewed table: each term rewrites a whole phrase only,
 * anchored so that it never fires inside another word (卡 becomes 卡牌 after a count, never in 卡组;
 * 丢弃 at the end of a clause, where the mainland prints 放于弃牌区), and each carries the example
 * its test checks. Applied by the TCGdex converter at import time, after the character conversion.
 */
export interface MainlandTerm {
  /** Taiwan phrase. */
  taiwan: RegExp;
  mainland: string;
  /** A Taiwan text and its mainland form, checked by the tests. */
  example: [string, string];
}

const STATUS = '【(?:中毒|灼伤|麻痹|睡眠|混乱)】';

/** Card names: one mainland name per card. */
export const MAINLAND_NAMES: MainlandTerm[] = [
  { taiwan: /^基本炎能量$/, mainland: '基本火能量', example: ['基本炎能量', '基本火能量'] },
  { taiwan: /^基本金属能量$/, mainland: '基本钢能量', example: ['基本金属能量', '基本钢能量'] },
  { taiwan: /^招式学习器 演进$/, mainland: '招式学习器 进化', example: ['招式学习器 演进', '招式学习器 进化'] },
  { taiwan: /^招式学习器 衰退$/, mainland: '招式学习器 退化', example: ['招式学习器 衰退', '招式学习器 退化'] },
  { taiwan: /^大地之容器$/, mainland: '大地容器', example: ['大地之容器', '大地容器'] },
  { taiwan: /^好友宝芬$/, mainland: '友好宝芬', example: ['好友宝芬', '友好宝芬'] },
  // The mainland prints name no person in these two cards.
  { taiwan: /^博士的研究（[^（）]+）$/, mainland: '博士的研究', example: ['博士的研究（木兰博士）', '博士的研究'] },
  { taiwan: /^老大的指令（[^（）]+）$/, mainland: '老大的指令', example: ['老大的指令（坂木）', '老大的指令'] },
];

/** Rules texts (abilities, attacks, trainer and energy effects). Order matters: longer phrases first. */
export const MAINLAND_TEXT_TERMS: MainlandTerm[] = [
  {
    taiwan: /(?<!抛)掷(\d+)次硬币[，,]?若为(正|反)面/g,
    mainland: '抛掷$1次硬币，如果为$2面',
    example: [
      '掷1次硬币若为正面，则将对手的战斗宝可梦【麻痹】。',
      '抛掷1次硬币，如果为正面，则使对手的战斗宝可梦陷入【麻痹】状态。',
    ],
  },
  {
    taiwan: /(?<!抛)掷(\d+)次硬币/g,
    mainland: '抛掷$1次硬币',
    example: ['掷4次硬币，造成正面数量×100点伤害。', '抛掷4次硬币，造成正面数量×100点伤害。'],
  },
  {
    taiwan: /(?<![如果])若为(正|反)面/g,
    mainland: '如果为$1面',
    example: ['若为反面，则这个招式失败。', '如果为反面，则这个招式失败。'],
  },
  {
    taiwan: /增加(\d+)点伤害/g,
    mainland: '追加造成$1点伤害',
    example: ['若场上有场地卡，则增加100点伤害。', '若场上有场地卡，则追加造成100点伤害。'],
  },
  {
    taiwan: new RegExp(`将([^。，；将]{1,30}?)((?:${STATUS}[、与和并]?)+)(?=[。，；]|$)`, 'g'),
    mainland: '使$1陷入$2状态',
    example: ['将对手的战斗宝可梦【中毒】与【混乱】。', '使对手的战斗宝可梦陷入【中毒】与【混乱】状态。'],
  },
  {
    taiwan: /的能量(各?)丢弃(\d+)个/g,
    mainland: '的$2个能量$1放于弃牌区',
    example: ['将对手的宝可梦身上的能量丢弃2个。', '将对手的宝可梦身上的2个能量放于弃牌区。'],
  },
  {
    taiwan: /丢弃(?=的|直到|才|时)/g,
    mainland: '放于弃牌区',
    example: ['造成丢弃的张数×30点伤害。', '造成放于弃牌区的张数×30点伤害。'],
  },
  {
    taiwan: /丢弃(?=[。，；、！）)]|$)/g,
    mainland: '放于弃牌区',
    example: ['然后，将那张场地卡丢弃。', '然后，将那张场地卡放于弃牌区。'],
  },
  { taiwan: /丢弃(\d+)张/g, mainland: '将$1张放于弃牌区', example: ['则再丢弃2张。', '则再将2张放于弃牌区。'] },
  {
    taiwan: /(?<!附着)附于/g,
    mainland: '附着于',
    example: ['选择1张雷能量卡，附于这只宝可梦身上。', '选择1张雷能量卡牌，附着于这只宝可梦身上。'],
  },
  { taiwan: /附加(?=的|于|在)/g, mainland: '附着', example: ['这只宝可梦身上附加的能量', '这只宝可梦身上附着的能量'] },
  { taiwan: /气绝/g, mainland: '昏厥', example: ['因招式的伤害而【气绝】时', '因招式的伤害而【昏厥】时'] },
  {
    taiwan: /(\d+|几|全部|那|这|其余|剩余)张卡(?![牌组片包])/g,
    mainland: '$1张卡牌',
    example: ['从自己的牌库选择最多3张卡加入手牌。', '从自己的牌库选择最多3张卡牌加入手牌。'],
  },
  { taiwan: /能量卡(?![牌组片包])/g, mainland: '能量卡牌', example: ['选择1张基本能量卡', '选择1张基本能量卡牌'] },
  {
    taiwan: /全部卡(?![牌组片包])/g,
    mainland: '全部卡牌',
    example: ['与附于其身上的全部卡放回手牌', '与附着于其身上的全部卡牌放回手牌'],
  },
  { taiwan: /金属能量/g, mainland: '钢能量', example: ['基本金属能量', '基本钢能量'] },
];

/**
 * Sentence patterns of the mainland prints, seen on the same cards (Taiwan form first). Each rewrites
 * a whole clause and is applied outside 「」 only, so a name quoted in a text is never touched.
 */
export const MAINLAND_SENTENCE_PATTERNS: MainlandTerm[] = [
  {
    taiwan: /从自己的(牌库|弃牌区)选择/g,
    mainland: '选择自己$1中的',
    example: ['从自己的牌库选择最多2张卡牌加入手牌。', '选择自己牌库中的最多2张卡牌加入手牌。'],
  },
  {
    taiwan: /在下个对手的回合/g,
    mainland: '在下一个对手的回合',
    example: ['在下个对手的回合，这只宝可梦不会受到伤害。', '在下一个对手的回合，这只宝可梦不会受到伤害。'],
  },
  {
    taiwan: /(?:在)?(?:给对手)?看过后[，,]?加入手牌/g,
    mainland: '给对手看过之后，加入手牌',
    example: ['选择1张训练家卡牌，在给对手看过后加入手牌。', '选择1张训练家卡牌，给对手看过之后，加入手牌。'],
  },
  {
    taiwan: /在自己的回合时可使用/g,
    mainland: '在自己的回合可以使用',
    example: ['在自己的回合时可使用1次。', '在自己的回合可以使用1次。'],
  },
  {
    taiwan: /这只宝可梦也受到(\d+)点伤害/g,
    mainland: '给这只宝可梦也造成$1点伤害',
    example: ['这只宝可梦也受到30点伤害。', '给这只宝可梦也造成30点伤害。'],
  },
  {
    taiwan: /放置于备战区/g,
    mainland: '放于备战区',
    example: ['将其放置于备战区。', '将其放于备战区。'],
  },
  { taiwan: /并且重洗牌库/g, mainland: '并重洗牌库', example: ['加入手牌。并且重洗牌库。', '加入手牌。并重洗牌库。'] },
  {
    taiwan: /(?:在)?这个情况下/g,
    mainland: '在这种情况下',
    example: ['这个情况下，追加造成90点伤害。', '在这种情况下，追加造成90点伤害。'],
  },
  { taiwan: /】与【/g, mainland: '】和【', example: ['附着了【水】与【雷】能量', '附着了【水】和【雷】能量'] },
  {
    taiwan: /己方只可使用1次【VSTAR】力量/g,
    mainland: '己方的【VSTAR】力量只能使用1次',
    example: ['[对战中，己方只可使用1次【VSTAR】力量。]', '[对战中，己方的【VSTAR】力量只能使用1次。]'],
  },
  {
    taiwan: /(?<![如果倘])若([^，。；若「」]{1,40})[，,]则/g,
    mainland: '如果$1的话，',
    example: [
      '若这只宝可梦身上附着了能量，则追加造成30点伤害。',
      '如果这只宝可梦身上附着了能量的话，追加造成30点伤害。',
    ],
  },
  {
    taiwan: /(?<![如果倘])若([^，。；若「」]{1,40})[，,]/g,
    mainland: '如果$1的话，',
    example: ['若对手的手牌有5张以上，这个招式失败。', '如果对手的手牌有5张以上的话，这个招式失败。'],
  },
  { taiwan: /(?<!抛)掷硬币/g, mainland: '抛掷硬币', example: ['掷硬币直到出现反面为止', '抛掷硬币直到出现反面为止'] },
];

/** Whether a text still has a Taiwan sentence pattern (scripts/mainland-wording.ts measures the share). */
export const hasTaiwanPattern = (text: string) =>
  MAINLAND_SENTENCE_PATTERNS.some((p) => outsideQuotes(text).some((part) => new RegExp(p.taiwan.source).test(part)));

/** The parts of a text outside 「」 quotes (names of cards, attacks and abilities). */
const outsideQuotes = (text: string) => text.split(/「[^」]*」/);

/** The term table alone: a rules text with mainland words, its sentence patterns as they were. */
export function mainlandWords(text: string): string {
  let out = text;
  for (const t of MAINLAND_TEXT_TERMS) out = out.replace(t.taiwan, t.mainland);
  return out;
}

/** A card name in its mainland form. */
export function mainlandName(name: string): string {
  for (const t of MAINLAND_NAMES) if (t.taiwan.test(name)) return name.replace(t.taiwan, t.mainland);
  return name;
}

/** A rules text in mainland wording. */
export function mainlandText(text: string): string {
  return mainlandWords(text)
    .split(/(「[^」]*」)/)
    .map((part) =>
      part.startsWith('「') ? part : MAINLAND_SENTENCE_PATTERNS.reduce((s, t) => s.replace(t.taiwan, t.mainland), part),
    )
    .join('');
}

/**
 * Taiwan-only phrases, for the measurement (scripts/mainland-wording.ts): what a text still holds
 * that the mainland prints word otherwise.
 */
export const TAIWAN_ONLY =
  /丢弃|气绝|附于|(?<!抛)掷\d+次硬币|(?<![如果])若为(?:正|反)面|增加\d+点伤害|将[^。，；将]{1,30}?【(?:中毒|灼伤|麻痹|睡眠|混乱)】(?=[。，；、与和并]|$)|金属能量|基本炎能量|大地之容器|好友宝芬|招式学习器 (?:演进|衰退)|(?<![抽])\d+张卡(?![牌组片包])/;
