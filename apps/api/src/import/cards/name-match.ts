import { TRAINER_NAMES_EN } from './trainer-names.ts';

/**
 * The rules by which a trainer or special energy is one card across languages, in one place: the
 * English name as a key (what the English prints spell differently for the same card taken out),
 * and the English name of a Chinese one (trainer-names.ts, reviewed).
 *
 * - A speaker in brackets is not part of the name: `Boss's Orders (Giovanni)` (RCL 154, SSH 178,
 *   SHF 58) and `Professor's Research (Professor Oak)` (CEL 24) are `Boss's Orders` and
 *   `Professor's Research`, as 老大的指令 and 博士的研究（木兰博士） are one card each.
 * - Accents, curly apostrophes and letter case are spelling: `Pokégear 3.0` = `Pokegear 3.0`.
 * - Owner names stay: `Team Rocket's Great Ball` is not `Great Ball`, `N's PP Up` is its own card.
 */
/** English text compared without accents, curly apostrophes or case. */
export const foldEn = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .trim();

export function trainerKeyEn(nameEn: string): string {
  return foldEn(nameEn)
    .replace(/\s*\([^()]*\)$/, '')
    .replace(/\s+/g, ' ');
}

/** English name of a Chinese trainer or energy (a speaker in brackets is not part of the name). */
export function trainerNameEn(name: string): string | undefined {
  return TRAINER_NAMES_EN[name] ?? TRAINER_NAMES_EN[name.replace(/\s*[（(][^）)]*[）)]$/, '')];
}

/**
 * Chinese cards that have no English print, reviewed: the card was never printed outside Asia, or
 * the source record is not a real print. Every other Chinese card without an English link is a miss.
 */
export const WITHOUT_ENGLISH_PRINT: readonly { name: RegExp; why: string }[] = [
  { name: /^胜利之证/, why: '亚洲赛事奖品卡（Victory Cup），无英文版' },
];

/** Why a Chinese card has no English link: a reviewed Asia-only card, or what the matching lacks. */
export function missingEnglishReason(card: { name: string; cardType: string; internationalPrintKinds: string[] }) {
  const reviewed = WITHOUT_ENGLISH_PRINT.find((w) => w.name.test(card.name));
  if (reviewed) return { asiaOnly: true, why: reviewed.why };
  if (card.cardType === 'Pokemon')
    return { asiaOnly: false, why: '未对应：宝可梦的物种、HP、招式与所有英文卡都不一致' };
  if (card.cardType === 'Basic Energy') return { asiaOnly: false, why: '未对应：基本能量名无法识别' };
  const en = trainerNameEn(card.name);
  if (!en) return { asiaOnly: false, why: '未对应：trainer-names.ts 中没有这个中文名' };
  return card.internationalPrintKinds.length === 0
    ? { asiaOnly: false, why: `未对应：没有名为 ${en} 的英文卡` }
    : {
        asiaOnly: false,
        why: `未对应：英文卡 ${en} 是${card.internationalPrintKinds.join('/')}，中文卡是${card.cardType}`,
      };
}
