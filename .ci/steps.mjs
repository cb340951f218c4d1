// `npm test`: runs the given steps one after the other, stops at the first that fails, and prints how long each
// took; after a test runner it prints its slowest tests (from the JSON reports the configs write into
// TEST_REPORT_DIR, by default .cache/test-reports), so a regression in the suite's time is visible in the log.
// A step is an npm script, or several joined by `+`, which run side by side (decision 0082): the first one's output
// streams live, the others' is held and printed, whole, when they end, so the log never interleaves.
// On Linux each step also prints the CPU time its processes used (every descendant that was waited for, from
// /proc/self/stat): CPU seconds over wall seconds says how many cores the step kept busy, so whether running more
// side by side can still pay on this machine. It is a floor: processes nobody waits for (Chromium's helpers, a
// PostgreSQL cluster's server processes) are not counted, so it reads low for the journeys.
// Usage: node .ci/steps.mjs <step> [<step>…]   e.g. node .ci/steps.mjs lint+typecheck test:server
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reportDir = path.resolve(process.env.TEST_REPORT_DIR ?? '.cache/test-reports');
fs.mkdirSync(reportDir, { recursive: true });
const REPORTS = { 'test:unit': 'unit.json', 'test:server': 'server.json', 'test:journeys': 'playwright.json' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = performance.now();

/** CPU seconds (user + system) of the children waited for so far; null where /proc is missing. */
function childrenCpu() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
const cpuAtStart = childrenCpu();
const cpuText = (cpu, seconds) =>
  cpu === null ? '' : `, CPU ${cpu.toFixed(0)} s (${(cpu / Math.max(seconds, 1)).toFixed(2)} cores busy on average)`;

const summary = () => {
  console.log('\n== npm test, step by step (scripts joined by + ran side by side):');
  for (const { script, seconds, ok, cpu } of times)
    console.log(`${seconds.toFixed(0).padStart(6)} s  ${script}${ok ? '' : '  (FAILED)'}${cpu ?? ''}`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuAtStart === null ? null : childrenCpu() - cpuAtStart;
  console.log(`${seconds.toFixed(0).padStart(6)} s  in all${cpuText(cpu, seconds)}`);
  for (const { report } of times)
    if (report)
      spawnSync(process.execPath, [path.join(import.meta.dirname, 'slowest.mjs'), '--failed', report], {
        stdio: 'inherit',
      });
};

/** Runs one npm script; `live` streams its output, else it is collected and returned with the result. */
function run(script, live) {
  const report = REPORTS[script] ? path.join(reportDir, REPORTS[script]) : undefined;
  if (report) fs.rmSync(report, { force: true });
  const began = performance.now();
  const child = spawn(npm, ['run', script], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TEST_REPORT_DIR: reportDir, TEST_REPORT_NAME: REPORTS[script]?.replace('.json', '') },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({
        script,
        report,
        ok: code === 0,
        code: code ?? (signal ? 1 : 0),
        output,
        seconds: (performance.now() - began) / 1000,
      }),
    );
  });
}

for (const step of process.argv.slice(2)) {
  const scripts = step.split('+');
  console.log(`\n== npm run ${scripts.join(', side by side with npm run ')}`);
  const cpuBefore = childrenCpu();
  const stepStarted = performance.now();
  const results = await Promise.all(scripts.map((script, index) => run(script, index === 0)));
  const stepSeconds = (performance.now() - stepStarted) / 1000;
  const stepCpu = cpuBefore === null ? null : childrenCpu() - cpuBefore;
  for (const result of results) {
    if (result.output.length) {
      console.log(`\n== the output of npm run ${result.script} (it ran side by side with ${scripts[0]}):`);
      process.stdout.write(Buffer.concat(result.output));
    }
    times.push({ script: result.script, seconds: result.seconds, ok: result.ok, report: result.report });
    console.log(`== npm run ${result.script}: ${result.seconds.toFixed(0)} s${result.ok ? '' : ' (failed)'}`);
    if (result.report)
      spawnSync(process.execPath, [path.join(import.meta.dirname, 'slowest.mjs'), result.report], { stdio: 'inherit' });
  }
  // The step's CPU on its last line (side by side, the scripts' CPU cannot be told apart).
  times[times.length - 1].cpu = `  [step: ${stepSeconds.toFixed(0)} s${cpuText(stepCpu, stepSeconds)}]`;
  const failed = results.find((result) => !result.ok);
  if (failed) {
    summary();
    process.exit(failed.code || 1);
  }
}
summary();
