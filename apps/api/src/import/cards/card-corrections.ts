import type { CardDocument, CardRecordInput, PokemonAttrRecord } from './format.ts';

/**
 * Reviewed corrections of source records that contradict the printed card. Each entry names a
 * print whose game data (stage, type, HP, abilities, attacks, weakness, resistance, retreat) is
 * wrong in the source and the print of the same card to take it from, with what was wrong. The
 * English prints are the evidence: both prints show the same English card, whose attacks the
 * corrected print now has. Names, flavour text, rarity and artist stay the print's own.
 */
export const CARD_CORRECTIONS: { print: string; sameAs: string; wrong: string }[] = [
  { print: 'S10P 051', sameAs: 'S12a 116', wrong: 'ability name' }, // regidrago
  { print: 'S10a 013', sameAs: 'S12a 031', wrong: 'attack names' }, // hisuian basculegion
  { print: 'S12a 097', sameAs: 'S10D 047', wrong: 'attack cost or damage' }, // registeel
  { print: 'S6H 001', sameAs: 'S8b 007', wrong: 'attack names' }, // snover
  { print: 'S6H 002', sameAs: 'S8b 008', wrong: 'attack names, ability missing' }, // abomasnow
  { print: 'S6H 003', sameAs: 'SCC 008', wrong: 'attack names' }, // dwebble
  { print: 'S6H 004', sameAs: 'SCC 009', wrong: 'attack names' }, // crustle
  { print: 'S6H 010', sameAs: 'SCC 017', wrong: 'attack missing' }, // zarude
  { print: 'S6H 011', sameAs: 'S8b 021', wrong: 'attack names, ability missing' }, // castform sunny form
  { print: 'S6H 012', sameAs: 'SCC 025', wrong: 'attack names' }, // litleo
  { print: 'S6H 013', sameAs: 'SCC 026', wrong: 'attack names' }, // pyroar
  { print: 'S6H 014', sameAs: 'SCC 027', wrong: 'attack names' }, // volcanion v
  { print: 'S6H 015', sameAs: 'SCC 028', wrong: 'attack names' }, // scorbunny
  { print: 'S6H 016', sameAs: 'SCC 029', wrong: 'attack names' }, // raboot
  { print: 'S6H 017', sameAs: 'SCC 030', wrong: 'attack names, ability missing' }, // cinderace
  { print: 'S6H 019', sameAs: 'S8b 033', wrong: 'attack names, ability name' }, // castform snowy form
  { print: 'S6H 020', sameAs: 'SCC 045', wrong: 'attack names' }, // snorunt
  { print: 'S6H 021', sameAs: 'SCC 046', wrong: 'attack names, ability missing' }, // froslass
  { print: 'S6H 025', sameAs: 'SCC 050', wrong: 'attack names' }, // bergmite
  { print: 'S6H 026', sameAs: 'SCC 051', wrong: 'attack missing' }, // avalugg
  { print: 'S6H 027', sameAs: 'S8b 043', wrong: 'attack missing' }, // ice rider calyrex v
  { print: 'S6H 028', sameAs: 'S8b 044', wrong: 'attack names' }, // ice rider calyrex vmax
  { print: 'S6H 029', sameAs: 'SI 163', wrong: 'attack missing' }, // galarian rapidash v
  { print: 'S6H 030', sameAs: 'SI 164', wrong: 'attack names' }, // galarian slowpoke
  { print: 'S6H 031', sameAs: 'SCC 067', wrong: 'attack names' }, // drowzee
  { print: 'S6H 032', sameAs: 'SCC 068', wrong: 'attack missing' }, // hypno
  { print: 'S6H 033', sameAs: 'SCC 071', wrong: 'attack missing' }, // ralts
  { print: 'S6H 034', sameAs: 'SCC 072', wrong: 'attack missing' }, // kirlia
  { print: 'S6H 035', sameAs: 'SCC 073', wrong: 'attack missing, ability missing' }, // gardevoir
  { print: 'S6H 037', sameAs: 'SCC 076', wrong: 'attack missing' }, // banette
  { print: 'S6H 038', sameAs: 'SI 226', wrong: 'attack missing' }, // hippopotas
  { print: 'S6H 039', sameAs: 'SI 227', wrong: 'attack missing' }, // hippowdon
  { print: 'S6H 040', sameAs: 'S8b 085', wrong: 'attack missing' }, // gallade
  { print: 'S6H 041', sameAs: 'S8b 086', wrong: 'attack missing' }, // rockruff
  { print: 'S6H 042', sameAs: 'S8b 087', wrong: 'attack missing' }, // lycanroc
  { print: 'S6H 043', sameAs: 'SCC 094', wrong: 'attack missing, ability missing' }, // sandaconda v
  { print: 'S6H 044', sameAs: 'SI 242', wrong: 'attack missing' }, // sandaconda vmax
  { print: 'S6H 047', sameAs: 'SI 273', wrong: 'ability missing' }, // liepard v
  { print: 'S6H 057', sameAs: 'SCC 119', wrong: 'attack missing' }, // tornadus v
  { print: 'S6K 003', sameAs: 'SCC 004', wrong: 'attack missing' }, // celebi v
  { print: 'S6K 017', sameAs: 'SI 124', wrong: 'attack missing' }, // arctovish v
  { print: 'S6K 036', sameAs: 'S8b 082', wrong: 'attack missing' }, // shadow rider calyrex v
  { print: 'S6K 037', sameAs: 'S8b 083', wrong: 'ability missing' }, // shadow rider calyrex vmax
  { print: 'S6K 049', sameAs: 'SCC 108', wrong: 'attack missing' }, // metagross v
  { print: 'S6K 052', sameAs: 'SCC 117', wrong: 'attack missing' }, // blissey v
  { print: 'S7R 007', sameAs: 'SCD 012', wrong: 'attack missing' }, // trevenant v
  { print: 'S7R 008', sameAs: 'SI 029', wrong: 'attack missing' }, // trevenant vmax
  { print: 'S7R 015', sameAs: 'SI 065', wrong: 'attack missing' }, // volcarona v
  { print: 'S7R 020', sameAs: 'SCD 033', wrong: 'attack missing' }, // gyarados v
  { print: 'S7R 036', sameAs: 'SI 221', wrong: 'attack missing' }, // medicham v
  { print: 'S7R 042', sameAs: 'SCD 108', wrong: 'attack missing' }, // dragonite v
  { print: 'S7R 046', sameAs: 'S8b 119', wrong: 'attack missing' }, // rayquaza v
  { print: 'S7R 047', sameAs: 'S8b 120', wrong: 'ability missing' }, // rayquaza vmax
  { print: 'S8b 127', sameAs: 'SCC 117', wrong: 'attack missing' }, // blissey v
  { print: 'S9 083', sameAs: 'S12a 126', wrong: 'resistance' }, // arceus v
  { print: 'SC2a 082', sameAs: 'S4a 077', wrong: 'ability name' }, // polteageist
  { print: 'SCB 073', sameAs: 'S5R 041', wrong: 'extra attack, ability missing' }, // marowak
  { print: 'SCB 099', sameAs: 'S5I 053', wrong: 'extra attack, ability missing' }, // aegislash
  { print: 'SCB 100', sameAs: 'S5I 053', wrong: 'extra attack, ability missing' }, // aegislash
  { print: 'SCD 090', sameAs: 'SI 253', wrong: 'attack names' }, // gengar v
  { print: 'SH 012', sameAs: 'SCD 030', wrong: 'stage' }, // centiskorch
  { print: 'SI 167', sameAs: 'SPD 003', wrong: 'type, weakness, resistance, retreat' }, // starmie
  { print: 'SI 191', sameAs: 'S6a 040', wrong: 'weakness, resistance' }, // sylveon v
  { print: 'SI 215', sameAs: 'S5R 041', wrong: 'extra attack, ability missing' }, // marowak
  { print: 'SI 245', sameAs: 'S8 058', wrong: 'attack missing' }, // falinks
  { print: 'SI 286', sameAs: 'S6a 052', wrong: 'extra attack' }, // impidimp
  { print: 'SI 288', sameAs: 'S6a 054', wrong: 'attack names, attack cost or damage' }, // grimmsnarl
  { print: 'SI 289', sameAs: 'S5I 047', wrong: 'type, weakness' }, // morpeko
  { print: 'SI 313', sameAs: 'SP6 005', wrong: 'type, weakness, resistance' }, // zamazenta v
  { print: 'SV2P 065', sameAs: 'SV4a 337', wrong: 'attack names' }, // squawkabilly ex
  { print: 'SV3 125', sameAs: 'SV3 066', wrong: 'type, weakness' }, // charizard ex
  { print: 'SV3 134', sameAs: 'SV3 066', wrong: 'type, weakness' }, // charizard ex
  { print: 'SV6a 019', sameAs: 'SV8a 065', wrong: 'attack missing' }, // dusclops
  { print: 'SV6a 020', sameAs: 'SV8a 066', wrong: 'attack missing' }, // dusknoir
  { print: 'SV6a 037', sameAs: 'SV8a 103', wrong: 'attack missing' }, // munkidori ex
  { print: 'SV6a 038', sameAs: 'SV8a 104', wrong: 'attack missing' }, // fezandipiti ex
  { print: 'SV6a 039', sameAs: 'SV8a 105', wrong: 'attack missing' }, // pecharunt ex
  { print: 'SVD 012', sameAs: 'SV1a 011', wrong: 'type, weakness' }, // paldean tauros
];

/**
 * Chinese prints whose English print the game data cannot tell apart from another card's (same
 * species, HP, costs, damages and numbers; only the words differ), or whose English record lacks
 * part of the card, reviewed against the texts.
 */
export const ENGLISH_PINS: { print: string; english: string; why: string }[] = [
  { print: 'SC1a 048', english: 'SSH 89', why: '茶会: "Teatime", each player draws 2 cards' },
  { print: 'SC2a 081', english: 'DAA 82', why: '无声加害: "Furtive Drop", 2 damage counters' },
  // Arceus VSTAR: the records of these prints lack the VSTAR power Starbirth that SP 307 and the card have.
  { print: 'S9 084', english: 'BRS 123', why: 'Arceus VSTAR, record without its ability Starbirth' },
  { print: 'S9 084', english: 'BRS 176', why: 'Arceus VSTAR, record without its ability Starbirth' },
  { print: 'S9 084', english: 'BRS 184', why: 'Arceus VSTAR, record without its ability Starbirth' },
  { print: 'S9 084', english: 'CRZ GG70', why: 'Arceus VSTAR, record without its ability Starbirth' },
];

/** Names the source gives in an older translation of the same card. */
export const RENAMED: Record<string, string> = {
  // Pokégear 3.0: the Sword & Shield prints of 2020-2021 carry the first translation.
  '宝可齿轮3.0': '宝可装置3.0',
};

type Products = CardDocument['products'];

const GAME_FIELDS = [
  'stage',
  'energyType',
  'hp',
  'ability',
  'attack',
  'weakness',
  'resistance',
  'retreatCost',
] as const;

/** Applies CARD_CORRECTIONS in place; a correction whose prints are not both present is skipped. */
export function applyCardCorrections(products: Products): number {
  const byKey = new Map<string, CardRecordInput>(
    products.flatMap((p) => p.cards.map((c) => [`${p.setCode} ${c.cardIndex}`, c] as const)),
  );
  let applied = 0;
  for (const p of products) for (const c of p.cards) c.name = RENAMED[c.name] ?? c.name;
  for (const fix of CARD_CORRECTIONS) {
    const target = byKey.get(fix.print)?.pokemonAttr;
    const source = byKey.get(fix.sameAs)?.pokemonAttr;
    if (!target || !source) continue;
    for (const field of GAME_FIELDS)
      (target as Record<string, unknown>)[field] = structuredClone((source as PokemonAttrRecord)[field]);
    applied++;
  }
  return applied;
}

/** ENGLISH_PINS as effectId → English print ("SSH 89"), once the effect ids are computed. */
export function pinnedEnglishPrints(products: Products): Map<string, string> {
  const byKey = new Map<string, CardRecordInput>(
    products.flatMap((p) => p.cards.map((c) => [`${p.setCode} ${c.cardIndex}`, c] as const)),
  );
  const pins = new Map<string, string>();
  for (const pin of ENGLISH_PINS) {
    const effectId = byKey.get(pin.print)?.effectId;
    if (effectId) pins.set(pin.english, effectId);
  }
  return pins;
}
