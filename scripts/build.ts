// Builds the server (apps/api/dist) and the web app (apps/web/dist) in production mode, and records a
// fingerprint of the files they were built from. With --if-changed it builds only when that
// fingerprint differs from the recorded one, so `npm start` right after a build (the test suite's, or
// a second start on an unchanged checkout) serves the build that is there instead of writing it again.
//
// NODE_ENV is production for the build whatever the caller's is: a build made under NODE_ENV=test
// (vitest sets it) would be React's development build, which renders every page twice and asks each
// call twice.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, STAMP, buildFingerprint, buildIsCurrent } from './build-fingerprint.ts';

const ifChanged = process.argv.includes('--if-changed');
const before = buildFingerprint();
if (ifChanged && buildIsCurrent(before)) {
  console.log('构建已是最新（源文件未变），直接启动');
} else {
  const result = spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The fingerprint of the inputs as they were when the build started: a file saved during the build
  // leaves the stamp stale, so the next start builds again.
  fs.writeFileSync(STAMP, `${before}\n`);
}
