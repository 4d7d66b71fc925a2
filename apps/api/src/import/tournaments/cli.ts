// Usage: npm run import:tournaments -- [options] <file or folder> [...]
//   --series <id> [--series-name <name>]  put tournaments without a series into series <id> (created when new)
//   --unofficial                          every event is unofficial: shown, but earns no ladder points
//   --official                            every event earns ladder points, online (Limitless isOnline) ones too
//   --regulation <code>                   regulation of Limitless and .tdf events (default: the one in force on their date)
//   --type City|Great|Master              event type of .tdf and Limitless files (default City)
//   --division Master|Senior|Junior       division of .tdf pods of mixed ages (default Master)
//   --lenient                             skip .tdf records with unknown codes (listed in the report) instead of refusing
//   Imports tournament files (our JSON format, optionally .gz; Limitless TCG API downloads, one folder per
//   event or merged; Play! Pokémon .tdf files; folders of these) into the configured database
//   (DATABASE_URL, else the embedded one in PGLITE_DIR) in one transaction, prints a report and exits 1
//   when anything is rejected (nothing is written then).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DIVISIONS, TOURNAMENT_TYPES } from '@ptcg/contract';
import { parseRegulation } from '@ptcg/tcg';
import { openDatabase } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { loadEnv } from '#api/env.ts';
import { formatReport, importTournamentFiles } from './import-tournaments.ts';
import type { ImportOptions } from './model.ts';

// npm runs workspace scripts inside apps/api; paths are meant relative to where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const usage =
  '用法: npm run import:tournaments -- [--series <编号> [--series-name <名称>]] [--unofficial | --official] [--regulation <赛制代码>] [--type City|Great|Master] [--division Master|Senior|Junior] [--lenient] <文件或文件夹> [...]';
let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: {
      series: { type: 'string' },
      'series-name': { type: 'string' },
      unofficial: { type: 'boolean' },
      official: { type: 'boolean' },
      regulation: { type: 'string' },
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
// Errors name each path as it was typed.
const inputs = positionals.map((f) => ({ path: path.resolve(base, f), name: f }));
const type = TOURNAMENT_TYPES.find((t) => t === values.type);
const division = DIVISIONS.find((d) => d === values.division);
if (
  inputs.length === 0 ||
  (values.unofficial && values.official) ||
  (values.regulation !== undefined && !parseRegulation(values.regulation)) ||
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
  official: values.official ?? false,
  regulation: values.regulation,
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
  const report = await importTournamentFiles(handle.db, inputs, options);
  console.log(formatReport(report));
  console.log(`导入完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
} catch (err) {
  failed = true;
  console.error(`导入失败，未写入任何数据: ${(err as Error).message}`);
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
