import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../apps/api/src/services/pdf/browser';
import { chromiumPath, median } from './browser';
import { startChildServer, type ChildServer } from './child-server';
import { benchCa, chromiumTrustsBenchCertificate, requestText, TLS_SERVER_ENV } from './tls';

/**
 * Issue 23: Lighthouse (mobile, its default simulated throttling) on the pages a phone opens first,
 * median of RUNS cold loads each (Lighthouse clears the cache, storage and service worker before every
 * load). Logged-in pages get the access token put into localStorage before any script of the page runs.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEMO_PHONE = '+15550100001'; // Wes Haugen, README "Demo logins"
const DEMO_PASSWORD = 'linksight-demo';
const KIB = 1024;
/** Where to keep each run's full Lighthouse result (JSON), to look into; nowhere by default. */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE_DIR ?? null;
/**
 * Lighthouse's CPU slowdown: its default (4×) unless BENCH_LIGHTHOUSE_CPU_SLOWDOWN is a number, or
 * `calibrated`: the multiplier Lighthouse's throttling guide gives for this machine's benchmarkIndex.
 */
const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN ?? 'default';
/**
 * How the pages are served: HTTPS with HTTP/2 (the default: how a phone reaches a deployed server, whether
 * the app's own TLS or a proxy in front speaks it), or BENCH_LIGHTHOUSE_PROTOCOL=http1 for cleartext
 * HTTP/1.1, where Lighthouse's simulation fetches a page's chunks six at a time, a round trip each.
 */
const OVER_HTTP2 = process.env.BENCH_LIGHTHOUSE_PROTOCOL !== 'http1';
const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's CPU throttling is relative to the machine it runs on: 4× is meant to take a high-end desktop
 * (benchmarkIndex 1,500–2,000) to a mid-tier phone. Its throttling guide (docs/throttling.md, "Calibrating
 * the CPU slowdown", and the calculator it links) maps benchmarkIndex to the multiplier that reaches the
 * same phone: these points, linear between them and past the last. Machines of this workplace measured
 * 700–3,800, so figures of two sessions compare only through this.
 */
const CALIBRATION_POINTS: readonly (readonly [benchmarkIndex: number, multiplier: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const points = CALIBRATION_POINTS;
  let i = points.findIndex(([index]) => index >= benchmarkIndex);
  if (i === -1) i = points.length - 1; // past the last point: the last segment's slope
  if (i === 0) i = 1;
  const [x0, y0] = points[i - 1]!;
  const [x1, y1] = points[i]!;
  return Math.max(1, round(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0), 2));
}

/** Lighthouse's own benchmark (the one behind a report's benchmarkIndex), median of 5 in a blank page. */
async function measureBenchmarkIndex(executablePath: string): Promise<number> {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < 5; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return round(median(values));
  } finally {
    await browser.close();
  }
}

type PageSpec = {
  name: string;
  path: string;
  isLoggedIn: boolean;
  /** Issue 23 targets: score (0–100) and the compressed JS of the first load. */
  budget: { score: number; firstLoadJsBytes?: number };
};

export const LIGHTHOUSE_PAGES: readonly PageSpec[] = [
  { name: 'home', path: '/', isLoggedIn: false, budget: { score: 95, firstLoadJsBytes: 170 * KIB } },
  { name: 'search', path: '/golf/search', isLoggedIn: false, budget: { score: 95 } },
  {
    name: 'dashboard',
    path: '/dashboard',
    isLoggedIn: true,
    budget: { score: 85, firstLoadJsBytes: 450 * KIB },
  },
  { name: 'profileDashboard', path: '/player/wes.haugen/resume', isLoggedIn: false, budget: { score: 85 } },
  { name: 'myRounds', path: '/player/wes.haugen/my-rounds', isLoggedIn: true, budget: { score: 85 } },
];
/** Issue 23: for every page. */
const METRIC_BUDGET = { lcpMs: 2500, tbtMs: 200, cls: 0.05 };

type RunFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Compressed bytes of the scripts the page itself loaded (the service worker's precache excluded). */
  jsTransferredBytes: number;
  /** Everything transferred during the load, the service worker's requests included. */
  totalTransferredBytes: number;
  benchmarkIndex: number;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; sessionTargetType?: string };

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () => loadavg().map((n) => round(n, 2));

async function logIn(baseUrl: string, ca: Buffer | null): Promise<string> {
  const answer = await requestText(
    `${baseUrl}/api/v1/auth/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: DEMO_PHONE, password: DEMO_PASSWORD }),
    },
    ca,
  );
  if (!answer.ok) throw new Error(`login ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { accessToken: string }).accessToken;
}

/** One cold load in a browser of its own (a browser shared by runs sometimes lost the trace: NO_NAVSTART). */
async function runOnce(
  executablePath: string,
  url: string,
  token: string | null,
  savePath: string | null,
  cpuSlowdownMultiplier: number,
): Promise<RunFigures> {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    defaultViewport: null, // Lighthouse emulates the phone's screen itself
    args: url.startsWith('https:') ? [...CHROMIUM_ARGS, chromiumTrustsBenchCertificate()] : CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (token !== null)
      await page.evaluateOnNewDocument(
        `try { localStorage.setItem('id_token', ${JSON.stringify(token)}) } catch {}`,
      );
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      },
      undefined,
      page as never, // lighthouse's own copy of puppeteer-core's Page type (same version)
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (savePath !== null) await writeFile(savePath, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const sum = (list: NetworkItem[]) => list.reduce((s, i) => s + (i.transferSize ?? 0), 0);
    const ofPage = items.filter((i) => i.sessionTargetType !== 'worker' || !i.url.includes('/workbox-'));
    return {
      score: round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: round(audit('first-contentful-paint')),
      lcpMs: round(audit('largest-contentful-paint')),
      tbtMs: round(audit('total-blocking-time')),
      cls: round(audit('cumulative-layout-shift'), 3),
      speedIndexMs: round(audit('speed-index')),
      jsTransferredBytes: sum(ofPage.filter((i) => i.resourceType === 'Script')),
      totalTransferredBytes: sum(items),
      benchmarkIndex: round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse asks to be run again when the trace missed the navigation; so do we, twice at most. */
async function runWithRetry(...args: Parameters<typeof runOnce>): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(...args);
    } catch (err) {
      if (attempt >= 3 || !String(err).includes('Please run Lighthouse again')) throw err;
    }
  }
}

function medianOf(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as RunFigures;
}

/**
 * The app's server for Lighthouse: over HTTPS with HTTP/2 unless BENCH_LIGHTHOUSE_PROTOCOL=http1 (the
 * bench's test-only certificate, which the bench's Chromium is told to trust).
 */
export async function startLighthouseServer(
  port: number,
  env: Record<string, string>,
): Promise<ChildServer & { ca: Buffer | null }> {
  const ca = OVER_HTTP2 ? benchCa() : null;
  const server = await startChildServer(
    'apps/api/src/server.ts',
    port,
    { ...env, ...(OVER_HTTP2 ? TLS_SERVER_ENV : {}) },
    '/api/health',
    ca,
  );
  return { ...server, ca };
}

/**
 * Lighthouse on every page of LIGHTHOUSE_PAGES against a running server at `baseUrl` (HTTPS: `ca` is the
 * certificate it was given).
 */
export async function benchLighthouse(
  baseUrl: string,
  pages: readonly PageSpec[] = LIGHTHOUSE_PAGES,
  ca: Buffer | null = null,
) {
  const executablePath = chromiumPath();
  if (executablePath === null) return { skipped: 'no Chromium (CHROMIUM_PATH or /usr/bin/chromium)' };
  const benchmarkIndex = await measureBenchmarkIndex(executablePath);
  const calibrated = calibratedCpuSlowdown(benchmarkIndex);
  const cpuSlowdownMultiplier =
    CPU_SLOWDOWN === 'calibrated'
      ? calibrated
      : CPU_SLOWDOWN === 'default'
        ? DEFAULT_CPU_SLOWDOWN
        : Number(CPU_SLOWDOWN);
  if (!(cpuSlowdownMultiplier >= 1)) throw new Error(`BENCH_LIGHTHOUSE_CPU_SLOWDOWN: ${CPU_SLOWDOWN}?`);
  const figures: Record<string, unknown> = {
    runs: RUNS,
    protocol: baseUrl.startsWith('https:') ? 'h2 (HTTPS)' : 'http/1.1',
    loadAverageBefore: load(),
    benchmarkIndex,
    cpuSlowdownMultiplier,
    calibratedCpuSlowdownMultiplier: calibrated,
  };
  for (const spec of pages) {
    const runs: RunFigures[] = [];
    const loadAverages: number[][] = [];
    for (let i = 0; i < RUNS; i++) {
      const token = spec.isLoggedIn ? await logIn(baseUrl, ca) : null;
      const savePath = SAVE_DIR ? path.join(SAVE_DIR, `${spec.name}-${i + 1}.json`) : null;
      runs.push(
        await runWithRetry(executablePath, `${baseUrl}${spec.path}`, token, savePath, cpuSlowdownMultiplier),
      );
      loadAverages.push(load());
    }
    const m = medianOf(runs);
    figures[spec.name] = {
      path: spec.path,
      ...m,
      jsTransferredKiB: round(m.jsTransferredBytes / KIB, 1),
      scores: runs.map((r) => r.score),
      loadAverage1m: loadAverages.map((l) => l[0]),
      budget: { ...spec.budget, ...METRIC_BUDGET },
      withinBudget:
        m.score >= spec.budget.score &&
        m.lcpMs <= METRIC_BUDGET.lcpMs &&
        m.tbtMs <= METRIC_BUDGET.tbtMs &&
        m.cls <= METRIC_BUDGET.cls &&
        (spec.budget.firstLoadJsBytes === undefined || m.jsTransferredBytes <= spec.budget.firstLoadJsBytes),
    };
  }
  figures.loadAverageAfter = load();
  return figures;
}

/**
 * `node --import tsx bench/src/lighthouse.ts [page names…]`: the Lighthouse figures alone, against a
 * server of its own (BENCH_LIGHTHOUSE_PORT, default 3340; PostgreSQL with DATABASE_URL, else PGlite under
 * data/bench-lighthouse, seeded with the demo world on first start). Needs the web build.
 * BENCH_LIGHTHOUSE_CPU_SLOWDOWN=calibrated runs with the CPU slowdown calibrated for this machine;
 * BENCH_LIGHTHOUSE_PROTOCOL=http1 serves cleartext HTTP/1.1 instead of HTTPS with HTTP/2.
 */
async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3340);
  const only = process.argv.slice(2);
  const pages = only.length === 0 ? LIGHTHOUSE_PAGES : LIGHTHOUSE_PAGES.filter((p) => only.includes(p.name));
  const server = await startLighthouseServer(port, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: path.join(root, 'data', 'bench-lighthouse'),
  });
  try {
    console.log(JSON.stringify({ lighthouse: await benchLighthouse(server.url, pages, server.ca) }, null, 2));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
