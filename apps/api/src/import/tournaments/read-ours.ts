import type { z } from 'zod';
import { ImportError, at, fieldPath } from './errors.ts';
import { EntryRecord, TournamentFile, TournamentRecord, type DeckRecord, type SharedDeck } from './format.ts';
import type { DeckSource, NormDeck, NormDocument, NormEntry, NormTournament } from './model.ts';

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
  int: '整数',
};

/** One zod issue in Chinese, prefixed by the field path inside the record. */
export function issueText(
  issue: z.core.$ZodIssue,
  prefix: readonly PropertyKey[] = [],
): { field: string; message: string } {
  const field = fieldPath([...prefix, ...issue.path]);
  let message: string;
  switch (issue.code) {
    case 'invalid_type':
      message = /received undefined/.test(issue.message)
        ? '缺少此字段'
        : `应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
      break;
    case 'too_small':
      message = `不能小于 ${String(issue.minimum)}${issue.origin === 'array' ? ' 项' : issue.origin === 'string' ? ' 个字符' : ''}`;
      break;
    case 'too_big':
      message = `不能大于 ${String(issue.maximum)}${issue.origin === 'array' ? ' 项' : issue.origin === 'string' ? ' 个字符' : ''}`;
      break;
    case 'invalid_value':
      message = `取值无效，可选 ${issue.values.map((v) => JSON.stringify(v)).join('、')}`;
      break;
    case 'invalid_union':
      message = '格式不符合任何一种写法';
      break;
    case 'unrecognized_keys':
      message = `未知字段 ${issue.keys.join('、')}`;
      break;
    default:
      message = issue.message;
  }
  return { field, message };
}

export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  value: unknown,
  where: string,
  prefix: readonly PropertyKey[] = [],
): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const { field, message } = issueText(parsed.error.issues[0] as z.core.$ZodIssue, prefix);
  throw new ImportError(at(where, field), message);
}

const externalIdOf = (raw: unknown): string | null =>
  raw !== null && typeof raw === 'object' && typeof (raw as { externalId?: unknown }).externalId === 'string'
    ? (raw as { externalId: string }).externalId
    : null;

/** Reads a document of our format (already JSON-parsed). */
export function readOurDocument(file: string, raw: unknown): NormDocument {
  const fileWhere = `文件 ${file}`;
  const doc = parseOrThrow(TournamentFile, raw, fileWhere);

  // Every entry that refers to a shared list gets the same source object, so it is resolved once.
  const shared = new Map<string, DeckSource>();
  const sharedWhere = new Map<string, string>();
  const sharedCode = new Map<string, string>();
  for (const [key, deck] of Object.entries(doc.decks) as [string, SharedDeck][]) {
    shared.set(key, deck.cards ? { kind: 'cards', cards: deck.cards } : { kind: 'text', text: deck.text as string });
    sharedWhere.set(key, at(fileWhere, `decks.${key}`));
    if (deck.deckCode) sharedCode.set(key, deck.deckCode);
  }

  const seenPins = new Set<string>();
  doc.players.forEach((p, i) => {
    if (seenPins.has(p.pinCode))
      throw new ImportError(at(fileWhere, `players[${i}].pinCode`), `选手 ${p.pinCode} 重复`);
    seenPins.add(p.pinCode);
  });
  const seenKeys = new Set<string>();
  doc.categories.forEach((c, i) => {
    for (const [j, key] of [c.key, ...c.variants.map((v) => v.key)].entries()) {
      if (seenKeys.has(key))
        throw new ImportError(
          at(fileWhere, `categories[${i}]${j === 0 ? '' : `.variants[${j - 1}]`}.key`),
          `类别 ${key} 重复`,
        );
      seenKeys.add(key);
    }
  });

  const tournaments: NormTournament[] = [];
  const seenTournaments = new Set<string>();
  const readTournament = (rawTournament: unknown, seriesId: string | null, ownerWhere: string, index: number) => {
    const ext = externalIdOf(rawTournament);
    const where = at(fileWhere, ext ? `赛事 ${ext}` : `${ownerWhere} 第 ${index + 1} 个赛事`);
    const t = parseOrThrow(TournamentRecord, rawTournament, where);
    if (seenTournaments.has(t.externalId))
      throw new ImportError(at(where, 'externalId'), `赛事 ${t.externalId} 在文件中重复`);
    seenTournaments.add(t.externalId);
    const { entries: rawEntries, swiss, matches, ...fields } = t;
    const entries = rawEntries.map((rawEntry, i): NormEntry => {
      const entryWhere = at(where, `第 ${i + 1} 条成绩`);
      const e = parseOrThrow(EntryRecord, rawEntry, entryWhere);
      return {
        where: entryWhere,
        rank: e.rank,
        points: e.points,
        matchPoints: e.matchPoints,
        wins: e.wins,
        losses: e.losses,
        ties: e.ties,
        owp: e.owp,
        oowp: e.oowp,
        qualified: e.qualified,
        teamName: e.teamName,
        dropRound: e.dropRound,
        players: e.players.map((p) =>
          typeof p === 'string' ? { pinCode: p, nickname: null } : { pinCode: p.pinCode, nickname: p.nickname ?? null },
        ),
        decks: e.decks.map((d: DeckRecord, j): NormDeck => {
          const deckWhere = at(entryWhere, `decks[${j}]`);
          let source: DeckSource;
          let sourceWhere = deckWhere;
          let miniappCode = d.deckCode;
          if (d.ref !== undefined) {
            const found = shared.get(d.ref);
            if (!found) throw new ImportError(at(deckWhere, 'ref'), `找不到共享卡组 ${d.ref}`);
            source = found;
            sourceWhere = sharedWhere.get(d.ref) as string;
            miniappCode = sharedCode.get(d.ref);
          } else if (d.cards) {
            source = { kind: 'cards', cards: d.cards };
          } else {
            source = { kind: 'text', text: d.text as string };
          }
          return { where: sourceWhere, day: d.day, slot: d.slot, pinCode: d.pinCode, source, miniappCode };
        }),
      };
    });
    tournaments.push({ where, seriesExternalId: seriesId, fields, entries, swiss, matches });
  };

  const seenSeries = new Set<string>();
  doc.series.forEach((s, i) => {
    if (seenSeries.has(s.externalId))
      throw new ImportError(at(fileWhere, `series[${i}].externalId`), `赛事系列 ${s.externalId} 重复`);
    seenSeries.add(s.externalId);
    s.tournaments.forEach((t, j) => readTournament(t, s.externalId, `赛事系列 ${s.externalId}`, j));
  });
  doc.tournaments.forEach((t, j) => readTournament(t, null, 'tournaments', j));

  return {
    file,
    format: 'ptcg-cn',
    categories: doc.categories,
    players: doc.players,
    series: doc.series.map(({ tournaments: _omit, ...rest }) => rest),
    tournaments,
    announcements: doc.announcements,
    generated: doc.generated,
    skippedRecords: [],
    notes: [],
  };
}
