import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#api/env.ts';
import type { CardDocument } from './format.ts';
import { trainerKeyEn, trainerNameEn } from './name-match.ts';
import { TRAINER_NAMES_EN } from './trainer-names.ts';

const doc = JSON.parse(
  gunzipSync(fs.readFileSync(path.join(REPO_ROOT, 'data/cards.json.gz'))).toString('utf8'),
) as CardDocument;
const prints = doc.englishPrints ?? [];
const chinese = doc.products.filter((p) => !p.international).flatMap((p) => p.cards.map((card) => ({ p, card })));
const en = (setCodeEn: string, cardIndexEn: string) =>
  prints.find((p) => p.setCodeEn === setCodeEn && p.cardIndexEn === cardIndexEn)!;

describe('trainer names across languages', () => {
  it('reads an English name without its speaker and without spelling differences', () => {
    expect(trainerKeyEn("Boss's Orders (Giovanni)")).toBe(trainerKeyEn("Boss's Orders"));
    expect(trainerKeyEn("Professor's Research (Professor Oak)")).toBe("professor's research");
    expect(trainerKeyEn('Pokégear 3.0')).toBe(trainerKeyEn('Pokegear 3.0'));
    expect(trainerKeyEn('Boss’s Orders')).toBe(trainerKeyEn("Boss's Orders"));
    expect(trainerKeyEn("Team Rocket's Great Ball")).not.toBe(trainerKeyEn('Great Ball'));
    expect(trainerNameEn('博士的研究（奥琳博士）')).toBe("Professor's Research");
    expect(trainerNameEn('N的PP提升剂')).toBe("N's PP Up");
  });

  it('names only English cards that exist, of the same kind', () => {
    const kinds = new Map<string, Set<string>>();
    for (const p of prints)
      kinds.set(trainerKeyEn(p.nameEn), (kinds.get(trainerKeyEn(p.nameEn)) ?? new Set()).add(p.cardType));
    const types = new Map<string, Set<string>>();
    for (const { card } of chinese)
      if (card.cardType !== 'Pokemon') types.set(card.name, (types.get(card.name) ?? new Set()).add(card.cardType));
    const wrong = Object.entries(TRAINER_NAMES_EN).filter(([name, english]) => {
      const found = kinds.get(trainerKeyEn(english));
      const type = types.get(name);
      return !found || (type !== undefined && ![...type].some((t) => found.has(t)));
    });
    expect(wrong).toEqual([]);
  });

  it('links every English print of one card to the Chinese card: speakers, reprints, owners', () => {
    const boss = chinese.find((c) => c.card.name === '老大的指令')!.card.effectId;
    for (const print of ['RCL 154', 'RCL 189', 'RCL 200', 'SHF 58', 'PAL 172', 'MEG 114'])
      expect(en(...(print.split(' ') as [string, string])), print).toMatchObject({
        effectId: boss,
        internationalOnly: false,
      });
    const research = chinese.find((c) => c.card.name.startsWith('博士的研究'))!.card.effectId;
    for (const print of ['CEL 23', 'CEL 24', 'SSH 178', 'SSH 201', 'SHF 60'])
      expect(en(...(print.split(' ') as [string, string])), print).toMatchObject({
        effectId: research,
        internationalOnly: false,
      });
    for (const [set, number, name] of [
      ['TWM', '165', '不公印章'],
      ['SSP', '177', '引力山岳'],
      ['JTG', '153', 'N的PP提升剂'],
      ['SFA', '54', '夜间学院'],
      ['BST', '123', '芽米'],
      ['DRI', '174', '火箭队的坂木'],
      ['ASC', '204', '火箭队的坂木'],
    ] as const) {
      const effect = chinese.find((c) => c.card.name === name)?.card.effectId;
      expect(effect, name).toBeDefined();
      expect(en(set, number), `${set} ${number}`).toMatchObject({ effectId: effect, internationalOnly: false });
    }
  });
});
