// Prints the slowest tests of a Vitest or Playwright JSON report (written when TEST_REPORT_DIR is set; see
// vitest.config.ts and playwright.config.ts), so a test that became slow shows in the log of the run that made it so.
// Usage: node .ci/slowest.mjs <report.json> [count]
import fs from 'node:fs';

const [file, countArg] = process.argv.slice(2);
const count = Number(countArg ?? 15);
if (!file || !fs.existsSync(file)) {
  console.log(`(no test report at ${file})`);
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = [];

if (Array.isArray(report.testResults)) {
  // Vitest: one entry per file, with its tests' durations.
  for (const testFile of report.testResults) {
    const name = testFile.name.replace(process.cwd() + '/', '');
    for (const test of testFile.assertionResults ?? [])
      rows.push({ ms: test.duration ?? 0, name: `${name} › ${test.fullName}`, status: test.status });
  }
} else if (Array.isArray(report.suites)) {
  // Playwright: nested suites of specs, each with one test per project and its results.
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const status = test.results?.at(-1)?.status ?? test.status;
        rows.push({ ms, name: `[${test.projectName}] ${[...trail, spec.title].join(' › ')}`, status });
      }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
}

rows.sort((a, b) => b.ms - a.ms);
const total = rows.reduce((sum, row) => sum + row.ms, 0);
console.log(
  `== the ${Math.min(count, rows.length)} slowest of ${rows.length} tests (${(total / 1000).toFixed(0)} s in all):`,
);
for (const row of rows.slice(0, count))
  console.log(
    `${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.status === 'passed' ? '' : `[${row.status}] `}${row.name}`,
  );
