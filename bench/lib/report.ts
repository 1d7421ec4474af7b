/**
 * The run's results: one JSON file (bench/results/bench-<engine>-<scale>.json) with everything
 * measured, and a Markdown file next to it with the tables docs/performance.md quotes: the machine, the data,
 * the targets (met or missed, with the figure that decides), and per path its variants with req/s,
 * p50/p95/p99, failures and the ratios to the bare baseline.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { failures, round } from './load.js';
import { ROOT } from './processes.js';
import type { Engine, Scale, SectionResult, TargetVerdict, VariantResult } from './types.js';

export interface Machine {
  cpus: number;
  cpuModel: string | undefined;
  memoryGiB: number;
  node: string;
  platform: string;
  /** 1/5/15-minute load averages: other work on the machine makes every number worse. */
  loadAverageAtStart: number[];
  loadAverageAtEnd?: number[];
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model,
    memoryGiB: round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((n) => round(n, 2)),
  };
}

export function gitCommit(): string | undefined {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' });
  return `${r.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`;
}

export interface PathReport {
  key: string;
  title: string;
  /** What check() said it compared, or why it failed. */
  check?: string;
  verify?: string;
  results: VariantResult[];
  targets: TargetVerdict[];
  /** Why the path failed (a check, a verify, failed requests); absent when it passed. */
  error?: string;
}

export interface SectionReport {
  title: string;
  result?: SectionResult;
  error?: string;
}

export interface Report {
  benchmark: 'npm run bench';
  date: string;
  commit: string | undefined;
  engine: Engine;
  engineVersion: string;
  scale: Scale;
  settings: Record<string, unknown>;
  machine: Machine;
  /** Rows per table and what the generators made. */
  data: Record<string, number>;
  timings: Record<string, number>;
  paths: PathReport[];
  sections: SectionReport[];
}

const ENGINE_NAME: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite (embedded)' };

/** 1 234.5: a decimal point and a space between thousands (en-ZA would write a decimal comma, ambiguous next to the ratios). */
function num(n: number): string {
  if (!Number.isFinite(n)) return '–';
  const [whole, fraction] = (Math.round(n * 10) / 10).toFixed(1).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === '0' ? grouped : `${grouped}.${fraction}`;
}
const ratio = (a: number, b: number | undefined) => (b && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');
/** Table cells must not break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function variantTable(results: VariantResult[]): string {
  const base = results.find((r) => r.target === 'baseline');
  const lines = [
    '| variant | conns | req/s | p50 ms | p95 ms | p99 ms | failed | req/s ÷ baseline | p99 ÷ baseline |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    const failed = r.non2xx + r.errors + r.timeouts + r.mismatches;
    const isBase = r === base;
    lines.push(
      `| ${cell(r.label)} | ${r.connections} | ${num(r.requestsPerSecond)} | ${num(r.latencyMs.p50)} | ${num(r.latencyMs.p95)} | ` +
        `${num(r.latencyMs.p99)} | ${failed} | ${isBase ? '1×' : ratio(r.requestsPerSecond, base?.requestsPerSecond)} | ` +
        `${isBase ? '1×' : ratio(r.latencyMs.p99, base?.latencyMs.p99)} |`,
    );
  }
  return lines.join('\n');
}

/** Every target of every path and section, for the "Targets" table and the JSON. */
export function allTargets(report: Report): { where: string; verdict: TargetVerdict }[] {
  return [
    ...report.paths.flatMap((p) => p.targets.map((verdict) => ({ where: `\`${p.key}\``, verdict }))),
    ...report.sections.flatMap((s) => (s.result?.targets ?? []).map((verdict) => ({ where: s.title, verdict }))),
  ];
}

export function renderMarkdown(report: Report): string {
  const m = report.machine;
  const load = (l: number[] | undefined) => (l ? l.map((n) => n.toFixed(1)).join(' / ') : '?');
  const out: string[] = [
    `# Benchmark: ${ENGINE_NAME[report.engine]}, scale "${report.scale}"`,
    '',
    `${report.date.slice(0, 16).replace('T', ' ')} UTC, commit ${report.commit ?? '?'}. ${report.engineVersion.split(',')[0]}.`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel ?? '?'}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average (1/5/15 min) ` +
      `${load(m.loadAverageAtStart)} at the start, ${load(m.loadAverageAtEnd)} at the end. The load generator, the servers and ` +
      'the database share these CPUs: compare ratios, not absolute figures, across machines.',
    '',
    `Load: ${String(report.settings.warmup)} s warm-up, then ${String(report.settings.duration)} s measured per variant, ` +
      `${String(report.settings.connections)} connections unless the variant says otherwise (closed loop: each connection sends its next ` +
      'request when the answer arrives). Latency is of every response of the measured phase.',
    '',
    '## Data',
    '',
    '| table | rows |',
    '| --- | ---: |',
    ...Object.entries(report.data).map(([table, rows]) => `| ${table} | ${num(rows)} |`),
    '',
    `Loading took ${Object.entries(report.timings).map(([step, seconds]) => `${step.replace(/Seconds$/, '')} ${num(seconds)} s`).join(', ')}.`,
    '',
  ];
  const targets = allTargets(report);
  if (targets.length) {
    out.push('## Targets', '', '| where | target | measured | met |', '| --- | --- | --- | :---: |');
    for (const { where, verdict } of targets) {
      out.push(`| ${cell(where)} | ${cell(verdict.description)} | ${cell(verdict.measured)} | ${verdict.met ? 'yes' : '**no**'} |`);
    }
    out.push('');
  }
  out.push('## Hot paths', '');
  for (const p of report.paths) {
    out.push(`### ${p.title} (\`${p.key}\`)`, '');
    if (p.results.length) out.push(variantTable(p.results), '');
    for (const r of p.results.filter((x) => x.note)) out.push(`${r.label}: ${r.note}.`, '');
    if (p.check) out.push(`Checked before the load: ${p.check}`, '');
    if (p.verify) out.push(`Verified after the load: ${p.verify}`, '');
    if (p.error) out.push(`**Failed:** ${p.error}`, '');
  }
  for (const s of report.sections) {
    out.push(`## ${s.result?.title ?? s.title}`, '');
    if (s.result) out.push(s.result.markdown.trim(), '');
    for (const c of s.result?.checks?.filter((check) => !check.passed) ?? []) out.push(`**Failed:** ${c.name}: ${c.detail}`, '');
    if (s.error) out.push(`**Failed:** ${s.error}`, '');
  }
  return `${out.join('\n').trim()}\n`;
}

/** Writes bench/results/bench-<engine>-<scale>.json and .md; returns their paths. */
export function writeReport(report: Report, dir = join(ROOT, 'bench', 'results')): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const base = join(dir, `bench-${report.engine}-${report.scale}`);
  const json = `${base}.json`;
  const markdown = `${base}.md`;
  writeFileSync(json, `${JSON.stringify({ ...report, targets: allTargets(report).map((t) => ({ where: t.where, ...t.verdict })) }, null, 2)}\n`);
  writeFileSync(markdown, renderMarkdown(report));
  return { json, markdown };
}

/** Why a path failed, from its load results: undefined when every variant answered cleanly. */
export function loadFailures(results: VariantResult[]): string | undefined {
  const failed = results.map((r) => ({ r, why: failures(r) })).filter((x) => x.why);
  return failed.length ? failed.map((x) => `${x.r.label}: ${x.why}`).join('; ') : undefined;
}
