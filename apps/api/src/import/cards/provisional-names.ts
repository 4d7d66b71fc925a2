import { foldEn } from './english-prints.ts';
import { SPECIES_EN } from './english-names.ts';

/**
 * Chinese names of international-only Pokémon (no Chinese print yet), built only from parts that
 * Chinese prints already use: the mainland species name, 超级 for Mega, 光辉 for Radiant, the
 * regional form, the mechanic word and the owner names printed in Chinese. A name with any other
 * part (an owner never printed in Chinese, a form word) has no Chinese name: the card keeps its
 * English one. The site marks every such name 暂译.
 */

/** Owners printed in Chinese on cards of this dataset, with the English spelling of the same cards. */
export const OWNER_NAMES_ZH: Readonly<Record<string, string>> = {
  "N's": 'N的',
  "Hop's": '赫普的',
  "Cynthia's": '竹兰的',
  "Team Rocket's": '火箭队的',
  "Iono's": '奇树的',
  "Lillie's": '莉莉艾的',
  "Ethan's": '阿响的',
  "Misty's": '小霞的',
  "Arven's": '派帕的',
};

const REGIONS_ZH: Readonly<Record<string, string>> = {
  Alolan: '阿罗拉',
  Galarian: '伽勒尔',
  Hisuian: '洗翠',
  Paldean: '帕底亚',
};

/** Mechanic words as Chinese prints write them after the species (喷火龙ex, 骑拉帝纳VSTAR, 皮卡丘V-UNION). */
const MECHANICS = new Set(['ex', 'V', 'VMAX', 'VSTAR', 'V-UNION', 'GX']);

const NAME_EN =
  /^(?:(?<radiant>Radiant)\s+)?(?:(?<owner>.+?'s)\s+)?(?:(?<region>Alolan|Galarian|Hisuian|Paldean)\s+)?(?:(?<mega>Mega)\s+)?(?<species>.+?)(?:[\s-](?<mechanic>ex|V|VMAX|VSTAR|V-UNION|GX))?$/;

/**
 * The Chinese name of an English Pokémon name, or null when a part of it has no Chinese print.
 * `speciesZh` answers the mainland name of a national dex number.
 */
export function provisionalChineseName(nameEn: string, speciesZh: (dex: number) => string | null): string | null {
  const m = NAME_EN.exec(nameEn.trim());
  const g = m?.groups;
  if (!g?.species) return null;
  const dex = SPECIES_EN.findIndex((n) => foldEn(n) === foldEn(g.species!)) + 1;
  if (dex === 0) return null;
  const species = speciesZh(dex);
  if (!species) return null;
  const owner = g.owner === undefined ? '' : OWNER_NAMES_ZH[g.owner];
  if (owner === undefined) return null;
  if (g.mechanic !== undefined && !MECHANICS.has(g.mechanic)) return null;
  const region = g.region === undefined ? '' : `${REGIONS_ZH[g.region]!} `;
  return `${g.radiant ? '光辉' : ''}${owner}${region}${g.mega ? '超级' : ''}${species}${g.mechanic ?? ''}`;
}
