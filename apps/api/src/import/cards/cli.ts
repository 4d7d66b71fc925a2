// Usage: npm run import:cards -- <file or folder> [...]
//   Imports card data (our JSON format, docs/data-formats.md, or TCGdex set files; .json or .json.gz)
//   into DATABASE_URL, else the embedded database in PGLITE_DIR. All files go in one transaction.
import { openDatabase } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { loadEnv } from '#api/env.ts';
import { CardImportError, importCardFiles } from './import-cards.ts';

const inputs = process.argv.slice(2).filter((a) => a !== '--');
if (inputs.length === 0) {
  console.error('用法: npm run import:cards -- <文件或文件夹> [...]');
  process.exit(1);
}

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
let exitCode = 0;
try {
  await migrate(handle);
  const report = await importCardFiles(handle.db, inputs, { onProgress: (m) => console.log(m) });
  console.log(
    `导入完成: ${report.files} 个文件，${report.products} 个产品，${report.cards} 张卡（新增 ${report.inserted}，更新 ${report.updated}）`,
  );
  console.log(
    `中文卡英文对照覆盖率: ${report.bridged}/${report.cards - report.internationalCards} = ${(report.coverage * 100).toFixed(1)}%；仅国际版的卡 ${report.internationalCards} 张`,
  );
  if (report.mergedCards > 0) console.log(`仅国际版的卡已并入新导入的中文卡 ${report.mergedCards} 张`);
  if (report.englishPrints > 0 || report.merged > 0) {
    console.log(
      `英文卡 ${report.englishPrints} 张（仅国际版 ${report.internationalOnly} 张）；此前仅国际版、现已对应到中文卡 ${report.merged} 张`,
    );
  }
} catch (err) {
  exitCode = 1;
  if (err instanceof CardImportError) console.error(`导入失败，数据库未作任何修改。${err.message}`);
  else console.error('导入失败，数据库未作任何修改。', err);
} finally {
  await handle.close();
}
process.exit(exitCode);
