#!/usr/bin/env node
// Adds up the JSON result files of every test suite that .ci/run ran and prints, as its very last
// line, `N passed, N failed`.
//
//   node .ci/summarize.mjs --suite 'label|jest|file.json|exitCode' ... --check 'label|exitCode' ...
//
// kinds: jest and vitest (vitest's JSON reporter writes Jest's shape), playwright (its JSON reporter).
// A suite whose file is missing or unreadable, that ran no test, or whose runner exited non-zero
// without a failing test counts as one failure, and so does every failed --check (typecheck, lint,
// build...), so the closing line never reads "0 failed" for a run that failed.
// Exit code: 0 when nothing failed, 1 otherwise.
import { readFileSync } from 'node:fs';

const MAX_LISTED = 25;

function parseArgs(argv) {
  const suites = [];
  const checks = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag !== '--suite' && flag !== '--check') || value === undefined) {
      throw new Error(`usage: summarize.mjs (--suite 'label|kind|file|rc' | --check 'label|rc')... (bad argument ${flag})`);
    }
    i++;
    const parts = value.split('|');
    if (flag === '--suite') {
      const [label, kind, file, rc = '0'] = parts;
      if (!label || !['jest', 'vitest', 'playwright'].includes(kind) || !file) throw new Error(`bad --suite ${value}`);
      suites.push({ label, kind, file, rc: Number(rc) });
    } else {
      const [label, rc = '0'] = parts;
      checks.push({ label, rc: Number(rc) });
    }
  }
  return { suites, checks };
}

/** Jest and Vitest: numPassedTests / numFailedTests, plus files that failed outside any test. */
function countJestLike(report) {
  const results = Array.isArray(report.testResults) ? report.testResults : [];
  const failedNames = [];
  let fileErrors = 0;
  for (const file of results) {
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    const failedHere = assertions.filter((a) => a.status === 'failed');
    for (const a of failedHere) failedNames.push(`${shortPath(file.name)} > ${a.fullName ?? a.title}`);
    if (file.status === 'failed' && failedHere.length === 0) {
      // A file that did not load or crashed in a hook: none of its tests are in the counts.
      fileErrors++;
      failedNames.push(`${shortPath(file.name)}: ${firstLine(file.message || file.failureMessage || 'failed to run')}`);
    }
  }
  const passed = num(report.numPassedTests);
  const failed = num(report.numFailedTests) + fileErrors;
  const skipped = num(report.numPendingTests) + num(report.numTodoTests);
  return { passed, failed, skipped, total: passed + failed + skipped, success: report.success !== false, failedNames };
}

/** Playwright: stats.expected / unexpected / flaky / skipped, plus errors outside tests. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  const failedNames = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok === false) failedNames.push([...here, spec.title].join(' > '));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // Errors outside any test: the web server did not start, a spec file did not compile...
  const topErrors = Array.isArray(report.errors) ? report.errors : [];
  for (const e of topErrors) failedNames.push(`(outside tests) ${firstLine(e.message ?? String(e))}`);
  // Retries are on for CI (e2e/playwright.config.ts): a test that passed on its retry passed.
  const passed = num(stats.expected) + num(stats.flaky);
  const failed = num(stats.unexpected) + topErrors.length;
  const skipped = num(stats.skipped);
  return { passed, failed, skipped, total: passed + failed + skipped, success: failed === 0, failedNames };
}

function num(x) {
  return Number.isFinite(x) ? x : 0;
}

function firstLine(text) {
  // Strip ANSI colours: the runners put them in messages.
  // eslint-disable-next-line no-control-regex
  const clean = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return (clean.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);
}

function shortPath(p) {
  return String(p ?? '').replace(`${process.cwd()}/`, '');
}

function summarizeSuite(suite) {
  let report;
  try {
    report = JSON.parse(readFileSync(suite.file, 'utf8'));
  } catch (error) {
    const why = error.code === 'ENOENT' ? 'no result file (the stage did not run or crashed)' : `unreadable result file: ${error.message}`;
    return { passed: 0, failed: 1, skipped: 0, notes: [why], failedNames: [] };
  }
  const counts = suite.kind === 'playwright' ? countPlaywright(report) : countJestLike(report);
  const notes = [];
  let { failed } = counts;
  if (counts.total === 0) {
    notes.push('ran no test');
    failed = Math.max(failed, 1);
  }
  if (failed === 0 && (suite.rc !== 0 || !counts.success)) {
    notes.push(`runner exited ${suite.rc} with no failing test (unhandled error?)`);
    failed = 1;
  }
  return { passed: counts.passed, failed, skipped: counts.skipped, notes, failedNames: counts.failedNames };
}

function main() {
  const { suites, checks } = parseArgs(process.argv.slice(2));
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const lines = ['', 'Test results'];
  const failures = [];
  const width = Math.max(10, ...suites.map((s) => s.label.length), ...checks.map((c) => c.label.length));
  for (const suite of suites) {
    const r = summarizeSuite(suite);
    passed += r.passed;
    failed += r.failed;
    skipped += r.skipped;
    const note = r.notes.length ? `  (${r.notes.join('; ')})` : '';
    lines.push(`  ${suite.label.padEnd(width)}  passed ${String(r.passed).padStart(4)}  failed ${String(r.failed).padStart(3)}  skipped ${String(r.skipped).padStart(3)}${note}`);
    for (const name of r.failedNames) failures.push(`  [${suite.label}] ${name}`);
  }
  const failedChecks = checks.filter((c) => c.rc !== 0);
  if (checks.length) {
    lines.push('Checks');
    for (const c of checks) lines.push(`  ${c.label.padEnd(width)}  ${c.rc === 0 ? 'ok' : `FAILED (exit ${c.rc})`}`);
  }
  failed += failedChecks.length;
  if (failures.length) {
    lines.push('Failed tests');
    lines.push(...failures.slice(0, MAX_LISTED));
    if (failures.length > MAX_LISTED) lines.push(`  ... and ${failures.length - MAX_LISTED} more`);
  }
  if (skipped) lines.push(`(${skipped} skipped)`);
  console.log(lines.join('\n'));
  // The closing line, alone and last: read by whoever looks at the CI log.
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

try {
  main();
} catch (error) {
  console.error(`summarize: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
