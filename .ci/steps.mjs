// `npm test`: runs the given npm scripts one after the other, stops at the first that fails, and prints how long
// each took; after a test runner it prints its slowest tests (from the JSON reports the configs write into
// TEST_REPORT_DIR, by default .cache/test-reports), so a regression in the suite's time is visible in the log.
// Usage: node .ci/steps.mjs <script> [<script>…]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reportDir = path.resolve(process.env.TEST_REPORT_DIR ?? '.cache/test-reports');
fs.mkdirSync(reportDir, { recursive: true });
const REPORTS = { 'test:unit': 'unit.json', 'test:server': 'server.json', 'test:e2e': 'playwright.json' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

const summary = () => {
  console.log('\n== npm test, step by step:');
  for (const { script, seconds, ok } of times)
    console.log(`${seconds.toFixed(0).padStart(6)} s  ${script}${ok ? '' : '  (FAILED)'}`);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`${total.toFixed(0).padStart(6)} s  in all`);
};

for (const script of process.argv.slice(2)) {
  const report = REPORTS[script] ? path.join(reportDir, REPORTS[script]) : undefined;
  if (report) fs.rmSync(report, { force: true });
  console.log(`\n== npm run ${script}`);
  const started = performance.now();
  const result = spawnSync(npm, ['run', script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT_DIR: reportDir, TEST_REPORT_NAME: REPORTS[script]?.replace('.json', '') },
  });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  times.push({ script, seconds, ok });
  console.log(`== npm run ${script}: ${seconds.toFixed(0)} s${ok ? '' : ' (failed)'}`);
  if (report)
    spawnSync(process.execPath, [path.join(import.meta.dirname, 'slowest.mjs'), report], { stdio: 'inherit' });
  if (!ok) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
