// Prints the slowest tests of a Vitest or Playwright JSON report (written when TEST_REPORT_DIR is set; see
// vitest.config.ts and playwright.config.ts), so a test that became slow shows in the log of the run that made it so.
// With --failed it prints only the tests that did not pass (steps.mjs repeats them at the end of the log, where a
// CI page that shows only the log's tail still names them), each with the first lines of its error, so a failure that
// happens only on the CI machine says where and why.
// Usage: node .ci/slowest.mjs <report.json> [count]   |   node .ci/slowest.mjs --failed <report.json>
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const args = process.argv.slice(2);
const failedOnly = args[0] === '--failed';
const [file, countArg] = failedOnly ? args.slice(1) : args;
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
      rows.push({
        ms: test.duration ?? 0,
        name: `${name} › ${test.fullName}`,
        status: test.status,
        errors: test.failureMessages ?? [],
      });
  }
} else if (Array.isArray(report.suites)) {
  // Playwright: nested suites of specs, each with one test per project and its results.
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const last = test.results?.at(-1);
        const status = last?.status ?? test.status;
        const errors = (last?.errors ?? []).map((error) =>
          [
            error.message ?? String(error.value ?? ''),
            error.location && `at ${error.location.file}:${error.location.line}`,
          ]
            .filter(Boolean)
            .join('\n'),
        );
        rows.push({ ms, name: `[${test.projectName}] ${[...trail, spec.title].join(' › ')}`, status, errors });
      }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
}

if (failedOnly) {
  const failed = rows.filter((row) => !['passed', 'skipped', 'pending', 'todo', 'expected'].includes(row.status));
  if (failed.length) {
    console.log(`== ${failed.length} of ${rows.length} tests in ${file.split('/').pop()} did not pass:`);
    for (const row of failed) {
      console.log(`   [${row.status}] ${row.name}`);
      for (const error of row.errors.slice(0, 3)) {
        // Colour codes off, and only the head: the message and where it was thrown, not the whole stack.
        const lines = stripVTControlCharacters(error)
          .split('\n')
          .filter((line) => line.trim());
        const shown = [...lines.slice(0, 14), ...lines.filter((line) => /^at .*:\d+$/.test(line)).slice(0, 1)];
        for (const line of new Set(shown)) console.log(`      ${line}`);
      }
    }
  }
  process.exit(0);
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
