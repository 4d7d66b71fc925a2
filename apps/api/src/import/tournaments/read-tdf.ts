import type { Division, TournamentType } from '@ptcg/contract';
import { computeStandings, DIVISION_NAMES, parseRegulation, placementPoints, type SwissMatch } from '@ptcg/tcg';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ImportError, at } from './errors.ts';
import { PinCode } from './format.ts';
import type { ImportOptions, NormDocument, NormEntry, NormTournament } from './model.ts';

/**
 * Play! Pokémon tournament files (.tdf), written by the organiser software TOM:
 *
 *   <tournament type="3" stage="5" mode="TCG1DAY">
 *     <data><name/><id/><city/><country/><startdate>MM/DD/YYYY</startdate>…</data>
 *     <players><player userid="…"><firstname/><lastname/>
 *       <dropped><status>1</status><round>2</round></dropped>…</player>…</players>
 *     <pods><pod category="2"><rounds><round number="1" type="3"><matches>
 *       <match outcome="1"><player1 userid="…"/><player2 userid="…"/><tablenumber>1</tablenumber></match>
 *       <match outcome="5"><player userid="…"/></match>            (a bye)
 *     </matches></round>…</rounds></pod>…</pods>
 *     <standings><pod category="2" type="finished"><player id="…" place="1"/>…</pod>
 *                <pod category="2" type="dnf">…</pod></standings>
 *     <finalsoptions><categorycut key="2"><cut>8</cut></categorycut></finalsoptions>
 *   </tournament>
 *
 * - Pod categories: 0 Junior, 1 Senior, 2 Master, 8 all ages together (the division given by the
 *   import option, Master by default). Each division becomes one tournament row ("tdf:<id>:<division>").
 * - Round types: 3 swiss, 1 single elimination (top cut). Entries carry the swiss record (W-L-T,
 *   OWP, OOWP from the swiss rounds only); the top cut shows in the final places and in the pairings.
 * - Outcomes: 1 player1 won, 2 player2 won, 3 tie, 4 both lost, 5 bye; 0 (not reported yet) is left out.
 * - Drops: <dropped><round> of a player, else the last round a "dnf" player played.
 * - The file does not say whether a cup is a 城市赛 or a 超级赛: the type comes from the import
 *   option (City by default), never from the event's name.
 * Unknown categories, round types and outcome codes refuse the file with the record named; with
 * the lenient option that record is left out (and listed in the report) and the rest imported.
 * With standings the event is ended; without, it is ongoing and the swiss standings are computed
 * from the rounds played. The files carry no decklists.
 */

const CATEGORY_DIVISION: Record<string, Division | 'mixed'> = {
  '0': 'Junior',
  '1': 'Senior',
  '2': 'Master',
  '8': 'mixed',
};
const ROUND_PHASE: Record<string, 'swiss' | 'top'> = { '3': 'swiss', '1': 'top', '': 'swiss' };
const OUTCOMES: Record<string, SwissMatch['outcome'] | null> = {
  '': null,
  '0': null,
  '1': 'p1',
  '2': 'p2',
  '3': 'tie',
  '4': 'double-loss',
  '5': 'bye',
};
const OUTCOME_CODE = { p1: 1, p2: 2, tie: 3, 'double-loss': 4, bye: 5 } as const;
const ARRAYS = new Set([
  'tournament.players.player',
  'tournament.pods.pod',
  'tournament.pods.pod.rounds.round',
  'tournament.pods.pod.rounds.round.matches.match',
  'tournament.standings.pod',
  'tournament.standings.pod.player',
  'tournament.standings.pod.finished.player',
  'tournament.standings.pod.dnf.player',
  'tournament.finalsoptions.categorycut',
]);

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v !== null && typeof v === 'object' ? (v as Node) : {});
const asList = (v: unknown): Node[] =>
  Array.isArray(v) ? v.map(asNode) : v === undefined || v === '' ? [] : [asNode(v)];
const textOf = (v: unknown): string =>
  (v === undefined || v === null ? '' : typeof v === 'object' ? String((v as Node)['#text'] ?? '') : String(v)).trim();

/** TOM writes dates as MM/DD/YYYY. */
function isoDay(value: string, where: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) throw new ImportError(where, `日期「${value}」应为 MM/DD/YYYY`);
  const [y, mo, d] = value.includes('/') ? [m[3], m[1], m[2]] : [m[1], m[2], m[3]];
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function fullName(first: string, last: string): string {
  const cjk = /[\u3400-\u9fff]/;
  if (cjk.test(first) || cjk.test(last)) return `${last}${first}`;
  return `${first} ${last}`.trim();
}

/**
 * The final ranks of a division, 1..n without gaps or duplicates. Since TOM 1.53 a player who dropped
 * keeps the place the standings give them, so "finished" and "dnf" places together number 1..n and are
 * taken as they are. Files of older versions number the dnf players on their own (or not at all): the
 * finishers then rank first by place, the dnf players after them by place, then by swiss standing.
 */
export function finalRanks<T extends { place: number | null; finished: boolean; pin: string }>(
  placed: T[],
  swissRank: (pin: string) => number,
): { entry: T; rank: number }[] {
  const places = placed.map((p) => p.place);
  const whole =
    places.every((p) => p !== null) &&
    new Set(places).size === placed.length &&
    places.every((p) => (p as number) <= placed.length);
  const order = whole
    ? [...placed].sort((a, b) => (a.place as number) - (b.place as number))
    : [...placed].sort(
        (a, b) =>
          Number(b.finished) - Number(a.finished) ||
          (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER) ||
          swissRank(a.pin) - swissRank(b.pin),
      );
  return order.map((entry, i) => ({ entry, rank: i + 1 }));
}

/** Where the XML breaks, in Chinese with line and column; a file cut short says so. */
function refuseBrokenXml(where: string, text: string): void {
  const result = XMLValidator.validate(text);
  if (result === true) return;
  const { msg, line, col } = result.err;
  // The validator words a file cut short as unclosed tags: "Unclosed tag 'x'." or "Invalid '["a", "b"]' found.".
  const openList = /^Invalid '\[([\s\S]*)\]' found\.$/.exec(msg);
  const openOne = /^Unclosed tag '([^']+)'\.$/.exec(msg);
  const unclosed = openList ? (JSON.parse(`[${openList[1]}]`) as string[]) : openOne ? [openOne[1] as string] : null;
  const truncated = unclosed !== null || !/<\/tournament>\s*$/.test(text);
  if (truncated) {
    // The validator places a file cut short at its start; the break is where the text ends.
    const lines = text.replace(/\s+$/, '').split(/\r\n|\r|\n/);
    const lastLine = lines.length;
    const lastCol = (lines.at(-1) ?? '').length + 1;
    const open = unclosed ? unclosed.map((tag) => `<${tag}>`).join('、') : '';
    throw new ImportError(
      where,
      `文件不完整：在第 ${lastLine} 行第 ${lastCol} 列处中断${open ? `，${open} 没有结束标签` : ''}（文件可能没有保存或复制完整）`,
    );
  }
  throw new ImportError(where, `XML 格式错误：第 ${line} 行第 ${col ?? 1} 列，${msg}`);
}

export function readTdfDocument(file: string, text: string, options: ImportOptions = {}): NormDocument {
  const skippedRecords: NormDocument['skippedRecords'] = [];
  /** Refuses the file, or under --lenient records the skip and answers false. */
  const refuseOrSkip = (where: string, reason: string): false => {
    if (!options.lenient) throw new ImportError(where, `${reason}；如要跳过这条记录导入其余内容，请加 --lenient`);
    skippedRecords.push({ where, reason });
    return false;
  };
  const fileWhere = `文件 ${file}`;
  refuseBrokenXml(fileWhere, text);
  let root: Node;
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      parseAttributeValue: false,
      isArray: (_name, jpath) => ARRAYS.has(String(jpath)),
    });
    root = asNode(parser.parse(text, true));
  } catch (err) {
    throw new ImportError(fileWhere, `XML 格式错误（${(err as Error).message.split('\n')[0]}）`);
  }
  const tournament = asNode(root.tournament);
  if (!root.tournament) throw new ImportError(fileWhere, '缺少 <tournament> 根元素');
  const data = asNode(tournament.data);
  const eventId = textOf(data.id);
  const eventName = textOf(data.name);
  if (!eventId) throw new ImportError(at(fileWhere, '<data><id>'), '缺少赛事编号');
  if (!eventName) throw new ImportError(at(fileWhere, '<data><name>'), '缺少赛事名称');
  const eventWhere = at(fileWhere, `赛事 tdf:${eventId}`);
  const date = isoDay(textOf(data.startdate), at(eventWhere, '<data><startdate>'));
  // Locations are cities, as the site names them: 杭州, not 杭州市 (nor the province and country).
  const location = (textOf(data.city) || textOf(data.state)).replace(/(?<=.)市$/, '');
  const type: TournamentType = options.type ?? 'City';
  // TDF files do not say the format; the command may.
  const parsedRegulation = options.regulation ? parseRegulation(options.regulation) : null;
  const regulation = {
    regulation: options.regulation ?? '',
    regulationMark: parsedRegulation?.marks.join('') ?? '',
    formatEnd: parsedRegulation?.lastSet ?? null,
  };

  const names = new Map<string, string>();
  const droppedIn = new Map<string, number>();
  asList(asNode(tournament.players).player).forEach((p, i) => {
    const pin = textOf(p['@userid']);
    const where = at(eventWhere, `<players> 第 ${i + 1} 位选手`);
    const check = PinCode.safeParse(pin);
    if (!check.success)
      throw new ImportError(at(where, 'userid'), `选手编号「${pin}」无效：${check.error.issues[0]?.message ?? ''}`);
    const name = fullName(textOf(p.firstname), textOf(p.lastname)) || pin;
    names.set(pin, name);
    if (p.dropped !== undefined) {
      const round = Number(textOf(asNode(p.dropped).round));
      if (!Number.isInteger(round) || round < 0)
        throw new ImportError(at(where, '<dropped><round>'), `退赛轮次「${textOf(asNode(p.dropped).round)}」无效`);
      droppedIn.set(pin, round);
    }
  });
  const known = (pin: string, where: string) => {
    if (!names.has(pin)) throw new ImportError(where, `选手 ${pin} 不在 <players> 中`);
    return pin;
  };

  // Standings by category: [player id, place, finished?].
  const standings = new Map<string, { pin: string; place: number | null; finished: boolean; where: string }[]>();
  asList(asNode(tournament.standings).pod).forEach((pod, i) => {
    const category = textOf(pod['@category']);
    const list = standings.get(category) ?? [];
    const add = (players: Node[], finished: boolean) =>
      players.forEach((p, j) => {
        const where = at(eventWhere, `<standings> 第 ${i + 1} 组第 ${j + 1} 位`);
        const written = textOf(p['@place']);
        // Some TOM versions list a "dnf" player without a place.
        const place = written === '' && !finished ? null : Number(written);
        if (place !== null && (!Number.isInteger(place) || place < 1))
          throw new ImportError(at(where, 'place'), `名次「${written}」无效`);
        list.push({ pin: known(textOf(p['@id']), at(where, 'id')), place, finished, where });
      });
    const podType = textOf(pod['@type']);
    add(asList(pod.player), podType !== 'dnf');
    add(asList(asNode(pod.finished).player), true);
    add(asList(asNode(pod.dnf).player), false);
    standings.set(category, list);
  });

  const cuts = new Map<string, number>();
  for (const c of asList(asNode(tournament.finalsoptions).categorycut)) {
    const cut = Number(textOf(c.cut));
    if (Number.isInteger(cut) && cut > 0) cuts.set(textOf(c['@key']), cut);
  }

  const pods = asList(asNode(tournament.pods).pod);
  // Pods and standings by division; a category TOM may write but this importer does not know is refused or skipped.
  const divisionOf = (category: string, where: string): Division | null => {
    const known = CATEGORY_DIVISION[category];
    if (known === undefined)
      return (
        refuseOrSkip(
          at(where, `category="${category}"`),
          '无法识别的组别（应为 0 儿童组、1 少年组、2 公开组、8 不分年龄）',
        ) || null
      );
    return known === 'mixed' ? (options.division ?? 'Master') : known;
  };
  const podsByDivision = new Map<Division, { pods: Node[]; categories: Set<string> }>();
  const groupOf = (division: Division) => {
    let g = podsByDivision.get(division);
    if (!g) podsByDivision.set(division, (g = { pods: [], categories: new Set() }));
    return g;
  };
  pods.forEach((pod, i) => {
    const category = textOf(pod['@category']);
    const division = divisionOf(category, at(eventWhere, `<pods> 第 ${i + 1} 组`));
    if (division === null) return;
    groupOf(division).pods.push(pod);
    groupOf(division).categories.add(category);
  });
  for (const category of standings.keys()) {
    const division = divisionOf(category, at(eventWhere, '<standings>'));
    if (division !== null) groupOf(division).categories.add(category);
  }

  const tournaments: NormTournament[] = [];
  // Everyone who played, so the pin codes of swiss standings and match records lead to a player.
  const roster = new Map<string, NormDocument['players'][number]>();
  for (const [division, group] of podsByDivision) {
    const where = at(eventWhere, DIVISION_NAMES[division]);
    const matches: NormTournament['matches'] = [];
    const swissMatches: SwissMatch[] = [];
    const lastRoundOf = new Map<string, number>();
    const paired = new Set<string>();
    let swissRounds = 0;
    let firstTopRound: number | null = null;
    let firstTopMatches = 0;
    for (const pod of group.pods) {
      for (const round of asList(asNode(pod.rounds).round)) {
        const number = Number(textOf(round['@number']));
        const roundWhere = at(where, `第 ${textOf(round['@number'])} 轮`);
        if (!Number.isInteger(number) || number < 1) throw new ImportError(roundWhere, '轮次编号无效');
        const roundType = textOf(round['@type']);
        const phase = ROUND_PHASE[roundType];
        if (phase === undefined) {
          refuseOrSkip(at(roundWhere, `type="${roundType}"`), '无法识别的轮次类型（应为 3 瑞士轮、1 淘汰赛）');
          continue;
        }
        if (phase === 'swiss') swissRounds = Math.max(swissRounds, number);
        const roundMatches = asList(asNode(round.matches).match);
        if (phase === 'top' && (firstTopRound === null || number < firstTopRound)) {
          firstTopRound = number;
          firstTopMatches = roundMatches.length;
        }
        roundMatches.forEach((m, i) => {
          const matchWhere = at(roundWhere, `第 ${i + 1} 场对局`);
          const code = textOf(m['@outcome']);
          const outcome = OUTCOMES[code];
          if (outcome === undefined) {
            refuseOrSkip(
              at(matchWhere, `outcome="${code}"`),
              '无法识别的对局结果（应为 0 未报告、1 选手1胜、2 选手2胜、3 平局、4 双负、5 轮空）',
            );
            return;
          }
          const single = textOf(asNode(m.player)['@userid']);
          const p1 = textOf(asNode(m.player1)['@userid']) || single;
          const p2 = textOf(asNode(m.player2)['@userid']) || null;
          // A pairing without a result yet still makes both players participants.
          for (const pin of [p1, p2]) if (pin) paired.add(known(pin, matchWhere));
          if (outcome === null) return;
          if (!p1) throw new ImportError(matchWhere, '缺少选手');
          if ((outcome === 'bye') !== (p2 === null))
            throw new ImportError(matchWhere, '轮空 (outcome 5) 必须且只能有一位选手');
          const table = Number(textOf(m.tablenumber) || i + 1);
          matches.push({
            round: number,
            table,
            player1: known(p1, matchWhere),
            player2: p2 === null ? null : known(p2, matchWhere),
            outcome: OUTCOME_CODE[outcome],
            phase,
          });
          for (const pin of p2 === null ? [p1] : [p1, p2])
            lastRoundOf.set(pin, Math.max(lastRoundOf.get(pin) ?? 0, number));
          if (phase === 'swiss') swissMatches.push({ round: number, player1: p1, player2: p2, outcome });
        });
      }
    }
    const placed = [...group.categories].flatMap((c) => standings.get(c) ?? []);
    const players = new Set([...placed.map((p) => p.pin), ...paired]);
    const dropRoundOf = (pin: string, finished: boolean) =>
      droppedIn.get(pin) ?? (finished ? null : (lastRoundOf.get(pin) ?? 0));
    const dropped = new Set(
      [...players].filter((pin) => droppedIn.has(pin) || placed.some((p) => p.pin === pin && !p.finished)),
    );
    const table = computeStandings(
      [...players].map((id) => ({ id, dropped: dropped.has(id) })),
      swissMatches,
    );
    const byPin = new Map(table.map((s) => [s.playerId, s]));
    const ended = placed.length > 0;
    const participantCount = players.size;
    const topCut =
      [...group.categories].map((c) => cuts.get(c)).find((c) => c !== undefined) ??
      (firstTopRound === null ? 0 : 2 * firstTopMatches);
    for (const pin of players)
      roster.set(pin, { pinCode: pin, nickname: names.get(pin) as string, division, names: [] });

    const ranked = finalRanks(placed, (pin) => byPin.get(pin)?.rank ?? Number.MAX_SAFE_INTEGER);
    const entries: NormEntry[] = ranked.map(({ entry: p, rank }, i) => {
      const s = byPin.get(p.pin);
      return {
        where: at(where, `第 ${i + 1} 条成绩`),
        rank,
        points: placementPoints(type, rank, participantCount),
        matchPoints: s?.matchPoints ?? 0,
        wins: (s?.wins ?? 0) + (s?.byes ?? 0),
        losses: s?.losses ?? 0,
        ties: s?.ties ?? 0,
        owp: s ? s.owp : null,
        oowp: s ? s.oowp : null,
        qualified: false,
        teamName: null,
        dropRound: dropped.has(p.pin) ? dropRoundOf(p.pin, p.finished) : null,
        players: [{ pinCode: p.pin, nickname: names.get(p.pin) as string }],
        decks: [],
      };
    });
    tournaments.push({
      where,
      seriesExternalId: null,
      fields: {
        externalId: `tdf:${eventId}:${division}`,
        name: podsByDivision.size > 1 ? `${eventName} ${DIVISION_NAMES[division]}` : eventName,
        status: ended ? 'ended' : 'ongoing',
        date,
        endDate: null,
        location,
        ...regulation,
        type,
        division,
        isTeam: false,
        isQual: false,
        isRate: false,
        twoDay: false,
        multiDeck: false,
        unofficial: false,
        online: false,
        participantCount,
        rounds: swissRounds,
        currentRound: ended ? 0 : Math.max(swissRounds, ...matches.map((m) => m.round)),
        topCut,
        notification: '',
      },
      entries,
      swiss: ended
        ? []
        : table.map((s) => ({
            pinCode: s.playerId,
            name: names.get(s.playerId) as string,
            rank: s.rank,
            points: s.matchPoints,
          })),
      matches,
    });
  }
  if (tournaments.length === 0) throw new ImportError(eventWhere, '文件中没有任何组别的对局或排名');
  return {
    file,
    format: 'tdf',
    categories: [],
    players: [...roster.values()],
    series: [],
    tournaments,
    announcements: [],
    generated: false,
    skippedRecords,
    notes: [],
  };
}
