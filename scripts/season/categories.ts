import { nameWithoutMechanic, type ClassifierCategory } from '@ptcg/tcg';
import type { CardDocument } from '#api/import/cards/format.ts';
import type { TournamentDocument } from '#api/import/tournaments/format.ts';
import type { ArchetypeTemplate, CardRef } from './archetypes.ts';

/**
 * The default category rules, built from the archetype templates. A key card is named by its English
 * name ("Name@SET NUM" for one print, "A|B" for the first that exists); it resolves to a Chinese print
 * when the card data has one, otherwise to the international print's effect id, so archetypes of sets
 * not yet printed in Chinese are classified from the day their cards are in the catalogue.
 */

export interface KeyCard {
  effectId: string;
  /** English identity ("SET NUM") of the print the rule names. */
  en: string;
  /** The Chinese print, or null for an international-only card. */
  print: { setCode: string; cardIndex: string; name: string } | null;
  /** The Pokémon's Chinese name without the mechanic word (超级路卡利欧, 阿响的火暴兽); null when unknown. */
  name: string | null;
}

type CategoryDocument = NonNullable<TournamentDocument['categories']>[number];
type KeyCardDocument = NonNullable<CategoryDocument['keyEffects']>[number];

const SECRET_RARITIES = new Set(['AR', 'SR', 'SAR', 'UR', 'CSR', 'CHR', 'HR', 'SSR', 'S', 'K', 'A']);

export class KeyCardIndex {
  private readonly chinese = new Map<
    string,
    {
      en: string;
      effectId: string;
      setCode: string;
      cardIndex: string;
      name: string;
      release: string;
      secret: boolean;
    }[]
  >();
  private readonly international = new Map<string, { en: string; effectId: string }[]>();
  /** Chinese names by English name, for naming international-only prints of a known species. */
  private readonly speciesName = new Map<string, string>();

  constructor(doc: CardDocument) {
    for (const product of doc.products)
      for (const c of product.cards) {
        if (!c.nameEn || !c.setCodeEn || !c.cardIndexEn || !c.effectId) continue;
        const list = this.chinese.get(c.nameEn) ?? [];
        list.push({
          en: `${c.setCodeEn} ${c.cardIndexEn}`,
          effectId: c.effectId,
          setCode: product.setCode,
          cardIndex: c.cardIndex,
          name: c.name,
          release: product.releaseDate ?? '2000-01-01',
          secret: SECRET_RARITIES.has(c.rarity),
        });
        this.chinese.set(c.nameEn, list);
        this.speciesName.set(c.nameEn.replace(/ (ex|V|VSTAR|VMAX)$/, ''), nameWithoutMechanic(c.name));
      }
    for (const e of doc.englishPrints ?? []) {
      if (!e.internationalOnly || !e.effectId) continue;
      const list = this.international.get(e.nameEn) ?? [];
      list.push({ en: `${e.setCodeEn} ${e.cardIndexEn}`, effectId: e.effectId });
      this.international.set(e.nameEn, list);
    }
  }

  /**
   * The card a rule names: a Chinese print when one exists (the newest regular print, the one the
   * catalogue shows), else the international print. Null when no alternative is in the data at all.
   */
  find(ref: CardRef, chineseName?: string): KeyCard | null {
    for (const alternative of ref.split('|')) {
      const [name, en] = alternative.split('@') as [string, string | undefined];
      const chinese = (this.chinese.get(name) ?? []).filter((p) => !en || p.en === en);
      if (chinese.length > 0) {
        const best = chinese.reduce((b, p) => (p.release > b.release && !p.secret ? p : b), chinese[0]!);
        return {
          effectId: best.effectId,
          en: best.en,
          print: { setCode: best.setCode, cardIndex: best.cardIndex, name: best.name },
          name: chineseName ?? nameWithoutMechanic(best.name),
        };
      }
      const international = (this.international.get(name) ?? []).filter((p) => !en || p.en === en);
      if (international.length > 0) {
        const first = international[0]!;
        return { effectId: first.effectId, en: first.en, print: null, name: chineseName ?? this.chineseNameOf(name) };
      }
    }
    return null;
  }

  /** Mega Pokémon read 超级 and the species' Chinese name; others take the species' name from any Chinese print. */
  private chineseNameOf(nameEn: string): string | null {
    const plain = nameEn.replace(/ ex$/, '');
    const mega = /^Mega (.+)$/.exec(plain);
    const species = this.speciesName.get(mega ? (mega[1] as string) : plain);
    if (!species) return null;
    return mega ? `超级${species}` : species;
  }
}

/** A rule of the default categories as the classifier reads it, with what it names. */
export interface CategoryRule extends ClassifierCategory {
  archetype: number;
  /** Template variant index, or -1 for the category itself / its 其他 variant. */
  variant: number;
  /** What players call the decks the rule takes. */
  displayName: string;
}

function keyDocument(card: KeyCard, qty: number): KeyCardDocument {
  return card.print
    ? { setCode: card.print.setCode, cardIndex: card.print.cardIndex, qty }
    : { effectId: card.effectId, qty };
}

/**
 * The category records of the default season and the same rules as classifier input. Variants are
 * named by the archetype's Pokémon and the variant's (as players call them: 多龙巴鲁托 黑夜魔灵); a
 * variant's key card is the line that makes it (two or more copies), never a support card played once.
 */
export function buildCategories(
  archetypes: readonly ArchetypeTemplate[],
  index: KeyCardIndex,
): { categories: CategoryDocument[]; rules: CategoryRule[] } {
  const categories: CategoryDocument[] = [];
  const rules: CategoryRule[] = [];
  let id = 0;
  const named = (ref: CardRef, zh: string | undefined): KeyCard & { name: string } => {
    const card = index.find(ref, zh);
    if (!card) throw new Error(`卡牌数据中没有 ${ref}`);
    if (card.name === null) throw new Error(`${ref} 尚无中文版，也推不出中文名：请在卡组模板中写出 zh`);
    return { ...card, name: card.name };
  };
  archetypes.forEach((a, ai) => {
    const main = named(a.main, a.zh);
    const priority = a.priority ?? 10;
    const parent = ++id;
    const name = a.name ?? main.name;
    rules.push({
      id: parent,
      parentId: null,
      priority,
      keyEffects: [{ effectId: main.effectId, qty: a.mainQty }],
      archetype: ai,
      variant: -1,
      displayName: name,
    });
    const variants: NonNullable<CategoryDocument['variants']> = [];
    a.variants.forEach((v, vi) => {
      const key = named(v.cards[0]![0], v.zh);
      const variantName = `${name} ${v.named ? named(v.named, v.zh).name : key.name}`;
      const variantPriority = priority + 10 + (v.priority ?? 0);
      rules.push({
        id: ++id,
        parentId: parent,
        priority: variantPriority,
        keyEffects: [
          { effectId: main.effectId, qty: a.mainQty },
          { effectId: key.effectId, qty: v.keyQty },
        ],
        archetype: ai,
        variant: vi,
        displayName: variantName,
      });
      variants.push({
        key: `${a.key}-${vi + 1}`,
        name: variantName,
        label: a.label,
        icons: [...v.icons],
        priority: variantPriority,
        keyEffects: [keyDocument(main, a.mainQty), keyDocument(key, v.keyQty)],
      });
    });
    rules.push({
      id: ++id,
      parentId: parent,
      priority,
      keyEffects: [],
      isOther: true,
      archetype: ai,
      variant: -1,
      displayName: name,
    });
    variants.push({ key: `${a.key}-other`, name: '其他', label: a.label, icons: [...a.icons], isOther: true });
    categories.push({
      key: a.key,
      name,
      label: a.label,
      icons: [...a.icons],
      priority,
      keyEffects: [keyDocument(main, a.mainQty)],
      variants,
    });
  });
  return { categories, rules };
}
