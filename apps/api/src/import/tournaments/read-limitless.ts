import { RANK_NC } from '@ptcg/contract';
import { placementPoints } from '@ptcg/tcg';
import { z } from 'zod';
import { englishLinesOfText, type EnglishLine } from '#api/db/queries/card-index.ts';
import { ImportError, at } from './errors.ts';
import { PinCode } from './format.ts';
import type { ImportOptions, NormDocument, NormEntry, NormTournament } from './model.ts';
import { issueText } from './read-ours.ts';

/**
 * Limitless TCG API exports: one JSON document holding what the API answers for a tournament,
 * `{ tournament, details?, standings, pairings? }`:
 * - tournament (GET /tournaments): {id, name, date, format, players, ...}
 * - details (GET /tournaments/{id}/details): organizer, phases, ... (optional, not stored)
 * - standings (GET /tournaments/{id}/standings): [{player, name, country, placing,
 *   record {wins, losses, ties}, decklist {pokemon, trainer, energy: [{count, name, set, number}]}, drop}]
 * - pairings (GET /tournaments/{id}/pairings, optional): [{round, table, player1, player2, winner}]
 *
 * Limitless players are identified by their Limitless user name; they are stored with the pin code
 * "LL-<user name>" so they never collide with Play! Pokémon ids. Cards are resolved through the
 * English bridge of the card table; a line that matches no print is kept as written (name, set,
 * number) with its reason, so the deck keeps all its cards.
 *
 * `drop` is the round in which a player dropped. Dropped players keep the placing Limitless gives
 * them; when it gives none they rank after the placed players by match points, later drops first.
 * Only a player with neither a placing nor a drop (never played) is NC.
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
const Pairing = z.object({
  round: z.number().int().min(1),
  table: z.number().int().min(0).optional(),
  player1: z.string().min(1),
  player2: z.string().nullable().optional(),
  winner: z.union([z.string(), z.number()]).nullable().optional(),
  /** Limitless phases: 1 swiss, 2 and later the top cut (or a second swiss day). */
  phase: z.number().int().min(1).optional(),
});
const LimitlessTournament = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}/, '日期应以 YYYY-MM-DD 开头'),
  format: z.string().nullable().optional(),
  players: z.number().int().min(0).optional(),
});
export const LimitlessDocument = z.object({
  tournament: LimitlessTournament,
  details: z.record(z.string(), z.unknown()).optional(),
  standings: z.array(z.unknown()),
  pairings: z.array(Pairing).optional(),
});

export function isLimitlessDocument(raw: unknown): boolean {
  if (raw === null || typeof raw !== 'object') return false;
  const r = raw as { tournament?: unknown; standings?: unknown };
  return r.tournament !== null && typeof r.tournament === 'object' && Array.isArray(r.standings);
}

export const limitlessPin = (user: string) => `LL-${user.replace(/[^0-9A-Za-z_.-]/g, '_')}`;

function englishLines(deck: z.infer<typeof Decklist>): { lines: EnglishLine[]; errors: string[] } {
  // Through the deck text reader so basic energy spellings ("Basic {R} Energy", "Fire Energy") are normalised alike.
  const text = (['pokemon', 'trainer', 'energy'] as const)
    .flatMap((section) => [
      `${section}:`,
      ...deck[section].map((c) => [c.count, c.name, c.set ?? '', c.number ?? ''].join(' ').trim()),
    ])
    .join('\n');
  return englishLinesOfText(text);
}

export function readLimitlessDocument(file: string, raw: unknown, options: ImportOptions = {}): NormDocument {
  const fileWhere = `文件 ${file}`;
  const parsed = LimitlessDocument.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = issueText(parsed.error.issues[0] as z.core.$ZodIssue);
    throw new ImportError(at(fileWhere, field), message);
  }
  const { tournament: t, standings: rawStandings, pairings } = parsed.data;
  const where = at(fileWhere, `赛事 limitless:${t.id}`);
  const participantCount = t.players ?? rawStandings.length;
  const type = options.type ?? 'City';
  const seen = new Set<string>();
  const standings = rawStandings.map((rawStanding, i) => {
    const entryWhere = at(where, `第 ${i + 1} 条成绩`);
    const s = Standing.safeParse(rawStanding);
    if (!s.success) {
      const { field, message } = issueText(s.error.issues[0] as z.core.$ZodIssue);
      throw new ImportError(at(entryWhere, field), message);
    }
    const st = s.data;
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
  const lastPlacing = Math.max(0, ...standings.map(({ st }) => st.placing ?? 0));
  const matchPointsOf = (st: z.infer<typeof Standing>) => (st.record ? 3 * st.record.wins + st.record.ties : 0);
  const unplacedDrops = standings
    .filter(({ st }) => !st.placing && st.drop !== null && st.drop !== undefined)
    .sort((a, b) => matchPointsOf(b.st) - matchPointsOf(a.st) || (b.st.drop ?? 0) - (a.st.drop ?? 0));
  const dropRank = new Map(unplacedDrops.map(({ st }, i) => [st.player, lastPlacing + i + 1]));
  const entries = standings.map(({ st, entryWhere, pinCode }): NormEntry => {
    const dropRound = st.drop === null || st.drop === undefined ? null : Math.max(0, st.drop);
    const rank = st.placing ?? dropRank.get(st.player) ?? RANK_NC;
    const record = st.record ?? { wins: 0, losses: 0, ties: 0 };
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
      matchPoints: 3 * record.wins + record.ties,
      wins: record.wins,
      losses: record.losses,
      ties: record.ties,
      owp: null,
      oowp: null,
      qualified: false,
      teamName: null,
      dropRound,
      players: [{ pinCode, nickname: st.name }],
      decks,
    };
  });

  const matches: NormTournament['matches'] = [];
  const tableOf = new Map<number, number>();
  for (const p of pairings ?? []) {
    const table = p.table ?? (tableOf.get(p.round) ?? 0) + 1;
    tableOf.set(p.round, table);
    const player1 = limitlessPin(p.player1);
    if (!p.player2) {
      matches.push({ round: p.round, table, player1, player2: null, outcome: 5, phase: 'swiss' });
      continue;
    }
    const winner = p.winner === null || p.winner === undefined ? null : String(p.winner);
    // Limitless writes 0 for a tie and -1 for a double loss.
    const outcome =
      winner === p.player1 ? 1 : winner === p.player2 ? 2 : winner === '0' ? 3 : winner === '-1' ? 4 : null;
    const phase = p.phase !== undefined && p.phase > 1 ? 'top' : 'swiss';
    if (outcome !== null)
      matches.push({ round: p.round, table, player1, player2: limitlessPin(p.player2), outcome, phase });
  }

  const status = entries.length > 0 ? 'ended' : 'upcoming';
  return {
    file,
    format: 'limitless',
    categories: [],
    players: [],
    series: [],
    tournaments: [
      {
        where,
        seriesExternalId: null,
        fields: {
          externalId: `limitless:${t.id}`,
          name: t.name,
          status,
          date: t.date.slice(0, 10),
          endDate: null,
          location: '',
          regulation: t.format ?? '',
          regulationMark: '',
          formatEnd: t.format ?? null,
          type,
          division: 'Master',
          isTeam: false,
          isQual: false,
          isRate: false,
          twoDay: false,
          multiDeck: false,
          unofficial: false,
          participantCount,
          rounds: Math.max(0, ...matches.filter((m) => m.phase === 'swiss').map((m) => m.round)),
          currentRound: 0,
          topCut: 0,
          notification: '',
        },
        entries,
        swiss: [],
        matches,
      },
    ],
    announcements: [],
    skippedRecords: [],
  };
}
