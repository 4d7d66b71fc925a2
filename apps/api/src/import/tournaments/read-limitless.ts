import { RANK_NC } from '@ptcg/contract';
import { parseRegulation, placementPoints } from '@ptcg/tcg';
import { z } from 'zod';
import { englishLinesOfText, type EnglishLine } from '#api/db/queries/card-index.ts';
import { ImportError, at } from './errors.ts';
import { PinCode } from './format.ts';
import type { ImportOptions, NormDocument, NormEntry, NormTournament } from './model.ts';
import { parseOrThrow } from './read-ours.ts';

/**
 * What the Limitless TCG tournament API (play.limitlesstcg.com/api) answers for one tournament, either
 * as the folder a download leaves, one file per call, or merged into one document:
 *
 *   <event>/tournament.json  GET /tournaments (one row): {id, game, format, name, date, players}
 *   <event>/details.json     GET /tournaments/{id}/details: the same fields plus organizer, platform,
 *                            decklists, isPublic, isOnline, phases [{phase, type, rounds, mode}]
 *   <event>/standings.json   GET /tournaments/{id}/standings: [{player, name, country, placing,
 *                            record {wins, losses, ties}, decklist {pokemon, trainer, energy}, deck, drop}]
 *   <event>/pairings.json    GET /tournaments/{id}/pairings (where fetched): [{phase, round, table, match,
 *                            player1, player2, winner}]
 *   merged: {tournament, details?, standings, pairings?}
 *
 * - `details.isOnline` makes the event online, and so unofficial (no ladder points) unless the command
 *   says otherwise.
 * - `details.phases` give the structure: the swiss phases, and the first later phase that is not swiss
 *   is the top cut. Its size is the number of players paired in it (from the pairings), else the
 *   number whose record holds more games than the swiss rounds.
 * - Limitless records count the top-cut games; the entry keeps the swiss record (as TOM does) and the
 *   top-cut record apart, from the top-cut pairings, or without pairings from the games beyond the
 *   swiss and the placing (in single elimination only the champion never lost).
 * - `format` "STANDARD" / "EXPANDED" is a group, not a regulation: the regulation is the one the site's
 *   events of that group were played under on the event's date (or the command's --regulation).
 * - A pairing without player2 is a bye when player1 won it, else a loss for missing the round, which
 *   is no match and is left out of the match records (the standings record holds it).
 *
 * Players are stored with the pin code "LL-<Limitless user name>" so they never collide with Play!
 * Pokémon ids. Cards are resolved through the English bridge of the card table; a line that matches
 * no print is kept as written (name, set, number) with its reason, so the deck keeps all its cards.
 * Dropped players keep the placing Limitless gives them; when it gives none they rank after the placed
 * players by swiss match points, later drops first. Only a player with neither a placing nor a drop
 * (never played) is NC.
 */

const LimitlessCard = z.object({
  count: z.number().int().min(1).max(60),
  name: z.string().min(1),
  set: z.string().nullable().optional(),
  number: z.union([z.string(), z.number()]).nullable().optional(),
});
const Decklist = z.object({
  pokemon: z.array(LimitlessCard).default([]),
  trainer: z.array(LimitlessCard).default([]),
  energy: z.array(LimitlessCard).default([]),
});
const Standing = z.object({
  player: z.string().min(1),
  name: z.string().min(1).max(60),
  country: z.string().nullable().optional(),
  placing: z.number().int().min(1).nullable().optional(),
  record: z
    .object({ wins: z.number().int().min(0), losses: z.number().int().min(0), ties: z.number().int().min(0) })
    .optional(),
  decklist: Decklist.nullable().optional(),
  drop: z.number().int().nullable().optional(),
});
type Standing = z.infer<typeof Standing>;
const Pairing = z.object({
  round: z.number().int().min(1),
  phase: z.number().int().min(1).optional(),
  table: z.number().int().min(0).optional(),
  match: z.string().optional(),
  player1: z.string().min(1),
  player2: z.string().nullable().optional(),
  winner: z.union([z.string(), z.number()]).nullable().optional(),
});
type Pairing = z.infer<typeof Pairing>;
const TournamentInfo = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/, '日期应以 YYYY-MM-DD 开头'),
  format: z.string().nullable().optional(),
  players: z.number().int().min(0).optional(),
});
const Phase = z.object({
  phase: z.number().int().min(1),
  type: z.string().min(1),
  rounds: z.number().int().min(0),
  mode: z.string().optional(),
});
type Phase = z.infer<typeof Phase>;
const Details = z.object({ isOnline: z.boolean().optional(), phases: z.array(Phase).optional() });

/** The API answers of one tournament and where each came from (the path as given, for errors). */
export interface LimitlessParts {
  /** The name the report shows: the merged document's file, or the event folder. */
  file: string;
  tournament: { value: unknown; where: string; prefix: string[] } | null;
  details: { value: unknown; where: string; prefix: string[] } | null;
  standings: { value: unknown; where: string; prefix: string[] };
  pairings: { value: unknown; where: string; prefix: string[] } | null;
}

/** The four answers a Limitless download folder may hold, by file name. */
export const LIMITLESS_FOLDER_FILES = ['tournament.json', 'details.json', 'standings.json', 'pairings.json'] as const;

export function isLimitlessDocument(raw: unknown): boolean {
  if (raw === null || typeof raw !== 'object') return false;
  const r = raw as { tournament?: unknown; standings?: unknown };
  return r.tournament !== null && typeof r.tournament === 'object' && Array.isArray(r.standings);
}

/** The parts of a merged document; its fields are named by their place in it ("standings[2]…"). */
export function mergedParts(file: string, raw: unknown): LimitlessParts {
  const where = `文件 ${file}`;
  const doc = raw as Record<string, unknown>;
  const part = (key: string) => (doc[key] === undefined ? null : { value: doc[key], where, prefix: [key] });
  return {
    file,
    tournament: part('tournament'),
    details: part('details'),
    standings: { value: doc.standings, where, prefix: ['standings'] },
    pairings: part('pairings'),
  };
}

export const limitlessPin = (user: string) => `LL-${user.replace(/[^0-9A-Za-z_.-]/g, '_')}`;

/** Promos as Limitless writes some of them: set "PR" with the series letters in the number ("SWSH154"). */
const PROMO_NUMBER: [RegExp, string][] = [
  [/^SWSH(\d+)$/i, 'PR-SW'],
  [/^SM(\d+)$/i, 'PR-SM'],
  [/^SV(\d+)$/i, 'PR-SV'],
];

function cardLine(c: z.infer<typeof LimitlessCard>): string {
  let set = c.set ?? '';
  let number = c.number === null || c.number === undefined ? '' : String(c.number);
  if (set.toUpperCase() === 'PR') {
    const promo = PROMO_NUMBER.find(([re]) => re.test(number));
    if (promo) [set, number] = [promo[1], number.replace(promo[0], '$1')];
  }
  return [c.count, c.name, set, number].join(' ').trim();
}

function englishLines(deck: z.infer<typeof Decklist>): { lines: EnglishLine[]; errors: string[] } {
  // Through the deck text reader so basic energy spellings ("Basic {R} Energy", "Fire Energy") are normalised alike.
  const text = (['pokemon', 'trainer', 'energy'] as const)
    .flatMap((section) => [`${section}:`, ...deck[section].map(cardLine)])
    .join('\n');
  return englishLinesOfText(text);
}

/** The event's day in China: Limitless dates are UTC instants ("2025-11-16T12:00:00.000Z"). */
function chinaDay(value: string): string {
  if (!/[zZ]$|[+-]\d{2}:?\d{2}$/.test(value)) return value.slice(0, 10);
  const t = Date.parse(value);
  return Number.isNaN(t) ? value.slice(0, 10) : new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The regulation fields of a Limitless format: a code of our own shape is kept; "STANDARD" and
 * "EXPANDED" are resolved by date when the file is written; any other format (GLC, CUSTOM, …) is no
 * Chinese regulation and is left empty.
 */
function regulationOf(format: string | null | undefined, options: ImportOptions, notes: string[], where: string) {
  const chosen = options.regulation ?? (format && parseRegulation(format) ? format : null);
  if (chosen) {
    const parsed = parseRegulation(chosen);
    return {
      fields: { regulation: chosen, regulationMark: parsed?.marks.join('') ?? '', formatEnd: parsed?.lastSet ?? null },
      onDate: undefined,
    };
  }
  const empty = { regulation: '', regulationMark: '', formatEnd: null };
  const group = format?.toUpperCase();
  if (group === 'STANDARD') return { fields: empty, onDate: 'standard' as const };
  if (group === 'EXPANDED') return { fields: empty, onDate: 'expanded' as const };
  if (format) notes.push(`${where}: 赛制 ${format} 不是国内的标准或扩展赛制，未记录赛制（可用 --regulation 指定）`);
  return { fields: empty, onDate: undefined };
}

/** The structure `details.phases` describes: swiss rounds before the cut, and the cut phase. */
function structureOf(phases: Phase[] | undefined) {
  if (!phases || phases.length === 0) return null;
  const sorted = [...phases].sort((a, b) => a.phase - b.phase);
  const first = sorted[0] as Phase;
  const cut = sorted.find((p) => p !== first && p.type.toUpperCase() !== 'SWISS') ?? null;
  const swissRounds = sorted
    .filter((p) => p.type.toUpperCase() === 'SWISS' && (cut === null || p.phase < cut.phase))
    .reduce((s, p) => s + p.rounds, 0);
  return { cut, swissRounds };
}

type Outcome = 1 | 2 | 3 | 4 | 5;

/** A pairing as a match record: Limitless writes 0 for a tie and -1 for a double loss. */
function outcomeOf(p: Pairing): Outcome | 'missed' | null {
  const winner = p.winner === null || p.winner === undefined ? null : String(p.winner);
  if (!p.player2) return winner === p.player1 ? 5 : 'missed';
  if (winner === p.player1) return 1;
  if (winner === p.player2) return 2;
  if (winner === '0') return 3;
  if (winner === '-1') return 4;
  return null;
}

export function readLimitlessDocument(parts: LimitlessParts, options: ImportOptions = {}): NormDocument {
  const notes: string[] = [];
  const infoPart = parts.tournament ?? parts.details;
  if (!infoPart)
    throw new ImportError(`文件夹 ${parts.file}`, '缺少 tournament.json 或 details.json（赛事编号、名称和日期）');
  const t = parseOrThrow(TournamentInfo, infoPart.value, infoPart.where, infoPart.prefix);
  const details = parts.details
    ? parseOrThrow(Details, parts.details.value, parts.details.where, parts.details.prefix)
    : {};
  const rawStandings = parseOrThrow(
    z.array(z.unknown()),
    parts.standings.value,
    parts.standings.where,
    parts.standings.prefix,
  );
  const pairings = parts.pairings
    ? parseOrThrow(z.array(Pairing), parts.pairings.value, parts.pairings.where, parts.pairings.prefix)
    : null;
  const where = at(parts.standings.where, `赛事 limitless:${t.id}`);
  const participantCount = t.players ?? rawStandings.length;
  const type = options.type ?? 'City';
  const online = details.isOnline === true;
  const structure = structureOf(details.phases);
  const cut = structure?.cut ?? null;

  const seen = new Set<string>();
  const standings = rawStandings.map((rawStanding, i) => {
    const entryWhere = at(where, `第 ${i + 1} 条成绩`);
    const st = parseOrThrow(Standing, rawStanding, entryWhere);
    if (seen.has(st.player)) throw new ImportError(at(entryWhere, 'player'), `选手 ${st.player} 重复`);
    seen.add(st.player);
    const pinCode = limitlessPin(st.player);
    const pinCheck = PinCode.safeParse(pinCode);
    if (!pinCheck.success)
      throw new ImportError(
        at(entryWhere, 'player'),
        `${pinCheck.error.issues[0]?.message ?? '选手编号无效'}（${pinCode}）`,
      );
    return { st, entryWhere, pinCode };
  });

  // Which phase a pairing belongs to: as written, else by its round (older answers carry no phase).
  const maxSwissPairedRound = Math.max(0, ...(pairings ?? []).filter((p) => (p.phase ?? 1) === 1).map((p) => p.round));
  const swissRounds = structure ? structure.swissRounds : maxSwissPairedRound;
  const phaseOf = (p: Pairing) =>
    p.phase ?? (cut && structure && structure.swissRounds > 0 && p.round > structure.swissRounds ? cut.phase : 1);
  const isTop = (p: Pairing) => (structure ? cut !== null && phaseOf(p) >= cut.phase : phaseOf(p) > 1);

  // Top-cut records from the top-cut pairings.
  const topFromPairings = new Map<string, { wins: number; losses: number }>();
  const cutPlayers = new Set<string>();
  for (const p of pairings ?? []) {
    if (!isTop(p)) continue;
    const outcome = outcomeOf(p);
    const record = (user: string) => {
      let r = topFromPairings.get(user);
      if (!r) topFromPairings.set(user, (r = { wins: 0, losses: 0 }));
      return r;
    };
    if (cut && phaseOf(p) === cut.phase) for (const user of [p.player1, p.player2]) if (user) cutPlayers.add(user);
    if (outcome === 5 || outcome === 1) record(p.player1).wins += 1;
    if (outcome === 1 && p.player2) record(p.player2).losses += 1;
    if (outcome === 2 && p.player2) {
      record(p.player2).wins += 1;
      record(p.player1).losses += 1;
    }
    if (outcome === 4 && p.player2) {
      record(p.player1).losses += 1;
      record(p.player2).losses += 1;
    }
  }
  const gamesOf = (st: Standing) => (st.record ? st.record.wins + st.record.losses + st.record.ties : 0);
  const pairedCut = pairings !== null && cutPlayers.size > 0;
  // Without pairings, the players of the cut are those with more games than the swiss had.
  const inCut = (st: Standing) =>
    cut !== null && (pairedCut ? cutPlayers.has(st.player) : swissRounds > 0 && gamesOf(st) > swissRounds);
  const topCut = cut === null ? 0 : pairedCut ? cutPlayers.size : standings.filter(({ st }) => inCut(st)).length;
  const singleElimination = cut !== null && /SINGLE/i.test(cut.type);
  if (cut && !pairedCut && !singleElimination && topCut > 0)
    notes.push(
      `${where}: 淘汰赛为 ${cut.type}，没有对局记录（pairings.json）时无法从战绩中分出淘汰赛对局，战绩含淘汰赛`,
    );

  const topRecordOf = (st: Standing, entryWhere: string): { wins: number; losses: number } | null => {
    if (pairings !== null && topFromPairings.size > 0) return topFromPairings.get(st.player) ?? null;
    if (!singleElimination || !inCut(st)) return null;
    // Single elimination: every player of the cut lost exactly one match, except the champion.
    const games = gamesOf(st) - swissRounds;
    const losses = st.placing === 1 ? 0 : 1;
    if (games < losses)
      throw new ImportError(at(entryWhere, 'record'), `战绩与淘汰赛不符（淘汰赛 ${games} 局，名次 ${st.placing}）`);
    return { wins: games - losses, losses };
  };

  const rows = standings.map(({ st, entryWhere, pinCode }) => {
    const total = st.record ?? { wins: 0, losses: 0, ties: 0 };
    const topRecord = topRecordOf(st, entryWhere);
    const swiss = {
      wins: total.wins - (topRecord?.wins ?? 0),
      losses: total.losses - (topRecord?.losses ?? 0),
      ties: total.ties,
    };
    if (swiss.wins < 0 || swiss.losses < 0)
      throw new ImportError(
        at(entryWhere, 'record'),
        `战绩 ${total.wins}-${total.losses}-${total.ties} 少于淘汰赛对局 ${topRecord?.wins ?? 0}-${topRecord?.losses ?? 0}`,
      );
    return { st, entryWhere, pinCode, swiss, topRecord };
  });

  const lastPlacing = Math.max(0, ...rows.map(({ st }) => st.placing ?? 0));
  const matchPointsOf = (swiss: { wins: number; ties: number }) => 3 * swiss.wins + swiss.ties;
  const unplacedDrops = rows
    .filter(({ st }) => !st.placing && st.drop !== null && st.drop !== undefined)
    .sort((a, b) => matchPointsOf(b.swiss) - matchPointsOf(a.swiss) || (b.st.drop ?? 0) - (a.st.drop ?? 0));
  const dropRank = new Map(unplacedDrops.map(({ st }, i) => [st.player, lastPlacing + i + 1]));
  const entries = rows.map(({ st, entryWhere, pinCode, swiss, topRecord }): NormEntry => {
    const dropRound = st.drop === null || st.drop === undefined ? null : Math.max(0, st.drop);
    const rank = st.placing ?? dropRank.get(st.player) ?? RANK_NC;
    const decks: NormEntry['decks'] = [];
    if (st.decklist) {
      const { lines, errors } = englishLines(st.decklist);
      if (errors.length > 0) throw new ImportError(at(entryWhere, 'decklist'), errors[0] as string);
      if (lines.length > 0)
        decks.push({
          where: at(entryWhere, `decklist（${st.name}）`),
          day: 1,
          slot: 0,
          pinCode,
          source: { kind: 'english', lines },
        });
    }
    return {
      where: entryWhere,
      rank,
      points: placementPoints(type, rank, participantCount),
      matchPoints: matchPointsOf(swiss),
      wins: swiss.wins,
      losses: swiss.losses,
      ties: swiss.ties,
      owp: null,
      oowp: null,
      qualified: false,
      teamName: null,
      dropRound,
      topRecord,
      players: [{ pinCode, nickname: st.name }],
      decks,
    };
  });

  const matches: NormTournament['matches'] = [];
  const tableOf = new Map<number, number>();
  for (const p of pairings ?? []) {
    const outcome = outcomeOf(p);
    if (outcome === null || outcome === 'missed') continue;
    // Live brackets carry no table number: their matches are numbered in the order given.
    const table = p.table ?? (tableOf.get(p.round) ?? 0) + 1;
    tableOf.set(p.round, Math.max(table, tableOf.get(p.round) ?? 0));
    matches.push({
      round: p.round,
      table,
      player1: limitlessPin(p.player1),
      player2: outcome === 5 ? null : limitlessPin(p.player2 as string),
      outcome,
      phase: isTop(p) ? 'top' : 'swiss',
    });
  }

  const regulation = regulationOf(t.format, options, notes, where);
  const status = entries.length > 0 ? 'ended' : 'upcoming';
  return {
    file: parts.file,
    format: 'limitless',
    categories: [],
    players: [],
    series: [],
    tournaments: [
      {
        where,
        seriesExternalId: null,
        regulationOnDate: regulation.onDate,
        fields: {
          externalId: `limitless:${t.id}`,
          name: t.name,
          status,
          date: chinaDay(t.date),
          endDate: null,
          location: online ? '线上' : '',
          ...regulation.fields,
          type,
          division: 'Master',
          isTeam: false,
          isQual: false,
          isRate: false,
          twoDay: false,
          multiDeck: false,
          unofficial: online,
          online,
          participantCount,
          rounds: swissRounds,
          currentRound: 0,
          topCut,
          notification: '',
        },
        entries,
        swiss: [],
        matches,
      },
    ],
    announcements: [],
    generated: false,
    skippedRecords: [],
    notes,
  };
}
