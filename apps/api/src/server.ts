// Usage: npm start (from the repository root) or `tsx apps/api/src/server.ts`; configuration in env.ts.
import cluster from 'node:cluster';
import { superviseWorkers } from './cluster.ts';
import { loadEnv, serverProcesses } from './env.ts';
import type { Env } from './env.ts';

let env: Env;
try {
  env = loadEnv();
} catch (err) {
  // A configuration mistake is the operator's to fix: say what is wrong, without a stack trace.
  console.error((err as Error).message);
  process.exit(1);
}

// This process only supervises: the server runs in workers (one on the embedded database, WEB_CONCURRENCY
// on PostgreSQL), and one that crashes is replaced. Only a worker loads the server (serve.ts, a chunk of
// its own in the build): the supervisor stays small and starts without compiling the libraries.
if (cluster.isPrimary) {
  superviseWorkers(env, serverProcesses(env));
} else {
  const { serve } = await import('./serve.ts');
  await serve(env, { prepare: process.env.PTCG_PREPARE === '1' });
}
