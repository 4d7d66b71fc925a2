import {
  INTERNATIONAL_SET_PREFIX,
  RANK_DQ,
  RANK_NC,
  type Division,
  type TournamentStatus,
  type TournamentType,
} from '@ptcg/contract';
import {
  addDays,
  buildClassifier,
  computeStandings,
  DIVISION_NAMES,
  isoWeekday,
  placementPoints,
  type SwissMatch,
} from '@ptcg/tcg';
import type { CardDocument } from '#api/import/cards/format.ts';
import type { TournamentDocument, TournamentInput } from '#api/import/tournaments/format.ts';
import { DEMO_ANNOUNCEMENTS } from '#api/seed.ts';
import {
  ACE_SPEC_NAMES,
  ACE_SPECS,
  ARCHETYPES,
  STAPLES,
  type ArchetypeTemplate,
  type CardRef,
  type Line,
} from './archetypes.ts';
import { buildCategories, KeyCardIndex } from './categories.ts';
import { nickname, storeName, teamName } from './names.ts';
import { Rng } from './rng.ts';

/**
 * The default season: series, tournaments, players, standings and decklists in our tournament
 * format, generated from a seed. Everything random comes from one seeded generator, so the same
 * seed and sizes give the same document.
 *
 * - Formats follow the release dates of the card data: a card is legal at an event when its
 *   regulation mark is one of the format's marks and its product was released by then.
 * - Decks come from archetype templates (archetypes.ts) filled with staple trainers and basic
 *   energy to exactly 60 cards, at most 4 copies of anything but basic energy. Players copy a few
 *   popular lists per archetype, so identical lists recur; some tweak them.
 * - Swiss rounds are simulated from player skill and archetype strength, ranked with the official
 *   tiebreakers of packages/tcg (match points, OWP, OOWP, 25% floor), followed by a single-
 *   elimination top cut; points follow the placement ladder of packages/tcg.
 */

export interface SeasonOptions {
  seed: number;
  /** Approximate number of tournaments (the default season has about 150). */
  tournaments: number;
  /** Players in the pool; the less active ones may never enter (the default season lists about 2,900). */
  players: number;
  /** "Today": events after it are upcoming, the one on it is ongoing. */
  today: string;
}

export const DEFAULT_OPTIONS: SeasonOptions = { seed: 20261122, tournaments: 150, players: 3500, today: '2026-11-22' };

export interface SeasonStats {
  series: number;
  tournaments: number;
  byStatus: Record<TournamentStatus, number>;
  entries: number;
  players: number;
  renamedPlayers: number;
  deckLists: number;
  categories: number;
  variants: number;
  /** Decks the packages/tcg classifier puts in another archetype than the one they were built as. */
  misclassified: number;
}

// ---------------------------------------------------------------------------------------------
// Formats and cards

interface FormatWindow {
  from: string;
  code: string;
  marks: string;
}

/** Standard formats of the seasons 23-24 to 25-26, by the release of their newest set. */
const FORMATS: readonly FormatWindow[] = [
  { from: '2023-09-01', code: 'EFG-SV3a', marks: 'EFG' },
  { from: '2023-11-10', code: 'EFG-SV4a', marks: 'EFG' },
  { from: '2024-02-02', code: 'FGH-SV5a', marks: 'FGH' },
  { from: '2024-05-10', code: 'FGH-SV7', marks: 'FGH' },
  { from: '2024-09-27', code: 'FGH-SV8a', marks: 'FGH' },
  { from: '2025-02-07', code: 'GHI-SV9a', marks: 'GHI' },
  { from: '2025-05-02', code: 'GHI-SV10', marks: 'GHI' },
];

function formatOn(date: string): FormatWindow {
  let current = FORMATS[0] as FormatWindow;
  for (const f of FORMATS) if (f.from <= date) current = f;
  return current;
}

interface Print {
  setCode: string;
  cardIndex: string;
  name: string;
  cardType: string;
  mark: string | null;
  release: string;
  /** English identity: prints sharing it are the same card. */
  en: string;
  effectId: string;
  secret: boolean;
  /** ACE SPEC: at most one in a deck. */
  ace: boolean;
}

const SECRET_RARITIES = new Set(['AR', 'SR', 'SAR', 'UR', 'CSR', 'CHR', 'HR', 'SSR', 'S', 'K', 'A']);

class CardPool {
  private readonly byName = new Map<string, Print[]>();

  constructor(doc: CardDocument) {
    for (const product of doc.products) {
      // The generated events are mainland events: a card with no Chinese print cannot be played there.
      if (product.setCode.startsWith(INTERNATIONAL_SET_PREFIX)) continue;
      for (const c of product.cards) {
        if (!c.nameEn || !c.setCodeEn || !c.cardIndexEn) continue;
        const print: Print = {
          setCode: product.setCode,
          cardIndex: c.cardIndex,
          name: c.name,
          cardType: c.cardType,
          mark: c.regulationMark ?? product.regulationMark ?? null,
          release: product.releaseDate ?? '2000-01-01',
          en: `${c.setCodeEn} ${c.cardIndexEn}`,
          effectId: c.effectId ?? '',
          secret: SECRET_RARITIES.has(c.rarity),
          ace: c.mechanic === 'ACE SPEC' || ACE_SPEC_NAMES.has(c.nameEn),
        };
        const list = this.byName.get(c.nameEn) ?? [];
        list.push(print);
        this.byName.set(c.nameEn, list);
      }
    }
    // Regular prints first, then the original release: the print most players own.
    const cmp = (a: Print, b: Print) =>
      Number(a.secret) - Number(b.secret) ||
      (a.release < b.release ? -1 : a.release > b.release ? 1 : 0) ||
      (a.setCode < b.setCode ? -1 : a.setCode > b.setCode ? 1 : a.cardIndex < b.cardIndex ? -1 : 1);
    for (const list of this.byName.values()) list.sort(cmp);
  }

  private candidates(alternative: string): Print[] {
    const [name, en] = alternative.split('@') as [string, string | undefined];
    const list = this.byName.get(name) ?? [];
    return en ? list.filter((p) => p.en === en) : list;
  }

  /** Every print of the first alternative legal on the date (same card), best first; empty when none is. */
  legal(ref: CardRef, date: string, marks: string): Print[] {
    for (const alternative of ref.split('|')) {
      const all = this.candidates(alternative).filter(
        (p) => p.release <= date && (p.cardType === 'Basic Energy' || (p.mark !== null && marks.includes(p.mark))),
      );
      if (all.length > 0) {
        const first = all[0] as Print;
        return all.filter((p) => p.en === first.en);
      }
    }
    return [];
  }
}

const printKey = (p: Print) => `${p.setCode}\u0000${p.cardIndex}`;

// ---------------------------------------------------------------------------------------------
// Decks

type DeckList = Map<string, { print: Print; count: number }>;

interface BuiltDeck {
  archetype: number;
  /** Template variant index, or -1 for the category's 其他 variant. */
  variant: number;
  list: DeckList;
  /** Key into the document's shared decks. */
  ref: string;
}

function total(list: DeckList): number {
  let n = 0;
  for (const v of list.values()) n += v.count;
  return n;
}

function addCard(list: DeckList, print: Print, count: number): number {
  const key = printKey(print);
  const cur = list.get(key);
  if (print.ace && !cur && [...list.values()].some((v) => v.print.ace)) return 0;
  const have = cur?.count ?? 0;
  const cap = print.cardType === 'Basic Energy' ? 60 : print.ace ? 1 : 4;
  const add = Math.max(0, Math.min(count, cap - have));
  if (add === 0) return 0;
  if (cur) cur.count += add;
  else list.set(key, { print, count: add });
  return add;
}

function removeCard(list: DeckList, key: string, count = 1) {
  const cur = list.get(key);
  if (!cur) return;
  cur.count -= count;
  if (cur.count <= 0) list.delete(key);
}

/**
 * How much more often a staple is in an archetype's suite than the game's rate: a suite holds about
 * fifteen staples, and even the most played one misses some archetypes' suites.
 */
const SUITE_SPREAD = 1.8;

class DeckFactory {
  private readonly lists = new Map<string, BuiltDeck>();
  private readonly pools = new Map<string, BuiltDeck[]>();
  private counter = 0;

  /** Per archetype and variant: the alternative of the variant's key card that exists in the data. */
  readonly variantKeys: (string | null)[][];

  /** Per archetype: its defining card pinned to one English identity, the one its category names. */
  readonly mainRefs: string[];

  /**
   * Per archetype: the staples its lists are built from (its trainer suite), drawn once by how often
   * the game plays each, so suites differ between archetypes as they do in real lists.
   */
  private readonly suites: Set<number>[];

  constructor(
    private readonly cards: CardPool,
    keyCards: KeyCardIndex,
    private readonly rng: Rng,
  ) {
    // Pin key cards to the print their category rule names ("Name@SET NUM"): a same-named card of
    // another era is a different card. A key card with no Chinese print pins nothing: decks of it
    // cannot be built from the Chinese card data.
    const pinned = (ref: string): string | null => {
      for (const alternative of ref.split('|')) {
        const key = keyCards.find(alternative);
        if (key) return key.print ? `${alternative.split('@')[0]}@${key.en}` : null;
      }
      return null;
    };
    this.mainRefs = ARCHETYPES.map((a) => pinned(a.main) ?? a.main);
    this.variantKeys = ARCHETYPES.map((a) => a.variants.map((v) => pinned((v.cards[0] as Line)[0])));
    const suiteRng = rng.fork();
    this.suites = ARCHETYPES.map(
      () => new Set(STAPLES.flatMap((s, i) => (suiteRng.chance(Math.min(0.75, s.rate * SUITE_SPREAD)) ? [i] : []))),
    );
  }

  get shared(): Map<string, BuiltDeck> {
    return this.lists;
  }

  /** Whether the archetype can be built on the date (its defining card is legal). */
  available(archetype: number, date: string, marks: string): boolean {
    return this.cards.legal(this.mainRefs[archetype] as string, date, marks).length > 0;
  }

  private build(archetype: number, variant: number, date: string, marks: string, rng: Rng): DeckList | null {
    const a = ARCHETYPES[archetype] as ArchetypeTemplate;
    const list: DeckList = new Map();
    const locked = new Map<string, number>();
    const put = (line: Line, lock: boolean) => {
      const prints = this.cards.legal(line[0], date, marks);
      if (prints.length === 0) return false;
      // Now and then a player runs another print (art) of the same card.
      const print = prints.length > 1 && rng.chance(0.08) ? rng.pick(prints) : (prints[0] as Print);
      const added = addCard(list, print, line[1]);
      if (lock) locked.set(printKey(print), (locked.get(printKey(print)) ?? 0) + added);
      return added > 0;
    };
    const mainRef = this.mainRefs[archetype] as string;
    if (this.cards.legal(mainRef, date, marks).length === 0) return null;
    for (const line of a.cards) put(line[0] === a.main ? [mainRef, line[1]] : line, line[0] === a.main);
    if (variant >= 0) {
      const v = a.variants[variant];
      const keyRef = this.variantKeys[archetype]?.[variant];
      if (!v || !keyRef) return null;
      // The variant's key card exactly as its category rule names it, never a stand-in.
      if (!put([keyRef, (v.cards[0] as Line)[1]], true)) return null;
      for (const line of v.cards.slice(1)) put(line, false);
    }
    // Techs never include another variant's key card, which would move the deck to that variant.
    const keyNames = new Set((this.variantKeys[archetype] ?? []).map((k) => k?.split('@')[0]));
    for (const tech of a.techs) {
      if (tech[0].split('|').some((alt) => keyNames.has(alt.split('@')[0]))) continue;
      if (rng.chance(0.5)) put(tech, false);
    }

    // Staple trainers by the archetype's habits until the list holds its number of distinct cards
    // (real lists hold about 25-30), then copies to the archetype's energy count, then basic energy.
    const energies = a.energy
      .map((ref) => this.cards.legal(ref, date, marks)[0])
      .filter((p): p is Print => p !== undefined);
    if (energies.length === 0) return null;
    const suite = this.suites[archetype] as Set<number>;
    const distinct = rng.int(24, 30) - energies.length;
    const energyCount = Math.max(5, Math.min(14, Math.round((a.energyCount ?? 9) + rng.normal())));
    // Suite staples come first (nearly every list of the archetype plays them), then the rest of the
    // suite, then any other staple, until the list holds its number of distinct cards.
    const rolls = STAPLES.map((_, i) => ({ i, roll: (suite.has(i) ? (rng.chance(0.92) ? 0 : 1) : 2) + rng.next() }));
    const staples: { key: string; min: number; max: number }[] = [];
    if (rng.chance(0.85)) {
      const ace = ACE_SPECS[rng.weighted(ACE_SPECS.map(([, w]) => w))] as readonly [CardRef, number];
      const prints = this.cards.legal(ace[0], date, marks);
      if (prints[0]) addCard(list, prints[0], 1);
    }
    for (const { i, roll } of rolls.sort((x, y) => x.roll - y.roll)) {
      if (roll >= 1 && list.size >= distinct) break;
      const staple = STAPLES[i] as (typeof STAPLES)[number];
      const prints = this.cards.legal(staple.ref, date, marks);
      const print = prints[0];
      if (!print || list.has(printKey(print))) continue;
      if (addCard(list, print, rng.int(staple.min, staple.max)) > 0)
        staples.push({ key: printKey(print), min: staple.min, max: staple.max });
    }
    const target = 60 - energyCount;
    const trim = () => {
      const removable = staples.filter((s) => (list.get(s.key)?.count ?? 0) > s.min);
      if (removable.length > 0) {
        removeCard(list, rng.pick(removable).key);
        return true;
      }
      const loose = [...list.entries()].filter(
        ([key, v]) => v.print.cardType !== 'Basic Energy' && v.count > (locked.get(key) ?? 0) && v.count > 1,
      );
      if (loose.length === 0) return false;
      removeCard(list, (rng.pick(loose) as [string, unknown])[0]);
      return true;
    };
    while (total(list) > target) if (!trim()) break;
    let guard = 0;
    while (total(list) < target && guard++ < 60) {
      const room = staples.filter((s) => (list.get(s.key)?.count ?? 0) < s.max + 1);
      const s = room.length > 0 ? rng.pick(room) : null;
      if (!s || addCard(list, (list.get(s.key) as { print: Print }).print, 1) === 0) break;
    }
    let rest = 60 - total(list);
    if (rest < energies.length) return null;
    energies.forEach((p, i) => {
      const n = i === energies.length - 1 ? rest : Math.max(1, Math.round(rest * (i === 0 ? 0.6 : 0.5)));
      addCard(list, p, n);
      rest -= n;
    });
    return total(list) === 60 ? list : null;
  }

  private register(archetype: number, variant: number, list: DeckList): BuiltDeck {
    const content = [...list.entries()]
      .map(([k, v]) => `${k}*${v.count}`)
      .sort()
      .join('|');
    const existing = this.lists.get(content);
    if (existing) return existing;
    const deck: BuiltDeck = { archetype, variant, list, ref: `d${++this.counter}` };
    this.lists.set(content, deck);
    return deck;
  }

  /** A list a player brings: usually one of the few popular lists of the archetype, sometimes their own tweak. */
  deckFor(archetype: number, date: string, marks: string, rng: Rng): BuiltDeck | null {
    const a = ARCHETYPES[archetype] as ArchetypeTemplate;
    const shares = [...a.variants.map((v) => v.share), Math.max(0.05, 1 - a.variants.reduce((s, v) => s + v.share, 0))];
    let variant = rng.weighted(shares);
    if (variant === a.variants.length) variant = -1;
    const newest = this.newestRelease(date);
    const poolKey = `${archetype}|${variant}|${newest}|${marks}`;
    let pool = this.pools.get(poolKey);
    if (!pool) {
      pool = [];
      const poolRng = this.rng.fork();
      for (let i = 0; i < 6; i++) {
        const list = this.build(archetype, variant, date, marks, poolRng);
        if (list) pool.push(this.register(archetype, variant, list));
      }
      if (pool.length === 0 && variant >= 0) return this.deckFor(archetype, date, marks, rng);
      this.pools.set(poolKey, pool);
    }
    if (pool.length === 0) return null;
    const pick = pool[rng.weighted(pool.map((_, i) => 1 / (i + 1)))] as BuiltDeck;
    if (!rng.chance(0.22)) return pick;
    // A personal tweak: one trainer copy swapped for another card of the list.
    const list: DeckList = new Map([...pick.list].map(([k, v]) => [k, { ...v }]));
    const trainers = [...list.entries()].filter(
      ([, v]) => v.print.cardType !== 'Pokemon' && v.print.cardType !== 'Basic Energy' && v.count > 1,
    );
    const targets = [...list.entries()].filter(
      ([, v]) => v.print.cardType !== 'Basic Energy' && !v.print.ace && v.count < 4,
    );
    if (trainers.length === 0 || targets.length === 0) return pick;
    const [fromKey] = rng.pick(trainers);
    const [toKey, to] = rng.pick(targets);
    if (fromKey === toKey) return pick;
    removeCard(list, fromKey);
    addCard(list, to.print, 1);
    return this.register(pick.archetype, pick.variant, list);
  }

  private releases: string[] = [];

  setReleases(releases: string[]) {
    this.releases = [...new Set(releases)].sort();
  }

  private newestRelease(date: string): string {
    let newest = '';
    for (const r of this.releases) if (r <= date) newest = r;
    return newest;
  }
}

// ---------------------------------------------------------------------------------------------
// Players

interface Player {
  pinCode: string;
  nickname: string;
  division: Division;
  /** Former names with the day each started; the current name last. */
  names: { nickname: string; since: string }[];
  skill: number;
  activity: number;
  city: number;
  favourite: number;
}

const CITIES = [
  '上海市',
  '北京市',
  '广州市',
  '深圳市',
  '成都市',
  '杭州市',
  '武汉市',
  '南京市',
  '重庆市',
  '西安市',
  '长沙市',
  '天津市',
  '苏州市',
  '郑州市',
  '沈阳市',
  '青岛市',
  '厦门市',
  '昆明市',
  '合肥市',
  '福州市',
  '哈尔滨市',
  '大连市',
  '济南市',
  '宁波市',
];
const CITY_WEIGHTS = [10, 9, 8, 8, 7, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2];

/**
 * How often a player enters, as a sampling weight. Most players enter a few local events a season;
 * regulars enter several; a small core travels the whole circuit and plays well over ten events a
 * season, so their season total is the best ten of more results (as in a real ranking).
 */
function activityLevel(rng: Rng): number {
  const r = rng.next();
  if (r < 0.02) return 40 + 60 * rng.next();
  if (r < 0.12) return 3 + 4 * rng.next();
  return 1 / Math.pow(1 - rng.next() * 0.85, 0.5);
}

const SKILL_PER_ACTIVITY = 0.5;

const PIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const pinCharacters = (rng: Rng, width: number) =>
  Array.from({ length: width }, () => PIN_CHARACTERS[rng.int(0, PIN_CHARACTERS.length - 1)]).join('');

function makePlayers(count: number, rng: Rng): Player[] {
  const pins = new Set<string>();
  const usedNames = new Set<string>();
  const freshName = () => {
    for (;;) {
      const base = nickname(rng);
      const name = usedNames.has(base) ? `${base}${rng.int(2, 999)}` : base;
      if (!usedNames.has(name) && name.length <= 20) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const players: Player[] = [];
  while (players.length < count) {
    // Play! Pokémon ids of mainland players: CN and eight letters and digits.
    const pin = `CN${pinCharacters(rng, 8)}`;
    if (pins.has(pin)) continue;
    pins.add(pin);
    const r = rng.next();
    const division: Division = r < 0.92 ? 'Master' : r < 0.97 ? 'Senior' : 'Junior';
    const current = freshName();
    const names: Player['names'] = [];
    if (rng.chance(0.09)) {
      const changed = addDays('2023-10-01', rng.int(0, 1100));
      if (rng.chance(0.15))
        names.push(
          { nickname: freshName(), since: '2023-09-01' },
          { nickname: freshName(), since: addDays('2023-09-01', Math.floor(rng.int(10, 1099) / 2)) },
        );
      else names.push({ nickname: freshName(), since: '2023-09-01' });
      const last = names[names.length - 1] as { since: string };
      names.push({ nickname: current, since: changed > last.since ? changed : addDays(last.since, 30) });
    }
    // Drawn in this order, so the seed keeps giving the same players.
    const talent = rng.normal();
    const city = rng.weighted(CITY_WEIGHTS);
    const favourite = rng.int(0, ARCHETYPES.length - 1);
    const activity = activityLevel(rng);
    // Those who travel the circuit are, on the whole, the stronger players.
    const skill = talent + SKILL_PER_ACTIVITY * Math.log(activity);
    players.push({ pinCode: pin, nickname: current, division, names, skill, activity, city, favourite });
  }
  return players;
}

function nameOn(p: Player, date: string): string {
  if (p.names.length === 0) return p.nickname;
  let name = (p.names[0] as { nickname: string }).nickname;
  for (const n of p.names) if (n.since <= date) name = n.nickname;
  return name;
}

/** Weighted sampling without replacement through a cumulative table (binary search, duplicates redrawn). */
class PlayerSampler {
  private readonly all: { players: Player[]; cumulative: Float64Array };
  private readonly byCity = new Map<number, { players: Player[]; cumulative: Float64Array }>();

  constructor(players: Player[]) {
    this.all = PlayerSampler.table(players);
    const cities = new Map<number, Player[]>();
    for (const p of players) cities.set(p.city, [...(cities.get(p.city) ?? []), p]);
    for (const [city, list] of cities) this.byCity.set(city, PlayerSampler.table(list));
  }

  private static table(players: Player[]) {
    const cumulative = new Float64Array(players.length);
    let sum = 0;
    players.forEach((p, i) => {
      sum += p.activity;
      cumulative[i] = sum;
    });
    return { players, cumulative };
  }

  private static draw(t: { players: Player[]; cumulative: Float64Array }, rng: Rng): Player | undefined {
    if (t.players.length === 0) return undefined;
    const x = rng.next() * (t.cumulative[t.cumulative.length - 1] as number);
    let lo = 0;
    let hi = t.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((t.cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return t.players[lo];
  }

  sample(n: number, city: number, local: number, rng: Rng): Player[] {
    const chosen = new Set<Player>();
    const cityTable = this.byCity.get(city);
    let attempts = 0;
    while (chosen.size < Math.min(n, this.all.players.length) && attempts++ < n * 50) {
      const p = cityTable && rng.chance(local) ? PlayerSampler.draw(cityTable, rng) : PlayerSampler.draw(this.all, rng);
      if (p) chosen.add(p);
    }
    return [...chosen];
  }
}

// ---------------------------------------------------------------------------------------------
// Schedule

interface EventPlan {
  externalId: string;
  series: string;
  seriesName: string;
  /** Set once every event is planned (see eventNames). */
  name: string;
  /** The physical event: the tournaments of its divisions share it. */
  event: string;
  date: string;
  endDate: string | null;
  type: TournamentType;
  division: Division;
  city: number;
  size: number;
  isTeam: boolean;
  isQual: boolean;
  isRate: boolean;
  twoDay: boolean;
  multiDeck: boolean;
  kind: SeriesPlan['kind'];
}

interface SeriesPlan {
  key: string;
  /** The series name; great events add their city (2026西安超级赛). */
  name: string;
  from: string;
  to: string;
  kind: 'city' | 'great' | 'ultra' | 'team' | 'rate';
  /** Events (physical) at the default size; a great event is a series of its own. */
  events: number;
}

/**
 * The series as the official circuit runs them: city seasons of seven weeks (城市赛第一赛季 in spring,
 * 第三赛季 in autumn), one-weekend great events (超级赛) each a series of its own, a summer 高级赛 with
 * qualifier days the weekend before its main event, team and rate series.
 */
const SERIES: readonly SeriesPlan[] = [
  { key: 'cn-2023-city-3', name: '2023城市赛第三赛季', from: '2023-10-14', to: '2023-11-26', kind: 'city', events: 14 },
  { key: 'cn-2024-city-1', name: '2024城市赛第一赛季', from: '2024-03-02', to: '2024-04-14', kind: 'city', events: 14 },
  { key: 'cn-2024-great', name: '2024', from: '2024-04-27', to: '2024-07-14', kind: 'great', events: 3 },
  { key: 'cn-2024-ultra', name: '2024高级赛夏季场', from: '2024-08-10', to: '2024-08-11', kind: 'ultra', events: 1 },
  { key: 'cn-2024-city-3', name: '2024城市赛第三赛季', from: '2024-10-12', to: '2024-11-24', kind: 'city', events: 7 },
  { key: 'cn-2025-city-1', name: '2025城市赛第一赛季', from: '2025-03-01', to: '2025-04-13', kind: 'city', events: 14 },
  { key: 'cn-2025-great', name: '2025', from: '2025-04-26', to: '2025-07-13', kind: 'great', events: 3 },
  { key: 'cn-2025-team', name: '2025团体赛', from: '2025-05-17', to: '2025-07-27', kind: 'team', events: 3 },
  { key: 'cn-2025-ultra', name: '2025高级赛夏季场', from: '2025-08-09', to: '2025-08-10', kind: 'ultra', events: 1 },
  // The biggest circuit of the current season: more events than one page of a series (25).
  { key: 'cn-2025-city-3', name: '2025城市赛第三赛季', from: '2025-10-11', to: '2025-11-23', kind: 'city', events: 28 },
  { key: 'cn-2026-rate', name: '2026积分挑战赛', from: '2026-01-10', to: '2026-02-28', kind: 'rate', events: 2 },
  { key: 'cn-2026-city-1', name: '2026城市赛第一赛季', from: '2026-03-07', to: '2026-04-19', kind: 'city', events: 14 },
  { key: 'cn-2026-great', name: '2026', from: '2026-04-25', to: '2026-07-12', kind: 'great', events: 3 },
  { key: 'cn-2026-team', name: '2026团体赛', from: '2026-05-16', to: '2026-07-26', kind: 'team', events: 3 },
  { key: 'cn-2026-ultra', name: '2026高级赛夏季场', from: '2026-08-08', to: '2026-08-09', kind: 'ultra', events: 1 },
  { key: 'cn-2026-city-3', name: '2026城市赛第三赛季', from: '2026-10-17', to: '2026-11-29', kind: 'city', events: 11 },
  { key: 'cn-2026-winter-great', name: '2026', from: '2026-12-12', to: '2026-12-13', kind: 'great', events: 1 },
];

const DIVISIONS_OF: Record<SeriesPlan['kind'], Division[]> = {
  city: ['Master'],
  great: ['Master', 'Senior', 'Junior'],
  ultra: ['Master', 'Senior', 'Junior'],
  team: ['Master'],
  rate: ['Master'],
};

/** Series link to the official site: a generated series has no announcement of its own. */
const ANNOUNCEMENTS_URL = 'https://www.pokemon.cn/';

/** A weekend day in [from, to]; a two-day event starts on the Saturday. */
function weekendIn(from: string, to: string, rng: Rng, saturday = false): string {
  const days = Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  for (let i = 0; i < 20; i++) {
    const d = addDays(from, rng.int(0, days));
    if (isoWeekday(d) === 6 || (!saturday && isoWeekday(d) === 7)) return d;
  }
  return from;
}

function triangular(rng: Rng, min: number, max: number): number {
  return Math.round(min + ((max - min) * (rng.next() + rng.next())) / 2);
}

function sizeOf(kind: SeriesPlan['kind'], division: Division, qualifier: boolean, rng: Rng): number {
  if (division === 'Junior') return triangular(rng, 8, kind === 'ultra' ? 40 : 24);
  if (division === 'Senior') return triangular(rng, 10, kind === 'ultra' ? 56 : 32);
  if (qualifier) return triangular(rng, 40, 120);
  switch (kind) {
    case 'city':
      return triangular(rng, 28, 88);
    case 'great':
      return triangular(rng, 110, 230);
    case 'ultra':
      return triangular(rng, 280, 420);
    case 'team':
      return triangular(rng, 10, 22);
    case 'rate':
      return triangular(rng, 40, 80);
  }
}

function planEvents(opts: SeasonOptions, rng: Rng): EventPlan[] {
  const scale = opts.tournaments / 150;
  const plans: EventPlan[] = [];
  let multiDeckLeft = 6;
  const cap = (n: number, kind: SeriesPlan['kind']) =>
    Math.min(n, Math.floor(opts.players / (kind === 'team' ? 4 : 2)));
  for (const s of SERIES) {
    const events = Math.max(1, Math.round(s.events * scale));
    for (let i = 0; i < events; i++) {
      const city = s.kind === 'ultra' ? 0 : rng.weighted(CITY_WEIGHTS);
      const twoDayEvent = s.kind === 'ultra' || (s.kind === 'great' && rng.chance(0.5));
      // The current city season runs now: its last events are last weekend, this weekend and the next.
      const date =
        s.key === 'cn-2026-city-3' && i >= events - 5
          ? addDays(opts.today, [-7, -1, 0, 6, 7][i - (events - 5)] as number)
          : weekendIn(s.from, s.to, rng, twoDayEvent);
      const event = `${s.key}-${i}`;
      const base = {
        series: s.kind === 'great' ? `${s.key}-${i + 1}` : s.key,
        seriesName: s.name,
        name: '',
        event,
        city,
        isTeam: s.kind === 'team',
        isRate: s.kind === 'rate',
        kind: s.kind,
      };
      const type: TournamentType = s.kind === 'great' ? 'Great' : s.kind === 'ultra' ? 'Ultra' : 'City';
      if (s.kind === 'ultra') {
        // Qualifier days the weekend before, in two other cities: open and junior-senior rows.
        const first = 1 + rng.weighted(CITY_WEIGHTS.slice(1));
        let second = first;
        while (second === first) second = 1 + rng.weighted(CITY_WEIGHTS.slice(1));
        const cities = [first, second];
        cities.forEach((qualifierCity, q) => {
          for (const division of ['Master', 'Senior'] as const)
            plans.push({
              ...base,
              // A scaled-up season holds several events of an ultra series: their qualifiers are numbered
              // by event (a series of one event keeps the ids of the shipped season).
              externalId: `${s.key}${events > 1 ? `-${i + 1}` : ''}-q${q + 1}-${division.toLowerCase()}`,
              event: `${event}-q${q + 1}`,
              city: qualifierCity,
              date: addDays(date, q - 7),
              endDate: null,
              type,
              division,
              size: cap(sizeOf(s.kind, division, true, rng), s.kind),
              isQual: true,
              twoDay: false,
              multiDeck: false,
            });
        });
      }
      for (const division of DIVISIONS_OF[s.kind]) {
        const multiDeck =
          s.kind === 'city' && multiDeckLeft > 0 && s.from >= '2024-09-01' && s.from < '2026-09-01' && i % 5 === 2;
        if (multiDeck) multiDeckLeft--;
        const twoDay = twoDayEvent && division === 'Master';
        plans.push({
          ...base,
          externalId: `${s.key}-${String(i + 1).padStart(3, '0')}-${division.toLowerCase()}`,
          date,
          endDate: twoDay ? addDays(date, 1) : null,
          type,
          division,
          size: cap(sizeOf(s.kind, division, false, rng), s.kind),
          isQual: false,
          twoDay,
          multiDeck,
        });
      }
    }
  }
  plans.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.externalId < b.externalId ? -1 : 1));
  eventNames(plans, rng);
  return plans;
}

/**
 * Names the tournaments as the official ones are named: city events after the series and the hosting
 * shop (2026城市赛第三赛季 - 潮极巨TCG), great events after the year and city (2026西安超级赛 -
 * 公开组正赛), 高级赛 rows after the series with the division and, for qualifier days, the city
 * (2026高级赛夏季场 - 少年组资格赛 上海); team and rate events by city (and issue, 第1期).
 */
function eventNames(plans: EventPlan[], rng: Rng) {
  const issues = distinctEvents(plans, (p) => p.series);
  const shops = new Map<string, Set<string>>();
  const shopOf = new Map<string, string>();
  for (const p of plans) {
    const station = (CITIES[p.city] as string).replace(/市$/, '');
    const division = DIVISION_NAMES[p.division];
    switch (p.kind) {
      case 'city': {
        let shop = shopOf.get(p.event);
        if (!shop) {
          const used = shops.get(p.series) ?? new Set<string>();
          // A series of a scaled-up season can hold more city events than there are store names: once
          // random draws keep finding used names, stores get a branch number in the event's city.
          let attempts = 0;
          do shop = attempts++ < 50 ? storeName(rng) : `${storeName(rng)}${station}${Math.ceil(attempts / 50)}号店`;
          while (used.has(shop));
          used.add(shop);
          shops.set(p.series, used);
          shopOf.set(p.event, shop);
        }
        p.name = `${p.seriesName} - ${shop}${p.multiDeck ? '（双卡组）' : ''}`;
        break;
      }
      case 'great':
        p.seriesName = `${p.seriesName}${station}超级赛`;
        p.name = `${p.seriesName} - ${division}正赛`;
        break;
      case 'ultra':
        p.name = p.isQual ? `${p.seriesName} - ${division}资格赛 ${station}` : `${p.seriesName} - ${division}正赛`;
        break;
      case 'team':
        p.name = `${p.seriesName} - ${station}站`;
        break;
      case 'rate':
        p.name = `${p.seriesName} - 第${(issues.get(p.series) as string[]).indexOf(p.event) + 1}期 ${station}站`;
        break;
    }
  }
}

/** The distinct physical events of each group, in the order of the (date-sorted) plans. */
function distinctEvents(plans: EventPlan[], groupOf: (p: EventPlan) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const p of plans) {
    const events = groups.get(groupOf(p)) ?? [];
    if (!events.includes(p.event)) events.push(p.event);
    groups.set(groupOf(p), events);
  }
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Simulation

interface Competitor {
  id: string;
  players: Player[];
  decks: { deck: BuiltDeck; day: 1 | 2; slot: number; pinCode: string | null }[];
  rating: number;
}

/**
 * Swiss rounds and top cut of a one-day event (or of day 1) by attendance, as the Play! Pokémon
 * tournament rules set them.
 */
export function playStructure(players: number): { rounds: number; topCut: number } {
  if (players <= 8) return { rounds: 3, topCut: 0 };
  if (players <= 12) return { rounds: 4, topCut: 2 };
  if (players <= 20) return { rounds: 5, topCut: 4 };
  if (players <= 32) return { rounds: 5, topCut: 8 };
  if (players <= 64) return { rounds: 6, topCut: 8 };
  if (players <= 128) return { rounds: 7, topCut: 8 };
  if (players <= 226) return { rounds: 8, topCut: 16 };
  if (players <= 409) return { rounds: 9, topCut: 32 };
  return { rounds: 10, topCut: 64 };
}

/**
 * Two-day events: day 1 plays the rounds of its attendance, players with at most two losses' worth
 * of match points (19 after 9 rounds) play day 2, whose swiss ends in a top 8.
 */
const DAY2_TOP_CUT = 8;
const day2Threshold = (day1Rounds: number) => 3 * (day1Rounds - 3) + 1;
const day2Rounds = (players: number) => (players > 32 ? 5 : players > 16 ? 4 : 3);

interface RoundResult {
  player1: string;
  player2: string | null;
  outcome: 1 | 2 | 3 | 5;
  table: number;
}

function playMatch(a: Competitor, b: Competitor, rng: Rng): 1 | 2 | 3 {
  if (rng.chance(0.035)) return 3;
  const p = 1 / (1 + Math.exp(-(a.rating - b.rating)));
  return rng.chance(p) ? 1 : 2;
}

/** Swiss rounds: pair by match points (random within a score group, avoiding rematches), the lowest without a bye gets it. */
function swissRounds(
  field: Competitor[],
  from: number,
  to: number,
  history: Map<string, Set<string>>,
  points: Map<string, number>,
  byes: Set<string>,
  dropped: Map<string, number>,
  rng: Rng,
): RoundResult[][] {
  const rounds: RoundResult[][] = [];
  for (let round = from; round <= to; round++) {
    const active = rng
      .shuffle(field.filter((c) => !dropped.has(c.id)))
      .sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0));
    const results: RoundResult[] = [];
    let table = 1;
    if (active.length % 2 === 1) {
      const idx =
        [...active.keys()].reverse().find((i) => !byes.has((active[i] as Competitor).id)) ?? active.length - 1;
      const [bye] = active.splice(idx, 1) as [Competitor];
      byes.add(bye.id);
      points.set(bye.id, (points.get(bye.id) ?? 0) + 3);
      results.push({ player1: bye.id, player2: null, outcome: 5, table: 0 });
    }
    const pending = [...active];
    while (pending.length > 1) {
      const a = pending.shift() as Competitor;
      const met = history.get(a.id) ?? new Set<string>();
      let j = pending.findIndex((b) => !met.has(b.id));
      if (j < 0) j = 0;
      const [b] = pending.splice(j, 1) as [Competitor];
      const outcome = playMatch(a, b, rng);
      history.set(a.id, met.add(b.id));
      history.set(b.id, (history.get(b.id) ?? new Set<string>()).add(a.id));
      points.set(a.id, (points.get(a.id) ?? 0) + (outcome === 1 ? 3 : outcome === 3 ? 1 : 0));
      points.set(b.id, (points.get(b.id) ?? 0) + (outcome === 2 ? 3 : outcome === 3 ? 1 : 0));
      results.push({ player1: a.id, player2: b.id, outcome, table: table++ });
    }
    // Byes are listed after the tables.
    for (const r of results) if (r.outcome === 5) r.table = table;
    rounds.push(results.sort((x, y) => x.table - y.table));
    // A few players with a poor record drop after a round; after the last one there is nothing left to drop from.
    if (round >= 2 && round < to) {
      for (const c of field) {
        if (dropped.has(c.id) || (points.get(c.id) ?? 0) > 3 * (round - 2)) continue;
        if (rng.chance(0.06)) dropped.set(c.id, round);
      }
    }
  }
  return rounds;
}

const toSwiss = (r: RoundResult, round: number): SwissMatch => ({
  round,
  player1: r.player1,
  player2: r.player2,
  outcome: r.outcome === 1 ? 'p1' : r.outcome === 2 ? 'p2' : r.outcome === 3 ? 'tie' : 'bye',
});

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

// ---------------------------------------------------------------------------------------------
// The season

export function generateSeason(
  cardDocument: CardDocument,
  options: Partial<SeasonOptions> = {},
): { document: TournamentDocument; stats: SeasonStats } {
  const opts = { ...DEFAULT_OPTIONS, ...options };
  const rng = new Rng(opts.seed);
  const cards = new CardPool(cardDocument);
  const keyCards = new KeyCardIndex(cardDocument);
  const decks = new DeckFactory(cards, keyCards, rng.fork());
  decks.setReleases(cardDocument.products.map((p) => p.releaseDate ?? '2000-01-01'));
  const players = makePlayers(opts.players, rng.fork());
  const byDivision = new Map<Division, PlayerSampler>(
    (['Master', 'Senior', 'Junior'] as const).map((d) => [
      d,
      new PlayerSampler(players.filter((p) => p.division === d)),
    ]),
  );
  const playerByPin = new Map(players.map((p) => [p.pinCode, p]));
  const plans = planEvents(opts, rng.fork());

  // Metagame: popularity and strength jump from one format to the next, and drift month by month
  // within a format (players pick up what won last month, lists improve), so shares and win rates
  // move over a season as they do in real ones.
  const formatMeta = new Map<string, { popularity: number[]; power: number[] }>();
  const metaRng = rng.fork();
  for (const f of FORMATS) {
    formatMeta.set(f.code, {
      popularity: ARCHETYPES.map((a) => a.popularity * Math.exp(metaRng.normal() * 0.35)),
      power: ARCHETYPES.map((a) => Math.log(a.power) + metaRng.normal() * 0.04),
    });
  }
  const drift = new Map<string, { popularity: number[]; power: number[] }>();
  let walk = { popularity: ARCHETYPES.map(() => 0), power: ARCHETYPES.map(() => 0) };
  for (let month = '2023-09'; month <= opts.today.slice(0, 7); month = addDays(`${month}-01`, 32).slice(0, 7)) {
    walk = {
      popularity: walk.popularity.map((x) => 0.7 * x + metaRng.normal() * 0.3),
      power: walk.power.map((x) => 0.7 * x + metaRng.normal() * 0.03),
    };
    drift.set(month, walk);
  }
  const metaOn = (date: string, code: string) => {
    const f = formatMeta.get(code) as { popularity: number[]; power: number[] };
    const d = drift.get(date.slice(0, 7)) ?? walk;
    return {
      popularity: f.popularity.map((p, i) => p * Math.exp(d.popularity[i] as number)),
      power: f.power.map((p, i) => p + (d.power[i] as number)),
    };
  };

  const simRng = rng.fork();
  const series = new Map<string, NonNullable<TournamentDocument['series']>[number]>();
  for (const plan of plans) {
    if (series.has(plan.series)) continue;
    series.set(plan.series, {
      externalId: plan.series,
      name: plan.seriesName,
      status: 'ended',
      startDate: plan.date,
      endDate: plan.endDate ?? plan.date,
      link: ANNOUNCEMENTS_URL,
      img: null,
      format: null,
      tournaments: [],
    });
  }
  const stats: SeasonStats = {
    series: series.size,
    tournaments: 0,
    byStatus: { upcoming: 0, ongoing: 0, ended: 0 },
    entries: 0,
    players: 0,
    renamedPlayers: 0,
    deckLists: 0,
    categories: ARCHETYPES.length,
    variants: 0,
    misclassified: 0,
  };
  const usedPlayers = new Set<string>();
  const seenDecks = new Set<BuiltDeck>();

  for (const plan of plans) {
    const format = formatOn(plan.date);
    const status: TournamentStatus =
      plan.date > opts.today ? 'upcoming' : (plan.endDate ?? plan.date) >= opts.today ? 'ongoing' : 'ended';
    stats.tournaments++;
    stats.byStatus[status]++;
    const m = metaOn(plan.date, format.code);
    const available = ARCHETYPES.map((_, i) => decks.available(i, plan.date, format.marks));
    const tournament: TournamentInput = {
      externalId: plan.externalId,
      name: plan.name,
      status,
      date: plan.date,
      endDate: plan.endDate,
      location: (CITIES[plan.city] as string).replace(/市$/, ''),
      regulation: format.code,
      regulationMark: format.marks,
      formatEnd: format.code.split('-')[1] ?? null,
      type: plan.type,
      division: plan.division,
      isTeam: plan.isTeam,
      isQual: plan.isQual,
      isRate: plan.isRate,
      twoDay: plan.twoDay,
      multiDeck: plan.multiDeck,
      participantCount: 0,
      rounds: 0,
      currentRound: 0,
      topCut: 0,
      notification: '',
      entries: [],
    };
    (series.get(plan.series) as { tournaments: TournamentInput[] }).tournaments.push(tournament);
    if (status === 'upcoming') continue;

    const chooseDeck = (player: Player, avoid: number | null): BuiltDeck | null => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const weights = ARCHETYPES.map((_, i) =>
          available[i] && i !== avoid ? (m.popularity[i] as number) * (i === player.favourite ? 4 : 1) : 0,
        );
        if (weights.every((w) => w === 0)) return null;
        const deck = decks.deckFor(simRng.weighted(weights), plan.date, format.marks, simRng);
        if (deck) return deck;
      }
      return null;
    };
    const deckPower = (d: BuiltDeck) => (m.power[d.archetype] as number) * 6;

    // Field.
    const membersPer = plan.isTeam ? 3 : 1;
    const sampled = (byDivision.get(plan.division) as PlayerSampler).sample(
      plan.size * membersPer,
      plan.city,
      plan.type === 'City' ? 0.7 : 0.25,
      simRng,
    );
    const field: Competitor[] = [];
    for (let i = 0; i + membersPer <= sampled.length; i += membersPer) {
      const members = sampled.slice(i, i + membersPer);
      const entryDecks: Competitor['decks'] = [];
      let power = 0;
      members.forEach((p, seat) => {
        const first = chooseDeck(p, null);
        if (!first) return;
        entryDecks.push({ deck: first, day: 1, slot: plan.isTeam ? seat : 0, pinCode: plan.isTeam ? p.pinCode : null });
        power += deckPower(first);
        if (plan.multiDeck) {
          const second = chooseDeck(p, first.archetype);
          if (second) {
            entryDecks.push({ deck: second, day: 1, slot: 1, pinCode: null });
            power = (power + deckPower(second)) / 2;
          }
        }
      });
      const skill = members.reduce((s, p) => s + p.skill, 0) / members.length;
      field.push({
        id: plan.isTeam ? `T${i / membersPer + 1}` : (members[0] as Player).pinCode,
        players: members,
        decks: entryDecks,
        rating: 0.55 * skill + power / Math.max(1, members.length) + simRng.normal() * 0.15,
      });
    }
    const n = field.length;
    const structure = playStructure(n);
    const day1Rounds = structure.rounds;
    let totalRounds = day1Rounds + (plan.twoDay ? 5 : 0);
    tournament.participantCount = n;
    tournament.rounds = totalRounds;
    const history = new Map<string, Set<string>>();
    const points = new Map<string, number>();
    const byes = new Set<string>();
    /** Player → the last round they played before dropping. */
    const dropped = new Map<string, number>();
    const matches: RoundResult[][] = [];
    const nameOf = (c: Competitor) => nameOn(c.players[0] as Player, plan.date);

    if (status === 'ongoing') {
      const current = Math.min(4, totalRounds - 1);
      matches.push(...swissRounds(field, 1, current, history, points, byes, dropped, simRng));
      const standings = computeStandings(
        field.map((c) => ({ id: c.id, dropped: dropped.has(c.id) })),
        matches.flatMap((r, i) => r.map((x) => toSwiss(x, i + 1))),
      );
      const byId = new Map(field.map((c) => [c.id, c]));
      tournament.currentRound = current;
      tournament.swiss = standings.map((s) => ({
        pinCode: s.playerId,
        name: nameOf(byId.get(s.playerId) as Competitor),
        rank: s.rank,
        points: s.matchPoints,
      }));
      tournament.matches = matches.flatMap((r, i) =>
        r.map((x) => ({
          round: i + 1,
          table: x.table,
          player1: x.player1,
          player2: x.player2,
          outcome: x.outcome,
          phase: 'swiss' as const,
        })),
      );
      tournament.notification = `<p>第 ${current} 轮已结束，共 ${totalRounds} 轮瑞士轮。积分榜每轮结束后更新。</p>`;
      for (const c of field) for (const p of c.players) usedPlayers.add(p.pinCode);
      continue;
    }

    // Swiss, with a day-2 cut for two-day events: day-2 players play the deck of day 1 (one deck per
    // player per event), and the day-2 swiss ends in a top 8.
    matches.push(...swissRounds(field, 1, day1Rounds, history, points, byes, dropped, simRng));
    let finishers = field;
    const day2 = new Set<string>();
    if (plan.twoDay) {
      const after1 = computeStandings(
        field.map((c) => ({ id: c.id, dropped: dropped.has(c.id) })),
        matches.flatMap((r, i) => r.map((x) => toSwiss(x, i + 1))),
      );
      const active = after1.filter((s) => !s.dropped);
      const qualified = active.filter((s) => s.matchPoints >= day2Threshold(day1Rounds));
      for (const s of qualified.length >= DAY2_TOP_CUT ? qualified : active.slice(0, DAY2_TOP_CUT))
        day2.add(s.playerId);
      finishers = field.filter((c) => day2.has(c.id));
      for (const c of finishers) {
        const first = c.decks[0];
        if (first) c.decks.push({ ...first, day: 2 });
      }
      totalRounds = day1Rounds + day2Rounds(finishers.length);
      tournament.rounds = totalRounds;
      matches.push(...swissRounds(finishers, day1Rounds + 1, totalRounds, history, points, byes, dropped, simRng));
    }
    const swissRoundCount = matches.length;
    const swissMatches = matches.flatMap((r, i) => r.map((x) => toSwiss(x, i + 1)));
    const standings = computeStandings(
      field.map((c) => ({ id: c.id, dropped: dropped.has(c.id) })),
      swissMatches,
    );
    // Day-2 players finish ahead of everyone who played day 1 only.
    const order = plan.twoDay
      ? [...standings.filter((s) => day2.has(s.playerId)), ...standings.filter((s) => !day2.has(s.playerId))]
      : standings;

    // Top cut: single elimination seeded from the swiss order (1 v k, 2 v k-1, ...), among the players
    // who played the swiss to its end (day 2 of a two-day event) and did not drop.
    const eligible = order.filter((s) => !s.dropped && (!plan.twoDay || day2.has(s.playerId)));
    let topCut = plan.twoDay ? DAY2_TOP_CUT : structure.topCut;
    while (topCut > eligible.length) topCut /= 2;
    if (topCut < 2) topCut = 0;
    const byId = new Map(field.map((c) => [c.id, c]));
    const finalRank = new Map<string, number>();
    if (topCut > 0) {
      const seeds = eligible.slice(0, topCut).map((s) => s.playerId);
      let bracket = [...seeds];
      const seedOf = new Map(seeds.map((id, i) => [id, i]));
      while (bracket.length > 1) {
        const winners: string[] = [];
        const losers: string[] = [];
        const results: RoundResult[] = [];
        for (let i = 0; i < bracket.length / 2; i++) {
          const a = bracket[i] as string;
          const b = bracket[bracket.length - 1 - i] as string;
          let outcome = playMatch(byId.get(a) as Competitor, byId.get(b) as Competitor, simRng);
          if (outcome === 3) outcome = simRng.chance(0.5) ? 1 : 2;
          results.push({ player1: a, player2: b, outcome, table: i + 1 });
          winners.push(outcome === 1 ? a : b);
          losers.push(outcome === 1 ? b : a);
        }
        losers.sort((x, y) => (seedOf.get(x) as number) - (seedOf.get(y) as number));
        losers.forEach((id, i) => finalRank.set(id, winners.length + 1 + i));
        matches.push(results);
        // Keep bracket order: winners of 1vk and 2v(k-1) meet the right opponents next round.
        bracket = winners;
      }
      finalRank.set(bracket[0] as string, 1);
    }
    let next = topCut + 1;
    for (const s of order) if (!finalRank.has(s.playerId)) finalRank.set(s.playerId, next++);

    // A few players are recorded as NC (did not complete) or DQ (disqualified).
    const special = new Map<string, number>();
    if (n >= 16 && !plan.isTeam) {
      const outside = order.filter((s) => (finalRank.get(s.playerId) as number) > topCut).map((s) => s.playerId);
      if (simRng.chance(0.3) && outside.length > 2) special.set(simRng.pick(outside), RANK_NC);
      if (simRng.chance(0.12) && outside.length > 2) {
        const id = simRng.pick(outside);
        if (!special.has(id)) special.set(id, RANK_DQ);
      }
    }
    const ranked = [...finalRank.entries()].filter(([id]) => !special.has(id)).sort((a, b) => a[1] - b[1]);
    const rankOf = new Map(ranked.map(([id], i) => [id, i + 1]));
    for (const [id, code] of special) rankOf.set(id, code);

    const standingOf = new Map(standings.map((s) => [s.playerId, s]));
    const teamNames = new Set<string>();
    const uniqueTeamName = () => {
      let name = teamName(simRng, CITIES[plan.city] as string);
      while (teamNames.has(name)) name = teamName(simRng, CITIES[simRng.int(0, CITIES.length - 1)] as string);
      teamNames.add(name);
      return name;
    };
    const rows = [...rankOf.entries()].sort((a, b) => a[1] - b[1]);
    tournament.topCut = topCut;
    tournament.entries = rows.map(([id, rank]) => {
      const c = byId.get(id) as Competitor;
      const s = standingOf.get(id);
      for (const p of c.players) usedPlayers.add(p.pinCode);
      for (const d of c.decks) seenDecks.add(d.deck);
      return {
        rank,
        points: placementPoints(plan.type, rank, n),
        matchPoints: s?.matchPoints ?? 0,
        wins: (s?.wins ?? 0) + (s?.byes ?? 0),
        losses: s?.losses ?? 0,
        ties: s?.ties ?? 0,
        owp: s ? round4(s.owp) : null,
        oowp: s ? round4(s.oowp) : null,
        qualified: plan.isQual && rank <= topCut,
        dropRound: dropped.get(id) ?? null,
        teamName: plan.isTeam ? uniqueTeamName() : null,
        players: c.players.map((p) => p.pinCode),
        decks: c.decks.map((d) => ({ day: d.day, slot: d.slot, pinCode: d.pinCode, ref: d.deck.ref })),
      };
    });
    stats.entries += tournament.entries.length;
    tournament.matches = matches.flatMap((r, i) =>
      r.map((x) => ({
        round: i + 1,
        table: x.table,
        player1: x.player1,
        player2: x.player2,
        outcome: x.outcome,
        phase: i < swissRoundCount ? ('swiss' as const) : ('top' as const),
      })),
    );
    if (plan.isTeam) {
      // Team matches are between teams, which have no pin code of their own.
      tournament.matches = [];
    }
    const champion = tournament.entries[0];
    const champName = champion
      ? (champion.players as string[]).map((pin) => nameOn(playerByPin.get(pin) as Player, plan.date)).join('、')
      : '';
    tournament.notification = [
      `<p>本场比赛共 ${n} ${plan.isTeam ? '支队伍' : '名选手'}参赛，进行 ${plan.twoDay ? `${day1Rounds} + ${totalRounds - day1Rounds}` : totalRounds} 轮瑞士轮${topCut > 0 ? `，前 ${topCut} 名进入淘汰赛` : ''}。</p>`,
      champName ? `<p>恭喜 <strong>${champName}</strong> 获得冠军！</p>` : '',
      special.size > 0 ? '<p class="note">NC：未完成比赛；DQ：被取消比赛资格。</p>' : '',
    ].join('');
  }

  // Series status from their tournaments.
  for (const s of series.values()) {
    const statuses = new Set(s.tournaments.map((t) => t.status));
    s.status = statuses.has('ongoing')
      ? 'ongoing'
      : statuses.size === 1 && statuses.has('upcoming')
        ? 'upcoming'
        : statuses.has('upcoming')
          ? 'ongoing'
          : 'ended';
    s.format = s.tournaments.at(-1)?.regulation ?? null;
    const dates = s.tournaments.map((t) => t.date).sort();
    if (dates.length > 0) {
      s.startDate = dates[0] as string;
      s.endDate = s.tournaments
        .map((t) => t.endDate ?? t.date)
        .sort()
        .at(-1) as string;
    }
  }

  // Categories: the archetype templates are the default rules; decks are checked against them.
  const { categories, rules } = buildCategories(ARCHETYPES, keyCards);
  stats.variants = categories.reduce((n, c) => n + (c.variants?.length ?? 0), 0);
  const ruleTarget = new Map(rules.map((r) => [r.id, [r.archetype, r.variant] as const]));

  // Shared lists used by at least one entry, checked against the archetype classifier.
  const classifier = buildClassifier(rules);
  const sharedDecks: NonNullable<TournamentDocument['decks']> = {};
  for (const deck of decks.shared.values()) {
    if (!seenDecks.has(deck)) continue;
    const effects = new Map<string, number>();
    for (const { print, count } of deck.list.values())
      effects.set(print.effectId, (effects.get(print.effectId) ?? 0) + count);
    const target = ruleTarget.get(classifier.classify(effects) ?? -1);
    if (!target || target[0] !== deck.archetype || target[1] !== deck.variant) stats.misclassified++;
    sharedDecks[deck.ref] = {
      cards: [...deck.list.values()]
        .sort((x, y) =>
          x.print.setCode < y.print.setCode
            ? -1
            : x.print.setCode > y.print.setCode
              ? 1
              : x.print.cardIndex < y.print.cardIndex
                ? -1
                : 1,
        )
        .map(({ print, count }) => ({ setCode: print.setCode, cardIndex: print.cardIndex, count })),
    };
  }
  stats.deckLists = Object.keys(sharedDecks).length;
  stats.players = usedPlayers.size;
  stats.renamedPlayers = players.filter((p) => usedPlayers.has(p.pinCode) && p.names.length > 0).length;

  const document: TournamentDocument = {
    format: 'ptcg-cn-tournaments',
    version: 1,
    generated: true,
    announcements: [
      { kind: 'banner', text: DEMO_ANNOUNCEMENTS.banner },
      { kind: 'home', text: DEMO_ANNOUNCEMENTS.home },
    ],
    source: `默认赛季数据（生成器 scripts/build-default-season.ts，种子 ${opts.seed}，约 ${opts.tournaments} 场赛事、${opts.players} 名选手）`,
    categories,
    players: players
      .filter((p) => usedPlayers.has(p.pinCode))
      .map((p) => ({
        pinCode: p.pinCode,
        nickname: p.nickname,
        division: p.division,
        ...(p.names.length > 0 ? { names: p.names } : {}),
      })),
    decks: sharedDecks,
    series: [...series.values()].filter((s) => s.tournaments.length > 0),
  };
  return { document, stats };
}
