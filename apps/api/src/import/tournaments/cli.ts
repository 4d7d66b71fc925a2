// Usage: npm run import:tournaments -- <file> [<file> ...]
//   Imports tournament files (our JSON format, optionally .gz; Limitless TCG API exports; Play! Pokémon
//   .tdf files) into the configured database (DATABASE_URL, else the embedded one in PGLITE_DIR) in
//   one transaction, prints a report and exits 1 when anything is rejected (nothing is written then).
import path from 'node:path';
import { openDatabase } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { loadEnv } from '../../env.ts';
import { formatReport, importTournamentFiles } from './import-tournaments.ts';

// npm runs workspace scripts inside apps/api; paths are meant relative to where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const files = process.argv.slice(2).filter((a) => a !== '--').map((f) => path.resolve(base, f));
if (files.length === 0) {
  console.error('用法: npm run import:tournaments -- <文件> [<文件> ...]');
  process.exit(1);
}
const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
let failed = false;
try {
  await migrate(handle);
  const started = Date.now();
  const report = await importTournamentFiles(handle.db, files);
  console.log(formatReport(report));
  console.log(`导入完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
} catch (err) {
  failed = true;
  console.error(`导入失败，未写入任何数据: ${(err as Error).message}`);
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
