// Usage: npm run import:tournaments -- [options] <file> [<file> ...]
//   --series <id> [--series-name <name>]  put tournaments without a series into series <id> (created when new)
//   --unofficial                          online / unofficial events: shown, but they earn no ladder points
//   --type City|Great|Master              event type of .tdf files (default City)
//   --division Master|Senior|Junior       division of .tdf pods of mixed ages (default Master)
//   --lenient                             skip .tdf records with unknown codes (listed in the report) instead of refusing
//   Imports tournament files (our JSON format, optionally .gz; Limitless TCG API exports; Play! Pokémon
//   .tdf files) into the configured database (DATABASE_URL, else the embedded one in PGLITE_DIR) in
//   one transaction, prints a report and exits 1 when anything is rejected (nothing is written then).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DIVISIONS, TOURNAMENT_TYPES } from '@ptcg/contract';
import { openDatabase } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { loadEnv } from '#api/env.ts';
import { formatReport, importTournamentFiles } from './import-tournaments.ts';
import type { ImportOptions } from './model.ts';

// npm runs workspace scripts inside apps/api; paths are meant relative to where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const usage =
  '用法: npm run import:tournaments -- [--series <编号> [--series-name <名称>]] [--unofficial] [--type City|Great|Master] [--division Master|Senior|Junior] [--lenient] <文件> [<文件> ...]';
let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: {
      series: { type: 'string' },
      'series-name': { type: 'string' },
      unofficial: { type: 'boolean' },
      type: { type: 'string' },
      division: { type: 'string' },
      lenient: { type: 'boolean' },
    },
  });
}
try {
  args = parseCommandLine();
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(1);
}
const { values, positionals } = args;
const files = positionals.map((f) => path.resolve(base, f));
const type = TOURNAMENT_TYPES.find((t) => t === values.type);
const division = DIVISIONS.find((d) => d === values.division);
if (
  files.length === 0 ||
  (values.type !== undefined && !type) ||
  (values.division !== undefined && !division) ||
  (values['series-name'] && !values.series)
) {
  console.error(usage);
  process.exit(1);
}
const options: ImportOptions = {
  lenient: values.lenient ?? false,
  unofficial: values.unofficial ?? false,
  type,
  division,
  series: values.series ? { externalId: values.series, name: values['series-name'] } : undefined,
};
const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
let failed = false;
try {
  await migrate(handle);
  const started = Date.now();
  const report = await importTournamentFiles(handle.db, files, options);
  console.log(formatReport(report));
  console.log(`导入完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
} catch (err) {
  failed = true;
  console.error(`导入失败，未写入任何数据: ${(err as Error).message}`);
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
