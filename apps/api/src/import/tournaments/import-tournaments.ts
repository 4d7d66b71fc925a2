import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Db } from '#api/db/index.ts';
import { refreshDerivedData } from '#api/stats/index.ts';
import { ImportError } from './errors.ts';
import { TOURNAMENT_FORMAT_NAME } from './format.ts';
import { isLimitlessDocument, readLimitlessDocument } from './read-limitless.ts';
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

/** File contents: .gz files are decompressed; a UTF-8 byte order mark is dropped. */
function readText(file: string): string {
  let bytes = fs.readFileSync(file);
  if (file.endsWith('.gz') || (bytes[0] === 0x1f && bytes[1] === 0x8b)) bytes = gunzipSync(bytes);
  return bytes.toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * Detects the format of a file: TDF by extension or by an XML <tournament> root; JSON documents by
 * their shape (ours carries "format": "ptcg-cn-tournaments"; a Limitless export has a tournament
 * object and a standings array).
 */
export function readDocument(file: string, text: string, options: ImportOptions = {}): NormDocument {
  const doc = readDocumentAs(file, text, options);
  for (const t of doc.tournaments) {
    if (options.series && t.seriesExternalId === null) t.seriesExternalId = options.series.externalId;
    if (options.unofficial) t.fields.unofficial = true;
    if (t.fields.unofficial) for (const e of t.entries) e.points = 0;
  }
  return doc;
}

function readDocumentAs(file: string, text: string, options: ImportOptions): NormDocument {
  const name = path.basename(file);
  const where = `文件 ${name}`;
  const head = text.trimStart();
  if (/\.tdf(\.gz)?$/i.test(file) || head.startsWith('<')) return readTdfDocument(name, text, options);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ImportError(where, `不是有效的 JSON 或 TDF 文件（${(err as Error).message}）`);
  }
  if (raw !== null && typeof raw === 'object' && (raw as { format?: unknown }).format === TOURNAMENT_FORMAT_NAME)
    return readOurDocument(name, raw);
  if (isLimitlessDocument(raw)) return readLimitlessDocument(name, raw, options);
  throw new ImportError(
    where,
    `无法识别的文件格式：应为本站赛事格式（"format": "${TOURNAMENT_FORMAT_NAME}"）、Limitless 导出或 TDF 文件`,
  );
}

/**
 * Imports tournament files in one transaction: either every file is written or nothing is.
 * Re-importing a tournament (same external id) replaces its results. Archetypes, player points and deck
 * statistics are rebuilt at the end, in the same transaction.
 */
export async function importTournamentFiles(
  db: Db,
  files: string[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  // Read and check every file before the transaction starts, so a broken file costs no database work.
  const documents = files.map((file) => {
    let text: string;
    try {
      text = readText(file);
    } catch (err) {
      throw new ImportError(`文件 ${path.basename(file)}`, `无法读取（${(err as Error).message}）`);
    }
    return readDocument(file, text, options);
  });
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
    if (f.skippedDecks.length > 0) {
      lines.push(`  跳过 ${f.skippedDecks.length} 副卡组:`);
      for (const s of f.skippedDecks) lines.push(`    ${s.where}: ${s.reason}`);
    }
  }
  if (report.reclassified)
    lines.push(`重新归类卡组 ${report.reclassified.decks} 副，其中 ${report.reclassified.changed} 副类别改变`);
  return lines.join('\n');
}
