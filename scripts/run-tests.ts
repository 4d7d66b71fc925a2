// `npm test`: every check of the project, stopping at the first stage that fails, then a table of how
// long each step took (CI's budget is per step; see docs/architecture.md, "One build per test run").
// The checks of the first stage read the sources only and do not depend on one another, so they run
// at the same time (on two cores that saves about half their time); each one's output is printed
// whole when it ends, so the lines of two checks never interleave.
//
// Right after the build, the seeded databases both test suites start from are made once
// (scripts/test-templates.ts), while the other checks of the first stage still run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { buildTemplates, dropTemplates, TEMPLATES_RUN } from './test-templates.ts';

type Result = { ok: boolean; seconds: number; output: string };
/** A step: an npm script, or work done here. */
type Step = [label: string, script: string | (() => Promise<Result>)];
// The run's templates are named by this id; the suites find them through the environment they inherit.
const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
process.env[TEMPLATES_RUN] = runId;

const templates = async (): Promise<Result> => {
  const started = Date.now();
  try {
    await buildTemplates(runId);
    return { ok: true, seconds: (Date.now() - started) / 1000, output: '' };
  } catch (err) {
    return { ok: false, seconds: (Date.now() - started) / 1000, output: `${(err as Error).stack ?? String(err)}\n` };
  }
};

const STAGES: Step[][] = [
  [
    ['格式检查 format:check', 'format:check'],
    ['代码检查 lint', 'lint'],
    ['类型检查 typecheck', 'typecheck'],
    ['构建 build (production)', 'build'],
  ],
  [['单元与 API 测试 test:unit', 'test:unit']],
  [['浏览器测试 test:browser', 'test:browser']],
];
/** Steps that start when another step of their stage has passed (the templates need the compiled server). */
const AFTER: Record<string, Step> = { build: ['测试数据库模板 test templates', templates] };

/** Runs `npm run <script>`; a stage of one step streams its output, a stage of several prints each whole. */
function run(script: string, stream: boolean): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (c: Buffer) => chunks.push(c));
    child.stderr?.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString() }),
    );
  });
}

// A run stopped by Ctrl-C (the terminal signals the steps too) still removes its templates, some
// hundreds of megabytes in memory-backed /dev/shm; a repeated signal does not end it while it does.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void dropTemplates(runId)
      .catch((err: unknown) => console.error('测试数据库模板未能删除', err))
      .finally(() => process.exit(130));
  });
}

const times: [string, number, boolean][] = [];
let failed = false;
const started = Date.now();
try {
  for (const stage of STAGES) {
    const stream = stage.length === 1;
    const step = async ([label, script]: Step): Promise<(readonly [string, Result])[]> => {
      const result = typeof script === 'string' ? await run(script, stream) : await script();
      if (!stream) process.stdout.write(`\n── ${label} ${result.ok ? '通过' : '失败'} ──\n${result.output}`);
      const next = typeof script === 'string' && result.ok ? AFTER[script] : undefined;
      return [[label, result] as const, ...(next ? await step(next) : [])];
    };
    const results = (await Promise.all(stage.map(step))).flat();
    for (const [label, { ok, seconds }] of results) times.push([label, seconds, ok]);
    if (results.some(([, r]) => !r.ok)) {
      failed = true;
      break;
    }
  }
} finally {
  await dropTemplates(runId);
}
console.log('\n步骤用时（第一组同时运行）');
for (const [label, s, ok] of times)
  console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(28)} ${s.toFixed(1).padStart(7)} s`);
console.log(`  合计（墙钟） ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
