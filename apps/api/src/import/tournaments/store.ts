import { DECK_SIZE, SM_SERIES_REGULATION } from '@ptcg/contract';
import { parseRegulation, type Classifier } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '#api/db/index.ts';
import { bulkInsert, nextIds, withoutForeignKeyChecks } from './bulk.ts';
import { CardIndex, englishLinesOfText, type EnglishLine } from '#api/db/queries/card-index.ts';
import { loadClassifier } from '#api/stats/deck-archetypes.ts';
import { storeDecks, storeMiniappCodes, type ResolvedDeck } from './decks.ts';
import { ImportError, at } from './errors.ts';
import type { CategoryRecord, KeyCardRecord, PlayerRecord } from './format.ts';
import type {
  DeckSource,
  FileReport,
  ImportOptions,
  LineSummary,
  NormDeck,
  NormDocument,
  NormTournament,
  SkippedDeck,
} from './model.ts';
import { chunks } from '#api/lib/batches.ts';

/** State shared by the files of one import command (one transaction). */
export class ImportSession {
  private cardIndex: CardIndex | null = null;
  private classifierCache: Classifier | null = null;
  categoriesChanged = false;
  tournamentsWritten = 0;

  constructor(
    readonly db: Db,
    readonly options: ImportOptions = {},
  ) {}

  async cards(): Promise<CardIndex> {
    return (this.cardIndex ??= await CardIndex.load(this.db));
  }

  async classifier(): Promise<Classifier> {
    return (this.classifierCache ??= (await loadClassifier(this.db)).classifier);
  }

  forgetClassifier() {
    this.classifierCache = null;
  }
}

type Resolution = { deck: ResolvedDeck; lines: LineSummary } | { skip: string };

const marksOf = (regulationMark: string) => [...regulationMark.toUpperCase()].filter((c) => /[A-Z]/.test(c));

/**
 * Why an English line found no Chinese print: the print is international-only (the international card
 * data knows it, no Chinese print of the card exists yet), or the card data does not know it at all.
 */
function unresolvedReason(line: EnglishLine, internationalOnly: boolean): string {
  if (internationalOnly) return '仅有国际版，尚无中文版卡牌';
  if (line.setCode && line.number) return `卡牌数据中没有 ${line.setCode} ${line.number} 的印刷版本`;
  return `卡牌数据中没有名为「${line.name}」的卡牌`;
}

/**
 * Resolves a deck source to prints. Chinese card keys must all exist (our own files name prints
 * exactly). English lines never fail on an unknown card: the line is kept with its reason, so the
 * deck keeps all its cards. A list whose lines do not add up to 60 cards is refused (text of our
 * files) or skipped and reported (exports of other sites).
 */
function resolveSource(source: DeckSource, where: string, cards: CardIndex, marks: string[]): Resolution {
  const checkSize = (resolution: { deck: ResolvedDeck; lines: LineSummary }, skippable: boolean): Resolution => {
    const { deck } = resolution;
    const total = deck.cards.reduce((s, c) => s + c.count, 0) + deck.unresolved.reduce((s, u) => s + u.count, 0);
    if (total === DECK_SIZE) return resolution;
    const reason = `卡组共 ${total} 张，应为 ${DECK_SIZE} 张`;
    if (skippable) return { skip: reason };
    throw new ImportError(where, reason);
  };
  if (source.kind === 'cards') {
    const resolved = source.cards.map((key, i) => {
      const card = cards.card(key.setCode, key.cardIndex);
      if (!card) throw new ImportError(`${where}.cards[${i}]`, `找不到卡牌 ${key.setCode} ${key.cardIndex}`);
      return { card, count: key.count };
    });
    return checkSize(
      { deck: { cards: resolved, unresolved: [] }, lines: { resolved: 0, internationalOnly: 0, unresolved: 0 } },
      false,
    );
  }
  let lines: EnglishLine[];
  if (source.kind === 'text') {
    const parsed = englishLinesOfText(source.text);
    if (parsed.errors.length > 0) throw new ImportError(`${where}.text`, parsed.errors[0] as string);
    lines = parsed.lines;
  } else {
    lines = source.lines;
  }
  const deck: ResolvedDeck = { cards: [], unresolved: [] };
  const summary: LineSummary = { resolved: 0, internationalOnly: 0, unresolved: 0 };
  for (const line of lines) {
    const card = cards.english(line, marks);
    if (card) {
      deck.cards.push({ card, count: line.qty });
      if (card.internationalOnly) summary.internationalOnly += 1;
      else summary.resolved += 1;
    } else {
      // An international-only print has no Chinese card to count as: the line is kept as the source
      // wrote it (its picture comes from the international data), and counted as international-only.
      const internationalOnly = cards.englishPrint(line)?.internationalOnly === true;
      deck.unresolved.push({
        count: line.qty,
        name: line.name,
        setCode: line.setCode,
        number: line.number,
        reason: unresolvedReason(line, internationalOnly),
      });
      if (internationalOnly) summary.internationalOnly += 1;
      else summary.unresolved += 1;
    }
  }
  return checkSize({ deck, lines: summary }, source.kind === 'english');
}

/** The name a player went by on a day: the latest name whose start is on or before it. */
function nameOn(player: PlayerRecord, date: string): string {
  if (player.names.length === 0) return player.nickname;
  const timeline = [...player.names].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
  let name = (timeline[0] as { nickname: string }).nickname;
  for (const n of timeline) if (n.since <= date) name = n.nickname;
  return name;
}

async function writeCategories(session: ImportSession, file: string, categories: CategoryRecord[]) {
  const cards = await session.cards();
  const keyEffects = (list: KeyCardRecord[], where: string) =>
    list.map((k, i) => {
      if ('effectId' in k) return { effectId: k.effectId, qty: k.qty };
      const card = cards.card(k.setCode, k.cardIndex);
      if (!card) throw new ImportError(`${where}.keyEffects[${i}]`, `找不到卡牌 ${k.setCode} ${k.cardIndex}`);
      return { effectId: card.effectId, qty: k.qty };
    });
  const upsert = async (
    c: {
      key: string;
      name: string;
      label: string;
      icons: string[];
      priority: number;
      keyEffects: KeyCardRecord[];
      isOther?: boolean;
    },
    parentId: number | null,
    where: string,
  ) => {
    const values = {
      parent_id: parentId,
      name: c.name,
      label: c.label,
      icons: c.icons,
      priority: c.priority,
      key_effects: JSON.stringify(keyEffects(c.keyEffects, where)),
      is_other: c.isOther ?? false,
      external_key: c.key,
    };
    const row = await session.db
      .insertInto('deck_category')
      .values(values)
      .onConflict((oc) => oc.column('external_key').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  for (const [i, c] of categories.entries()) {
    const where = `文件 ${file} categories[${i}]`;
    const id = await upsert(c, null, where);
    for (const [j, v] of c.variants.entries()) await upsert(v, id, `${where}.variants[${j}]`);
  }
}

/**
 * A file that names only the format group ("STANDARD") was played under the regulation the site's
 * events of that group were played under on its date: the latest one dated on or before it. With no
 * such event the operator has to say it (--regulation).
 */
async function resolveRegulationOnDate(db: Db, t: NormTournament): Promise<void> {
  const group = t.regulationOnDate;
  if (!group) return;
  const ofGroup =
    group === 'expanded'
      ? sql`regulation LIKE 'EXP%'`
      : sql`regulation <> '' AND regulation NOT LIKE 'EXP%' AND regulation <> ${SM_SERIES_REGULATION}`;
  const { rows } = await sql<{ regulation: string; regulation_mark: string; format_end: string | null }>`
    SELECT regulation, regulation_mark, format_end FROM tournament
    WHERE ${ofGroup} AND date <= ${t.fields.date}::date AND external_id IS DISTINCT FROM ${t.fields.externalId}
    ORDER BY date DESC, id DESC LIMIT 1`.execute(db);
  const found = rows[0];
  const name = group === 'expanded' ? '扩展' : '标准';
  if (!found)
    throw new ImportError(
      at(t.where, 'format'),
      `找不到 ${t.fields.date} 施行的${name}赛制（数据库中没有这一天或更早的${name}赛制赛事）；请用 --regulation 指定，例如 --regulation GHI-CSV10C`,
    );
  const parsed = parseRegulation(found.regulation);
  t.fields.regulation = found.regulation;
  t.fields.regulationMark = found.regulation_mark || (parsed?.marks.join('') ?? '');
  t.fields.formatEnd = found.format_end ?? parsed?.lastSet ?? null;
}

/**
 * The top-cut record of each individual entry that the reader left to the pairings: matches won and
 * lost in the tournament's top-cut rounds (a bye is a win, a double loss a loss); null for a player
 * who played none.
 */
function fillTopRecords(t: NormTournament): void {
  const top = t.matches.filter((m) => m.phase === 'top');
  const records = new Map<string, { wins: number; losses: number }>();
  const add = (pin: string, won: boolean) => {
    let r = records.get(pin);
    if (!r) records.set(pin, (r = { wins: 0, losses: 0 }));
    if (won) r.wins += 1;
    else r.losses += 1;
  };
  for (const m of top) {
    if (m.outcome === 5) add(m.player1, true);
    if (m.player2 === null || m.outcome === 3) continue;
    add(m.player1, m.outcome === 1);
    add(m.player2, m.outcome === 2);
  }
  for (const e of t.entries) {
    if (e.topRecord !== undefined) continue;
    e.topRecord = e.players.length === 1 ? (records.get(e.players[0]!.pinCode) ?? null) : null;
  }
}

/** Writes one read document. Runs inside the command's transaction. */
export async function writeDocument(session: ImportSession, doc: NormDocument): Promise<FileReport> {
  const { db } = session;
  const skippedDecks: SkippedDeck[] = [];
  if (doc.categories.length > 0) {
    await writeCategories(session, doc.file, doc.categories);
    session.forgetClassifier();
    session.categoriesChanged = true;
  }

  for (const t of doc.tournaments) await resolveRegulationOnDate(db, t);

  // Decks first: a missing card is the likeliest error and nothing else needs to be written to find it.
  const cards = doc.tournaments.some((t) => t.entries.some((e) => e.decks.length > 0)) ? await session.cards() : null;
  const resolutions = new Map<DeckSource, Resolution>();
  const lines: LineSummary = { resolved: 0, internationalOnly: 0, unresolved: 0 };
  const entryDecks: { tournament: NormTournament; deck: NormDeck; resolved: ResolvedDeck }[] = [];
  for (const t of doc.tournaments) {
    const marks = marksOf(t.fields.regulationMark);
    for (const e of t.entries) {
      for (const d of e.decks) {
        let r = resolutions.get(d.source);
        if (!r) {
          r = resolveSource(d.source, d.where, cards as CardIndex, marks);
          resolutions.set(d.source, r);
        }
        if ('skip' in r) skippedDecks.push({ where: d.where, reason: r.skip });
        else {
          entryDecks.push({ tournament: t, deck: d, resolved: r.deck });
          lines.resolved += r.lines.resolved;
          lines.internationalOnly += r.lines.internationalOnly;
          lines.unresolved += r.lines.unresolved;
        }
      }
    }
  }

  const pins = new Set<string>(doc.players.map((p) => p.pinCode));
  for (const t of doc.tournaments) for (const e of t.entries) for (const p of e.players) pins.add(p.pinCode);
  const knownPlayers = doc.generated ? await existingPlayers(db, [...pins]) : new Set<string>();
  await writePlayers(session, doc);
  const seriesIds = await writeSeries(db, doc, session.options);
  const tournamentIds = await writeTournaments(db, doc, seriesIds);
  await flagGenerated(db, doc.generated, {
    series: [...seriesIds.values()],
    tournaments: [...tournamentIds.values()],
    players: [...pins].filter((pin) => !knownPlayers.has(pin)),
  });

  const uniqueDecks = [...new Set(entryDecks.map((d) => d.resolved))];
  const stored = await storeDecks(db, uniqueDecks, await session.classifier());
  const deckIdOf = new Map(uniqueDecks.map((d, i) => [d, stored.ids[i] as number]));
  const deckIdByEntryDeck = new Map(entryDecks.map((d) => [d.deck, deckIdOf.get(d.resolved) as number]));
  await storeMiniappCodes(
    db,
    entryDecks.flatMap(({ deck, resolved }) =>
      deck.miniappCode ? [{ code: deck.miniappCode, deckId: deckIdOf.get(resolved) as number, where: deck.where }] : [],
    ),
  );

  const entryCount = await writeEntries(db, doc, tournamentIds, deckIdByEntryDeck);

  for (const a of doc.announcements) {
    await db.deleteFrom('announcement').where('kind', '=', a.kind).execute();
    await db.insertInto('announcement').values({ kind: a.kind, text: a.text }).execute();
  }
  session.tournamentsWritten += doc.tournaments.length;

  return {
    file: doc.file,
    format: doc.format,
    series: doc.series.length,
    tournaments: doc.tournaments.length,
    entries: entryCount,
    players: pins.size,
    decks: entryDecks.length,
    newDecks: stored.created,
    categories: doc.categories.reduce((s, c) => s + 1 + c.variants.length, 0),
    skippedDecks,
    lines,
    skippedRecords: doc.skippedRecords,
    notes: doc.notes,
  };
}

async function existingPlayers(db: Db, pins: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const chunk of chunks(pins, 10_000)) {
    const rows = await sql<{ pin_code: string }>`
      SELECT pin_code FROM player WHERE pin_code = ANY(${chunk}::text[])`.execute(db);
    for (const r of rows.rows) known.add(r.pin_code);
  }
  return known;
}

/**
 * Flags what a document wrote as generated (示例数据) or real. A generated document flags only the
 * players it created: a player already known from real results stays real. Real results make every
 * player they list real.
 */
async function flagGenerated(
  db: Db,
  generated: boolean,
  written: { series: number[]; tournaments: number[]; players: string[] },
) {
  await sql`UPDATE tournament_series SET generated = ${generated}
    WHERE id = ANY(${written.series}::int4[]) AND generated <> ${generated}`.execute(db);
  for (const chunk of chunks(written.tournaments, 10_000))
    await sql`UPDATE tournament SET generated = ${generated}
      WHERE id = ANY(${chunk}::int4[]) AND generated <> ${generated}`.execute(db);
  for (const chunk of chunks(written.players, 10_000))
    await sql`UPDATE player SET generated = ${generated}
      WHERE pin_code = ANY(${chunk}::text[]) AND generated <> ${generated}`.execute(db);
}

async function writePlayers(session: ImportSession, doc: NormDocument) {
  const { db } = session;
  const docPlayers = new Map(doc.players.map((p) => [p.pinCode, p]));
  const referenced = new Set<string>();
  for (const t of doc.tournaments) for (const e of t.entries) for (const p of e.players) referenced.add(p.pinCode);
  const outside = [...referenced].filter((pin) => !docPlayers.has(pin));
  const known = new Map<string, string>();
  for (const chunk of chunks(outside, 10_000)) {
    const rows = await sql<{ pin_code: string; nickname: string }>`
      SELECT pin_code, nickname FROM player WHERE pin_code = ANY(${chunk}::text[])`.execute(db);
    for (const r of rows.rows) known.set(r.pin_code, r.nickname);
  }

  // Fill in each entry's names, collect players first seen here and every (player, name, day).
  const created = new Map<string, { nickname: string; division: string; date: string }>();
  const firstSeen = new Map<string, { pin: string; nickname: string; date: string }>();
  const seen = (pin: string, nickname: string, date: string) => {
    const key = `${pin}\u0000${nickname}`;
    const cur = firstSeen.get(key);
    if (!cur || date < cur.date) firstSeen.set(key, { pin, nickname, date });
  };
  for (const t of doc.tournaments) {
    for (const e of t.entries) {
      for (const p of e.players) {
        if (p.nickname === null) {
          const docPlayer = docPlayers.get(p.pinCode);
          const name = docPlayer
            ? nameOn(docPlayer, t.fields.date)
            : (known.get(p.pinCode) ?? created.get(p.pinCode)?.nickname);
          if (name === undefined)
            throw new ImportError(
              at(e.where, 'players'),
              `找不到选手 ${p.pinCode}（文件的 players 中没有，数据库中也没有）`,
            );
          p.nickname = name;
        } else if (!docPlayers.has(p.pinCode) && !known.has(p.pinCode)) {
          const cur = created.get(p.pinCode);
          if (!cur || t.fields.date >= cur.date)
            created.set(p.pinCode, { nickname: p.nickname, division: t.fields.division, date: t.fields.date });
        }
        seen(p.pinCode, p.nickname, t.fields.date);
      }
    }
  }
  for (const p of doc.players) for (const n of p.names) seen(p.pinCode, n.nickname, n.since);

  const playerRows: unknown[][] = [
    ...doc.players.map((p) => [p.pinCode, p.nickname, p.division]),
    ...[...created].map(([pin, c]) => [pin, c.nickname, c.division]),
  ];
  for (const chunk of chunks(playerRows, 20_000)) {
    await sql`
      INSERT INTO player (pin_code, nickname, division)
      SELECT * FROM unnest(${chunk.map((r) => r[0])}::text[], ${chunk.map((r) => r[1])}::text[], ${chunk.map((r) => r[2])}::text[])
      ON CONFLICT (pin_code) DO UPDATE SET nickname = excluded.nickname, division = excluded.division`.execute(db);
  }
  const nameRows = [...firstSeen.values()];
  for (const chunk of chunks(nameRows, 20_000)) {
    await sql`
      INSERT INTO player_name (pin_code, nickname, first_seen)
      SELECT * FROM unnest(${chunk.map((r) => r.pin)}::text[], ${chunk.map((r) => r.nickname)}::text[], ${chunk.map((r) => r.date)}::date[])
      ON CONFLICT (pin_code, nickname) DO UPDATE SET first_seen = LEAST(player_name.first_seen, excluded.first_seen)`.execute(
      db,
    );
  }
  // Players listed only through results keep the newest name they were listed under.
  const followed = [...known.keys()];
  for (const chunk of chunks(followed, 10_000)) {
    await sql`
      UPDATE player p SET nickname = x.nickname
      FROM (SELECT DISTINCT ON (pin_code) pin_code, nickname FROM player_name
            WHERE pin_code = ANY(${chunk}::text[]) ORDER BY pin_code, first_seen DESC, nickname) x
      WHERE p.pin_code = x.pin_code AND p.nickname <> x.nickname`.execute(db);
  }
}

async function writeSeries(db: Db, doc: NormDocument, options: ImportOptions): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const chosen = options.series;
  if (chosen && !doc.series.some((s) => s.externalId === chosen.externalId)) {
    const existing = await db
      .selectFrom('tournament_series')
      .select('id')
      .where('external_id', '=', chosen.externalId)
      .executeTakeFirst();
    if (existing) ids.set(chosen.externalId, existing.id);
    else if (chosen.name) {
      const dates = doc.tournaments.map((t) => t.fields.date).sort();
      const ended = doc.tournaments.every((t) => t.fields.status === 'ended');
      const row = await db
        .insertInto('tournament_series')
        .values({
          external_id: chosen.externalId,
          name: chosen.name,
          status: ended ? 'ended' : 'ongoing',
          start_date: dates[0] ?? null,
          end_date: dates.at(-1) ?? null,
          link: null,
          img: null,
          format: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(chosen.externalId, row.id);
    } else {
      throw new ImportError(
        `文件 ${doc.file} --series ${chosen.externalId}`,
        '没有这个赛事系列；要新建请同时给出 --series-name',
      );
    }
  }
  for (const s of doc.series) {
    const values = {
      external_id: s.externalId,
      name: s.name,
      status: s.status,
      start_date: s.startDate,
      end_date: s.endDate,
      link: s.link,
      img: s.img,
      format: s.format,
    };
    const row = await db
      .insertInto('tournament_series')
      .values(values)
      .onConflict((oc) => oc.column('external_id').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(s.externalId, row.id);
  }
  return ids;
}

async function writeTournaments(
  db: Db,
  doc: NormDocument,
  seriesIds: Map<string, number>,
): Promise<Map<NormTournament, number>> {
  const ids = new Map<NormTournament, number>();
  for (const chunk of chunks(doc.tournaments, 500)) {
    const rows = chunk.map((t) => {
      const f = t.fields;
      return {
        external_id: f.externalId,
        series_id: seriesIds.get(t.seriesExternalId ?? '') ?? null,
        name: f.name,
        status: f.status,
        date: f.date,
        end_date: f.endDate,
        location: f.location,
        regulation: f.regulation,
        regulation_mark: f.regulationMark,
        format_end: f.formatEnd,
        is_team: f.isTeam,
        is_qual: f.isQual,
        is_rate: f.isRate,
        two_day: f.twoDay,
        multi_deck: f.multiDeck,
        type: f.type,
        division: f.division,
        participant_count: f.participantCount || t.entries.length || t.swiss.length,
        rounds: f.rounds,
        current_round: f.currentRound,
        top_cut: f.topCut,
        notification: f.notification,
        unofficial: f.unofficial,
        online: f.online,
      };
    });
    const returned = await db
      .insertInto('tournament')
      .values(rows)
      .onConflict((oc) =>
        oc.column('external_id').doUpdateSet((eb) => {
          const set: Record<string, unknown> = {};
          for (const key of Object.keys(rows[0] as object))
            if (key !== 'external_id') set[key] = eb.ref(`excluded.${key}` as never);
          return set as never;
        }),
      )
      .returning(['id', 'external_id'])
      .execute();
    const byExt = new Map(returned.map((r) => [r.external_id as string, r.id]));
    for (const t of chunk) ids.set(t, byExt.get(t.fields.externalId) as number);
  }
  // A re-import replaces the results of a tournament instead of adding to them.
  const all = [...ids.values()];
  for (const chunk of chunks(all, 10_000)) {
    await sql`DELETE FROM entry WHERE tournament_id = ANY(${chunk}::int4[])`.execute(db);
    await sql`DELETE FROM swiss_standing WHERE tournament_id = ANY(${chunk}::int4[])`.execute(db);
    await sql`DELETE FROM match WHERE tournament_id = ANY(${chunk}::int4[])`.execute(db);
  }
  return ids;
}

async function writeEntries(
  db: Db,
  doc: NormDocument,
  tournamentIds: Map<NormTournament, number>,
  deckIds: Map<NormDeck, number>,
): Promise<number> {
  const total = doc.tournaments.reduce((s, t) => s + t.entries.length, 0);
  const entryIds = await nextIds(db, 'entry', 'id', total);
  const entryRows: unknown[][] = [];
  const playerRows: unknown[][] = [];
  const deckRows: unknown[][] = [];
  const swissRows: unknown[][] = [];
  const matchRows: unknown[][] = [];
  let k = 0;
  for (const t of doc.tournaments) {
    const tid = tournamentIds.get(t) as number;
    const playersHere = new Set<string>();
    fillTopRecords(t);
    for (const e of t.entries) {
      const id = entryIds[k++] as number;
      entryRows.push([
        id,
        tid,
        e.rank,
        e.points,
        e.matchPoints,
        e.wins,
        e.losses,
        e.ties,
        e.owp,
        e.oowp,
        e.qualified,
        e.teamName,
        e.dropRound,
        e.topRecord?.wins ?? null,
        e.topRecord?.losses ?? null,
      ]);
      e.players.forEach((p, seat) => {
        if (playersHere.has(p.pinCode))
          throw new ImportError(at(e.where, `players[${seat}]`), `选手 ${p.pinCode} 在本赛事中出现了两次`);
        playersHere.add(p.pinCode);
        playerRows.push([id, p.pinCode, seat, p.nickname]);
      });
      const slots = new Set<string>();
      e.decks.forEach((d, j) => {
        const deckId = deckIds.get(d);
        if (deckId === undefined) return;
        const slot = `${d.day}/${d.slot}`;
        if (slots.has(slot))
          throw new ImportError(at(e.where, `decks[${j}]`), `第 ${d.day} 天的第 ${d.slot} 号卡组重复`);
        slots.add(slot);
        deckRows.push([id, d.slot, d.day, d.pinCode, deckId]);
      });
    }
    const swissPins = new Set<string>();
    t.swiss.forEach((s, i) => {
      if (swissPins.has(s.pinCode)) throw new ImportError(at(t.where, `swiss[${i}].pinCode`), `选手 ${s.pinCode} 重复`);
      swissPins.add(s.pinCode);
      swissRows.push([tid, s.pinCode, s.name, s.rank, s.points]);
    });
    const tables = new Set<string>();
    t.matches.forEach((m, i) => {
      const key = `${m.round}/${m.table}`;
      if (tables.has(key)) throw new ImportError(at(t.where, `matches[${i}]`), `第 ${m.round} 轮第 ${m.table} 桌重复`);
      tables.add(key);
      matchRows.push([tid, m.round, m.table, m.player1, m.player2, m.outcome, m.phase]);
    });
  }
  await withoutForeignKeyChecks(db, async () => {
    await bulkInsert(
      db,
      'entry',
      [
        ['id', 'int4'],
        ['tournament_id', 'int4'],
        ['rank', 'int4'],
        ['points', 'float8'],
        ['match_points', 'int4'],
        ['wins', 'int4'],
        ['losses', 'int4'],
        ['ties', 'int4'],
        ['owp', 'float8'],
        ['oowp', 'float8'],
        ['qualified', 'bool'],
        ['team_name', 'text'],
        ['drop_round', 'int4'],
        ['top_wins', 'int4'],
        ['top_losses', 'int4'],
      ],
      entryRows,
    );
    await bulkInsert(
      db,
      'entry_player',
      [
        ['entry_id', 'int4'],
        ['pin_code', 'text'],
        ['seat', 'int4'],
        ['nickname', 'text'],
      ],
      playerRows,
    );
    await bulkInsert(
      db,
      'entry_deck',
      [
        ['entry_id', 'int4'],
        ['slot', 'int4'],
        ['day', 'int4'],
        ['pin_code', 'text'],
        ['deck_id', 'int4'],
      ],
      deckRows,
    );
    await bulkInsert(
      db,
      'swiss_standing',
      [
        ['tournament_id', 'int4'],
        ['pin_code', 'text'],
        ['name', 'text'],
        ['rank', 'int4'],
        ['points', 'int4'],
      ],
      swissRows,
    );
    await bulkInsert(
      db,
      'match',
      [
        ['tournament_id', 'int4'],
        ['round', 'int4'],
        ['table_no', 'int4'],
        ['player1', 'text'],
        ['player2', 'text'],
        ['outcome', 'int4'],
        ['phase', 'text'],
      ],
      matchRows,
    );
  });
  return total;
}
