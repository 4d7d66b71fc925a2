// `npm test`: every check of the project, in order, stopping at the first that fails, then a table of
// how long each step took (CI's budget is per step; see docs/architecture.md, "One build per test run").
import { spawnSync } from 'node:child_process';

const STEPS: [label: string, script: string][] = [
  ['格式检查 format:check', 'format:check'],
  ['代码检查 lint', 'lint'],
  ['类型检查 typecheck', 'typecheck'],
  ['构建 build (production)', 'build'],
  ['单元与 API 测试 test:unit', 'test:unit'],
  ['浏览器测试 test:browser', 'test:browser'],
];

const times: [string, number, boolean][] = [];
let failed = false;
for (const [label, script] of STEPS) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const ok = result.status === 0;
  times.push([label, (Date.now() - started) / 1000, ok]);
  if (!ok) {
    failed = true;
    break;
  }
}
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log('\n步骤用时');
for (const [label, s, ok] of times)
  console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(28)} ${s.toFixed(1).padStart(7)} s`);
console.log(`  合计 ${total.toFixed(1)} s`);
process.exit(failed ? 1 : 0);
