// Usage: npm run db:migrate   (uses DATABASE_URL, else the embedded database in PGLITE_DIR)
import { loadEnv } from '../env.ts';
import { openDatabase } from './index.ts';
import { migrate } from './migrate.ts';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  const applied = await migrate(handle);
  console.log(applied.length ? `已应用迁移: ${applied.join(', ')}` : '数据库已是最新结构');
} finally {
  await handle.close();
}
