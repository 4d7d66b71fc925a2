import { RANK_NC } from '@ptcg/contract';
import { placementPoints } from '@ptcg/tcg';
import { z } from 'zod';
import { englishLinesOfText, type EnglishLine } from './cards.ts';
import { ImportError, at } from './errors.ts';
import type { NormDocument, NormEntry, NormTournament } from './model.ts';
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
 * English bridge of the card table; a deck with a card that has no Chinese print is skipped and
 * listed in the report, never guessed.
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
  record: z.object({ wins: z.number().int().min(0), losses: z.number().int().min(0), ties: z.number().int().min(0) }).optional(),
  decklist: Decklist.nullable().optional(),
  drop: z.number().int().nullable().optional(),
});
const Pairing = z.object({
  round: z.number().int().min(1),
  table: z.number().int().min(0).optional(),
  player1: z.string().min(1),
  player2: z.string().nullable().optional(),
  winner: z.union([z.string(), z.number()]).nullable().optional(),
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
    .flatMap((section) => [`${section}:`, ...deck[section].map((c) => [c.count, c.name, c.set ?? '', c.number ?? ''].join(' ').trim())])
    .join('\n');
  return englishLinesOfText(text);
}

export function readLimitlessDocument(file: string, raw: unknown): NormDocument {
  const fileWhere = `文件 ${file}`;
  const parsed = LimitlessDocument.safeParse(raw);
  if (!parsed.success) {
    const { field, message } = issueText(parsed.error.issues[0] as z.core.$ZodIssue);
    throw new ImportError(at(fileWhere, field), message);
  }
  const { tournament: t, standings: rawStandings, pairings } = parsed.data;
  const where = at(fileWhere, `赛事 limitless:${t.id}`);
  const participantCount = t.players ?? rawStandings.length;
  const seen = new Set<string>();
  const entries = rawStandings.map((rawStanding, i): NormEntry => {
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
    const rank = st.placing ?? RANK_NC;
    const record = st.record ?? { wins: 0, losses: 0, ties: 0 };
    const decks: NormEntry['decks'] = [];
    if (st.decklist) {
      const { lines, errors } = englishLines(st.decklist);
      if (errors.length > 0) throw new ImportError(at(entryWhere, 'decklist'), errors[0] as string);
      if (lines.length > 0) decks.push({ where: at(entryWhere, `decklist（${st.name}）`), day: 1, slot: 0, pinCode, source: { kind: 'english', lines } });
    }
    return {
      where: entryWhere,
      rank,
      points: placementPoints('City', rank, participantCount),
      matchPoints: 3 * record.wins + record.ties,
      wins: record.wins,
      losses: record.losses,
      ties: record.ties,
      owp: null,
      oowp: null,
      qualified: false,
      teamName: null,
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
      matches.push({ round: p.round, table, player1, player2: null, outcome: 5 });
      continue;
    }
    const winner = p.winner === null || p.winner === undefined ? null : String(p.winner);
    // Limitless writes 0 for a tie and -1 for a double loss, which standings cannot express as a match result.
    const outcome = winner === p.player1 ? 1 : winner === p.player2 ? 2 : winner === '0' ? 3 : null;
    if (outcome !== null) matches.push({ round: p.round, table, player1, player2: limitlessPin(p.player2), outcome });
  }

  const status = entries.length > 0 ? 'ended' : 'upcoming';
  return {
    file,
    format: 'limitless',
    categories: [],
    players: [],
    series: [],
    tournaments: [{
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
        type: 'City',
        division: 'Master',
        isTeam: false,
        isQual: false,
        isRate: false,
        twoDay: false,
        multiDeck: false,
        participantCount,
        rounds: Math.max(0, ...matches.map((m) => m.round)),
        currentRound: 0,
        topCut: 0,
        notification: '',
      },
      entries,
      swiss: [],
      matches,
    }],
    announcements: [],
  };
}
