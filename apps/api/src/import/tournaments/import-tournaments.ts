import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Db } from '#api/db/index.ts';
import { refreshDerivedData } from '#api/stats/index.ts';
import { ImportError } from './errors.ts';
import { TOURNAMENT_FORMAT_NAME } from './format.ts';
import {
  LIMITLESS_FOLDER_FILES,
  isLimitlessDocument,
  mergedParts,
  readLimitlessDocument,
  type LimitlessParts,
} from './read-limitless.ts';
import { readOurDocument } from './read-ours.ts';
import { readTdfDocument } from './read-tdf.ts';
import type { FileReport, ImportOptions, NormDocument } from './model.ts';
import { ImportSession, writeDocument } from './store.ts';
import { bumpDataVersion } from '#api/db/data-version.ts';

export { reclassifyAllDecks } from '#api/stats/deck-archetypes.ts';
export { ImportError } from './errors.ts';

export interface ImportReport {
  files: FileReport[];
  /** Set when the imported categories made the command classify every stored deck again. */
  reclassified: { decks: number; changed: number } | null;
}

/**
 * What to import: a path, shown in errors by its base name, or a path with the name the operator gave
 * it (the command passes what was typed, so errors name the path as given).
 */
export type ImportInput = string | { path: string; name: string };

/** One file to read, or one Limitless download folder (tournament.json, details.json, standings.json, pairings.json). */
type Source = { kind: 'file' | 'limitless-folder'; path: string; name: string };

/** File contents: .gz files are decompressed; a UTF-8 byte order mark is dropped. */
function readText(file: string, name: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new ImportError(`文件 ${name}`, `无法读取（${(err as Error).message}）`);
  }
  if (file.endsWith('.gz') || (bytes[0] === 0x1f && bytes[1] === 0x8b)) bytes = gunzipSync(bytes);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

const IMPORTABLE = /\.(json|tdf)(\.gz)?$/i;
const isLimitlessFolder = (dir: string) => fs.existsSync(path.join(dir, 'standings.json'));

/**
 * Expands the inputs: a folder holding standings.json is one Limitless event; any other folder is
 * searched for files (.json, .tdf, optionally .gz) and event folders, in name order. A file of a
 * Limitless folder stands for its folder, so `results/*\/standings.json` imports each event once.
 */
function sourcesOf(inputs: ImportInput[]): Source[] {
  const sources: Source[] = [];
  const seenFolders = new Set<string>();
  const addFolder = (dir: string, name: string) => {
    const key = path.resolve(dir);
    if (seenFolders.has(key)) return;
    seenFolders.add(key);
    sources.push({ kind: 'limitless-folder', path: dir, name });
  };
  const walk = (dir: string, name: string) => {
    if (isLimitlessFolder(dir)) return addFolder(dir, name);
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const childPath = path.join(dir, e.name);
      const childName = path.join(name, e.name);
      if (e.isDirectory()) walk(childPath, childName);
      else if (IMPORTABLE.test(e.name)) sources.push({ kind: 'file', path: childPath, name: childName });
    }
  };
  for (const input of inputs) {
    const { path: file, name } = typeof input === 'string' ? { path: input, name: path.basename(input) } : input;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch (err) {
      throw new ImportError(`文件 ${name}`, `无法读取（${(err as Error).message}）`);
    }
    if (stat.isDirectory()) {
      const before = sources.length;
      walk(file, name);
      if (sources.length === before)
        throw new ImportError(`文件夹 ${name}`, '没有可导入的文件（.json、.tdf 或 Limitless 赛事文件夹）');
    } else if (
      (LIMITLESS_FOLDER_FILES as readonly string[]).includes(path.basename(file)) &&
      isLimitlessFolder(path.dirname(file))
    ) {
      addFolder(path.dirname(file), path.dirname(name));
    } else {
      sources.push({ kind: 'file', path: file, name });
    }
  }
  return sources;
}

/** The answers found in a Limitless download folder, each named by its path as given. */
function limitlessFolderParts(dir: string, name: string): LimitlessParts {
  const part = (file: (typeof LIMITLESS_FOLDER_FILES)[number]) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) return null;
    const shown = path.join(name, file);
    const text = readText(full, shown);
    try {
      return { value: JSON.parse(text) as unknown, where: `文件 ${shown}`, prefix: [] };
    } catch (err) {
      throw new ImportError(`文件 ${shown}`, `不是有效的 JSON（${(err as Error).message}）`);
    }
  };
  const standings = part('standings.json');
  if (!standings) throw new ImportError(`文件夹 ${name}`, '缺少 standings.json');
  return {
    file: name,
    tournament: part('tournament.json'),
    details: part('details.json'),
    standings,
    pairings: part('pairings.json'),
  };
}

/** Applies the command's options that concern every reader. */
function withOptions(doc: NormDocument, options: ImportOptions): NormDocument {
  for (const t of doc.tournaments) {
    if (options.series && t.seriesExternalId === null) t.seriesExternalId = options.series.externalId;
    if (options.unofficial) t.fields.unofficial = true;
    else if (options.official) t.fields.unofficial = false;
    if (t.fields.unofficial) for (const e of t.entries) e.points = 0;
  }
  return doc;
}

/**
 * Detects the format of a file: TDF by extension or by an XML <tournament> root; JSON documents by
 * their shape (ours carries "format": "ptcg-cn-tournaments"; a merged Limitless export has a
 * tournament object and a standings array). `file` is the name errors give it.
 */
export function readDocument(file: string, text: string, options: ImportOptions = {}): NormDocument {
  return withOptions(readDocumentAs(file, text, options), options);
}

function readDocumentAs(file: string, text: string, options: ImportOptions): NormDocument {
  const where = `文件 ${file}`;
  const head = text.trimStart();
  if (/\.tdf(\.gz)?$/i.test(file) || head.startsWith('<')) return readTdfDocument(file, text, options);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ImportError(where, `不是有效的 JSON 或 TDF 文件（${(err as Error).message}）`);
  }
  if (raw !== null && typeof raw === 'object' && (raw as { format?: unknown }).format === TOURNAMENT_FORMAT_NAME)
    return readOurDocument(file, raw);
  if (isLimitlessDocument(raw)) return readLimitlessDocument(mergedParts(file, raw), options);
  throw new ImportError(
    where,
    `无法识别的文件格式：应为本站赛事格式（"format": "${TOURNAMENT_FORMAT_NAME}"）、Limitless 导出（合并的文件，或含 standings.json 的赛事文件夹）或 TDF 文件`,
  );
}

function readSource(source: Source, options: ImportOptions): NormDocument {
  if (source.kind === 'limitless-folder')
    return withOptions(readLimitlessDocument(limitlessFolderParts(source.path, source.name), options), options);
  return readDocument(source.name, readText(source.path, source.name), options);
}

/**
 * Imports tournament files and Limitless download folders in one transaction: either every input is
 * written or nothing is. Re-importing a tournament (same external id) replaces its results.
 * Archetypes, player points and deck statistics are rebuilt at the end, in the same transaction.
 */
export async function importTournamentFiles(
  db: Db,
  inputs: ImportInput[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  // Read and check every input before the transaction starts, so a broken file costs no database work.
  const documents = sourcesOf(inputs).map((source) => readSource(source, options));
  return db.transaction().execute(async (trx) => {
    const session = new ImportSession(trx, options);
    const reports: FileReport[] = [];
    for (const doc of documents) reports.push(await writeDocument(session, doc));
    const { reclassified } = await refreshDerivedData(trx, {
      categories: session.categoriesChanged,
      results: session.tournamentsWritten > 0,
    });
    await bumpDataVersion(trx);
    return { files: reports, reclassified };
  });
}

/** The report as printed by the command. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  for (const f of report.files) {
    lines.push(
      `${f.file} (${f.format}): 赛事系列 ${f.series} 个，赛事 ${f.tournaments} 场，成绩 ${f.entries} 条，选手 ${f.players} 名，` +
        `卡组 ${f.decks} 副（新增 ${f.newDecks} 种），卡组类别 ${f.categories} 个`,
    );
    const lineTotal = f.lines.resolved + f.lines.internationalOnly + f.lines.unresolved;
    if (lineTotal > 0) {
      lines.push(
        `  英文卡表 ${lineTotal} 行：已对应中文卡牌 ${f.lines.resolved} 行，仅有国际版 ${f.lines.internationalOnly} 行，未能对应 ${f.lines.unresolved} 行（按原文保存）`,
      );
    }
    if (f.skippedRecords.length > 0) {
      lines.push(`  按 --lenient 跳过 ${f.skippedRecords.length} 条记录:`);
      for (const s of f.skippedRecords) lines.push(`    ${s.where}: ${s.reason}`);
    }
    for (const note of f.notes) lines.push(`  注意：${note}`);
    if (f.skippedDecks.length > 0) {
      lines.push(`  跳过 ${f.skippedDecks.length} 副卡组:`);
      for (const s of f.skippedDecks) lines.push(`    ${s.where}: ${s.reason}`);
    }
  }
  if (report.reclassified)
    lines.push(`重新归类卡组 ${report.reclassified.decks} 副，其中 ${report.reclassified.changed} 副类别改变`);
  return lines.join('\n');
}
