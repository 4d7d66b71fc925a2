// `npm test`: every check of the project, stopping at the first stage that fails, then a table of how
// long each step took (CI's budget is per step; see docs/architecture.md, "One build per test run").
// The checks of the first stage read the sources only and do not depend on one another, so they run
// at the same time (on two cores that saves about half their time); each one's output is printed
// whole when it ends, so the lines of two checks never interleave.
import { spawn } from 'node:child_process';

type Step = [label: string, script: string];
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

/** Runs `npm run <script>`; a stage of one step streams its output, a stage of several prints each whole. */
function run(script: string, stream: boolean): Promise<{ ok: boolean; seconds: number; output: string }> {
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

const times: [string, number, boolean][] = [];
let failed = false;
const started = Date.now();
for (const stage of STAGES) {
  const stream = stage.length === 1;
  const results = await Promise.all(
    stage.map(async ([label, script]) => {
      const result = await run(script, stream);
      if (!stream) process.stdout.write(`\n── ${label} ${result.ok ? '通过' : '失败'} ──\n${result.output}`);
      return [label, result] as const;
    }),
  );
  for (const [label, { ok, seconds }] of results) times.push([label, seconds, ok]);
  if (results.some(([, r]) => !r.ok)) {
    failed = true;
    break;
  }
}
console.log('\n步骤用时（第一组同时运行）');
for (const [label, s, ok] of times)
  console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(28)} ${s.toFixed(1).padStart(7)} s`);
console.log(`  合计（墙钟） ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
