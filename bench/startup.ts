/**
 * Start-up section of `npm run bench` (issue 6: "`npm start` after the first build serves its first
 * request within 5 s"). Runs `npm start` exactly as a user would, on a free port with a temp data folder
 * (the embedded database, as `npm start` uses by default), and times from the spawn until both `GET /`
 * (the web app) and `POST /graphql` (a query that reads the database) answer 200:
 *
 * 1. `node scripts/build-if-stale.mjs` first, untimed: builds whatever is stale (the first build).
 * 2. The first start ever: an empty data folder, so migrations and the demo seed run before serving.
 * 3. Then three starts on the now-seeded folder: the case the target is about. Each one's `npm start`
 *    also re-checks the build (and finds it up to date) and the migrations and seed (nothing to do).
 *
 * The log lines of `npm start` split each start into: the build check done, the server listening, and
 * the first answers. Every process is stopped (its whole process group: npm, sh, node) before the next.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from './lib/processes.js';
import type { SectionOptions, SectionResult } from './lib/types.js';

const TARGET_MS = 3_000;
const SEEDED_STARTS = 3;
/** How long one start may take before the run gives up (a first start on a busy machine seeds for a while). */
const START_TIMEOUT_MS = 180_000;

interface StartTiming {
  run: string;
  /** From spawning `npm start` to build-if-stale's last line (both targets checked). */
  buildCheckMs: number | null;
  /** To the server's "listening" log line. */
  listeningMs: number | null;
  /** To the first 200 of `GET /`. */
  webMs: number;
  /** To the first 200 of `POST /graphql`. */
  graphqlMs: number;
  /** Both answered: the figure the target is about. */
  readyMs: number;
}

const READ_QUERY = JSON.stringify({ query: '{ destinations { id name } }' });

export async function measureStartup(options: SectionOptions): Promise<SectionResult> {
  const { root, log } = options;
  const loadAtStart = loadavg()[0]!;
  log('Start-up: bringing the build up to date (node scripts/build-if-stale.mjs) ...');
  const buildStarted = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) throw new Error(`build-if-stale failed:\n${(build.stdout + build.stderr).split('\n').slice(-30).join('\n')}`);
  const buildMs = performance.now() - buildStarted;
  const buildSummary = build.stdout.split('\n').filter((line) => line.startsWith('build-if-stale:'));
  for (const line of buildSummary) log(`  ${line}`);

  const dir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const timings: StartTiming[] = [];
  // Kept after a failure: the error names the start's log in it.
  timings.push(await timeStart(root, dir, 'first start (empty data folder: migrate + seed)', log));
  // CI's small run: one start on the seeded folder is enough to keep the section from rotting.
  const seededStarts = options.scale === 'small' ? 1 : SEEDED_STARTS;
  for (let i = 1; i <= seededStarts; i++) timings.push(await timeStart(root, dir, `start ${i} on the seeded folder`, log));
  rmSync(dir, { recursive: true, force: true });

  const seeded = timings.slice(1).map((t) => t.readyMs);
  const median = [...seeded].sort((a, b) => a - b)[Math.floor(seeded.length / 2)]!;
  const markdown = [
    `\`npm start\` on a free port with a temp data folder (embedded PostgreSQL), timed from the spawn until \`GET /\` and \`POST /graphql\` (a database read) both answer 200. Load average at the start: ${loadAtStart.toFixed(1)} on ${cpus().length} CPUs. Build brought up to date first in ${fmt(buildMs)} (${buildSummary.map((l) => l.replace('build-if-stale: ', '')).join('; ')}).`,
    '',
    '| start | build check done | server listening | GET / 200 | POST /graphql 200 | ready |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...timings.map((t) => `| ${t.run} | ${fmt(t.buildCheckMs)} | ${fmt(t.listeningMs)} | ${fmt(t.webMs)} | ${fmt(t.graphqlMs)} | ${fmt(t.readyMs)} |`),
  ].join('\n');
  return {
    title: 'Start-up',
    markdown,
    json: { loadAverageAtStart: loadAtStart, buildMs, buildSummary, timings, targetMs: TARGET_MS },
    targets: [
      {
        description: '`npm start` after the first build serves its first request within 3 s (median of the starts on a seeded data folder)',
        met: median <= TARGET_MS,
        measured: `${fmt(median)} (${seeded.map((ms) => fmt(ms)).join(', ')})`,
      },
    ],
  };
}

async function timeStart(root: string, dir: string, run: string, log: (message: string) => void): Promise<StartTiming> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NODE_ENV: 'production',
    DATA_DIR: join(dir, 'pglite'),
    UPLOADS_DIR: join(dir, 'uploads'),
    // `npm start`'s default: the embedded database in demo mode, whatever the bench itself runs on.
    DATABASE_URL: '',
  };
  delete env.JWT_SECRET;
  const logPath = join(dir, `${fileNameOf(run)}.log`);
  const logFile = createWriteStream(logPath);
  const started = performance.now();
  let buildCheckMs: number | null = null;
  let listeningMs: number | null = null;
  let checkedTargets = 0;
  // detached: its own process group, so npm, the shell and node stop together.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const watch = (chunk: Buffer) => {
    logFile.write(chunk);
    const text = chunk.toString();
    checkedTargets += (text.match(/^build-if-stale: /gm) ?? []).length;
    if (buildCheckMs === null && checkedTargets >= 2) buildCheckMs = performance.now() - started;
    if (listeningMs === null && text.includes('Travel agency listening')) listeningMs = performance.now() - started;
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);

  let webMs: number | null = null;
  let graphqlMs: number | null = null;
  try {
    while ((webMs === null || graphqlMs === null) && !exited) {
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`${run}: not serving after ${START_TIMEOUT_MS / 1000} s (log: ${logPath})`);
      const [web, gql] = await Promise.all([
        webMs === null ? answers200(`${origin}/`, { method: 'GET' }) : true,
        graphqlMs === null ? answers200(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: READ_QUERY }) : true,
      ]);
      const now = performance.now() - started;
      if (webMs === null && web) webMs = now;
      if (graphqlMs === null && gql) graphqlMs = now;
      if (webMs === null || graphqlMs === null) await sleep(25);
    }
    if (webMs === null || graphqlMs === null) throw new Error(`${run}: npm start exited before serving (log: ${logPath})`);
  } finally {
    if (child.pid) await stopGroup(child.pid, gone);
    logFile.end();
  }
  const timing: StartTiming = { run, buildCheckMs, listeningMs, webMs, graphqlMs, readyMs: Math.max(webMs, graphqlMs) };
  log(`  ${run}: ready in ${(timing.readyMs / 1000).toFixed(2)} s (build check ${fmt(buildCheckMs)}, listening ${fmt(listeningMs)})`);
  return timing;
}

/**
 * SIGTERM to npm, the shell and the server, then waits until none of them is left: npm may exit before
 * the server has closed the embedded database, and the next start must not open the folder before that.
 */
async function stopGroup(pgid: number, npmGone: Promise<void>): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pgid, 'SIGTERM');
  const deadline = performance.now() + 15_000;
  while (alive() && performance.now() < deadline) await sleep(50);
  if (alive()) process.kill(-pgid, 'SIGKILL');
  await npmGone;
}

async function answers200(url: string, init: RequestInit): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

const fmt = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const fileNameOf = (run: string) => run.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
