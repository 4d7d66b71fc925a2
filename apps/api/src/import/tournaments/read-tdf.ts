import { DIVISION_NAMES, type Division, type TournamentType } from '@ptcg/contract';
import { computeStandings, placementPoints, type SwissMatch } from '@ptcg/tcg';
import { XMLParser } from 'fast-xml-parser';
import { ImportError, at } from './errors.ts';
import { PinCode } from './format.ts';
import type { NormDocument, NormEntry, NormTournament } from './model.ts';

/**
 * Play! Pokémon tournament files (.tdf), written by the organiser software TOM:
 *
 *   <tournament>
 *     <data><name/><id/><city/><country/><startdate>MM/DD/YYYY</startdate>…</data>
 *     <players><player userid="…"><firstname/><lastname/>…</player>…</players>
 *     <pods><pod category="2"><rounds><round number="1"><matches>
 *       <match outcome="1"><player1 userid="…"/><player2 userid="…"/><tablenumber>1</tablenumber></match>
 *       <match outcome="5"><player userid="…"/></match>            (a bye)
 *     </matches></round>…</rounds></pod>…</pods>
 *     <standings><pod category="2" type="finished"><player id="…" place="1"/>…</pod></standings>
 *   </tournament>
 *
 * Categories: 0 Junior, 1 Senior, 2 Master; each category becomes one tournament row
 * ("tdf:<id>:<division>"). Outcomes: 1 player1 won, 2 player2 won, 3 tie, 5 bye; 0 (not reported
 * yet) is left out. Standings may also be written <pod category><finished><player …/></finished>
 * <dnf>…</dnf></pod>; "dnf" players (dropped) rank after the finishers by their place.
 * With standings the event is ended and each player gets an entry (W/L/T, OWP and OOWP recomputed
 * from the matches, placement points); without, it is ongoing and the swiss standings are computed
 * from the rounds played. The files carry no decklists.
 */

const CATEGORY_DIVISION: Record<string, Division> = { '0': 'Junior', '1': 'Senior', '2': 'Master' };
const ARRAYS = new Set([
  'tournament.players.player',
  'tournament.pods.pod',
  'tournament.pods.pod.rounds.round',
  'tournament.pods.pod.rounds.round.matches.match',
  'tournament.standings.pod',
  'tournament.standings.pod.player',
  'tournament.standings.pod.finished.player',
  'tournament.standings.pod.dnf.player',
]);

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v !== null && typeof v === 'object' ? (v as Node) : {});
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : v === undefined || v === '' ? [] : [asNode(v)]);
const textOf = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? String((v as Node)['#text'] ?? '') : String(v)).trim();

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

function typeOfName(name: string): TournamentType {
  if (/大师赛|Master/i.test(name)) return 'Master';
  if (/超级赛|Great|Regional|Special/i.test(name)) return 'Great';
  return 'City';
}

function outcomeOf(code: string, where: string): 1 | 2 | 3 | 5 | null {
  if (code === '0' || code === '') return null;
  if (code === '1' || code === '2' || code === '3' || code === '5') return Number(code) as 1 | 2 | 3 | 5;
  throw new ImportError(where, `无法识别的对局结果 outcome="${code}"（应为 1、2、3 或 5）`);
}

export function readTdfDocument(file: string, text: string): NormDocument {
  const fileWhere = `文件 ${file}`;
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
  const location = [textOf(data.city), textOf(data.state), textOf(data.country)].filter(Boolean).join(', ');
  const type = typeOfName(eventName);

  const names = new Map<string, string>();
  asList(asNode(tournament.players).player).forEach((p, i) => {
    const pin = textOf(p['@userid']);
    const where = at(eventWhere, `<players> 第 ${i + 1} 位选手`);
    if (!PinCode.safeParse(pin).success) throw new ImportError(at(where, 'userid'), `选手编号「${pin}」无效`);
    const name = fullName(textOf(p.firstname), textOf(p.lastname)) || pin;
    names.set(pin, name);
  });
  const known = (pin: string, where: string) => {
    if (!names.has(pin)) throw new ImportError(where, `选手 ${pin} 不在 <players> 中`);
    return pin;
  };

  // Standings by category: [player id, place, finished?].
  const standings = new Map<string, { pin: string; place: number; finished: boolean; where: string }[]>();
  asList(asNode(tournament.standings).pod).forEach((pod, i) => {
    const category = textOf(pod['@category']);
    const list = standings.get(category) ?? [];
    const add = (players: Node[], finished: boolean) => players.forEach((p, j) => {
      const where = at(eventWhere, `<standings> 第 ${i + 1} 组第 ${j + 1} 位`);
      const place = Number(textOf(p['@place']));
      if (!Number.isInteger(place) || place < 1) throw new ImportError(at(where, 'place'), `名次「${textOf(p['@place'])}」无效`);
      list.push({ pin: known(textOf(p['@id']), at(where, 'id')), place, finished, where });
    });
    const podType = textOf(pod['@type']);
    add(asList(pod.player), podType !== 'dnf');
    add(asList(asNode(pod.finished).player), true);
    add(asList(asNode(pod.dnf).player), false);
    standings.set(category, list);
  });

  const pods = asList(asNode(tournament.pods).pod);
  const categories = new Set([...pods.map((p) => textOf(p['@category'])), ...standings.keys()]);
  const tournaments: NormTournament[] = [];
  // Everyone who played, so the pin codes of swiss standings and match records lead to a player.
  const roster = new Map<string, NormDocument['players'][number]>();
  for (const category of categories) {
    const division = CATEGORY_DIVISION[category];
    if (!division) throw new ImportError(at(eventWhere, `category="${category}"`), '无法识别的组别（应为 0 年少组、1 年长组、2 大师组）');
    const where = at(eventWhere, DIVISION_NAMES[division]);
    const matches: NormTournament['matches'] = [];
    const swissMatches: SwissMatch[] = [];
    let rounds = 0;
    for (const pod of pods.filter((p) => textOf(p['@category']) === category)) {
      for (const round of asList(asNode(pod.rounds).round)) {
        const number = Number(textOf(round['@number']));
        const roundWhere = at(where, `第 ${textOf(round['@number'])} 轮`);
        if (!Number.isInteger(number) || number < 1) throw new ImportError(roundWhere, '轮次编号无效');
        rounds = Math.max(rounds, number);
        asList(asNode(round.matches).match).forEach((m, i) => {
          const matchWhere = at(roundWhere, `第 ${i + 1} 场对局`);
          const outcome = outcomeOf(textOf(m['@outcome']), matchWhere);
          if (outcome === null) return;
          const single = textOf(asNode(m.player)['@userid']);
          const p1 = textOf(asNode(m.player1)['@userid']) || single;
          const p2 = textOf(asNode(m.player2)['@userid']) || null;
          if (!p1) throw new ImportError(matchWhere, '缺少选手');
          if ((outcome === 5) !== (p2 === null)) throw new ImportError(matchWhere, '轮空 (outcome 5) 必须且只能有一位选手');
          const table = Number(textOf(m.tablenumber) || i + 1);
          matches.push({ round: number, table, player1: known(p1, matchWhere), player2: p2 === null ? null : known(p2, matchWhere), outcome });
          swissMatches.push({ round: number, player1: p1, player2: p2, outcome: outcome === 1 ? 'p1' : outcome === 2 ? 'p2' : outcome === 3 ? 'tie' : 'bye' });
        });
      }
    }
    const placed = (standings.get(category) ?? []).sort((a, b) => Number(b.finished) - Number(a.finished) || a.place - b.place);
    const players = new Set([...placed.map((p) => p.pin), ...matches.flatMap((m) => (m.player2 ? [m.player1, m.player2] : [m.player1]))]);
    const dropped = new Set(placed.filter((p) => !p.finished).map((p) => p.pin));
    const table = computeStandings([...players].map((id) => ({ id, dropped: dropped.has(id) })), swissMatches);
    const byPin = new Map(table.map((s) => [s.playerId, s]));
    const ended = placed.length > 0;
    const participantCount = players.size;
    for (const pin of players) roster.set(pin, { pinCode: pin, nickname: names.get(pin) as string, division, names: [] });

    const entries: NormEntry[] = placed.map((p, i) => {
      const s = byPin.get(p.pin);
      const rank = p.finished ? p.place : Math.max(p.place, placed.filter((q) => q.finished).length + 1);
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
        players: [{ pinCode: p.pin, nickname: names.get(p.pin) as string }],
        decks: [],
      };
    });
    tournaments.push({
      where,
      seriesExternalId: null,
      fields: {
        externalId: `tdf:${eventId}:${division}`,
        name: categories.size > 1 ? `${eventName} ${DIVISION_NAMES[division]}` : eventName,
        status: ended ? 'ended' : 'ongoing',
        date,
        endDate: null,
        location,
        regulation: '',
        regulationMark: '',
        formatEnd: null,
        type,
        division,
        isTeam: false,
        isQual: false,
        isRate: false,
        twoDay: false,
        multiDeck: false,
        participantCount,
        rounds,
        currentRound: ended ? 0 : rounds,
        topCut: 0,
        notification: '',
      },
      entries,
      swiss: ended ? [] : table.map((s) => ({ pinCode: s.playerId, name: names.get(s.playerId) as string, rank: s.rank, points: s.matchPoints })),
      matches,
    });
  }
  if (tournaments.length === 0) throw new ImportError(eventWhere, '文件中没有任何组别的对局或排名');
  return { file, format: 'tdf', categories: [], players: [...roster.values()], series: [], tournaments, announcements: [] };
}
