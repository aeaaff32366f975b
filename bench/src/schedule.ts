import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like, sql } from 'drizzle-orm';
import { apiPaths, type ScheduleExportRequest, type ScheduleReportRequest } from '@linksight/api-contract';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase, schema, type Db } from '../../apps/api/src/db/client';
import { seedIfEmpty } from '../../apps/api/src/db/seed/seed';
import { startChildServer, type ChildServer } from './child-server';
import { measureUrl, ratio, type HttpFigures } from './http';
import { loginByCodeHttp } from './login';
import { benchPdf, browserChildOf } from './pdf';

/**
 * Issue 18 budgets: the schedule screen's data (GET …/schedule) for a player with 60 events, p50 ≤ 20 ms
 * on PostgreSQL (one client); the spreadsheet of 200 rows ≤ 300 ms (median, request → bytes); the
 * schedule PDF warm median ≤ 1.5 s. The two bench players are the demo players with the most completed
 * rounds, topped up to 60 and 200 schedule events with tournaments named "Bench Schedule …" (added once,
 * half upcoming, half past: the bench database keeps them).
 */
export const SCHEDULE_BUDGET = { scheduleP50Ms: 20, export200RowsMs: 300, pdfWarmMedianMs: 1500 };
const EXPORT_RUNS = 15;

const EXPORT: ScheduleExportRequest = {
  outputFormat: 'xlsx',
  thresholdScore: 0,
  tournamentEventTypeIds: [3, 10, 11],
  localeTypeIds: [1, 3, 4],
  eventFilter: 'All',
  upcomingTournamentStatusIds: [1, 2, 3, 4, 5, 6],
  timeframeFilter: { timePeriod: 'ALL' },
  mergeStatusTables: false,
  viewBy: 'Month',
  extraAccountIds: [],
  timeZoneOffsetMinutes: 0,
};
const REPORT: ScheduleReportRequest = {
  statuses: [1, 3, 4, 2, 6],
  tournamentTypes: [3, 10, 11],
  localeTypes: [1, 3, 4],
  eventFilter: 'All',
  startDate: null,
  endDate: null,
  scoreThreshold: 0,
  sections: ['Upcoming', 'Past'],
  mergeStatusTables: false,
  viewByGrouping: 'Month',
  groupResultsBy: 'Events',
  extraAccountIds: [],
  favoritesView: 1,
  showStats: true,
  timeZoneOffsetMinutes: 0,
};

type BenchPlayer = { accountId: number; phone: string; events: number };

/** The players with the most completed rounds (and a phone to log in with), topped up to `events[i]`. */
export async function prepareSchedulePlayers(db: Db, events: readonly number[]): Promise<BenchPlayer[]> {
  const result = await db.execute<{ account_id: number; phone: string }>(
    sql`select r.account_id, a.phone from rounds r join accounts a on a.id = r.account_id
        where r.is_completed and a.phone is not null
        group by r.account_id, a.phone order by count(*) desc, r.account_id limit ${events.length}`,
  );
  const top = (result as unknown as { rows: { account_id: number; phone: string }[] }).rows;
  const players: BenchPlayer[] = [];
  for (const [i, row] of top.entries()) {
    const wanted = events[i]!;
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.scheduleEntries)
      .where(eq(schema.scheduleEntries.accountId, row.account_id));
    const prefix = `Bench Schedule ${row.account_id} #`;
    const [{ made } = { made: 0 }] = await db
      .select({ made: sql<number>`count(*)::int` })
      .from(schema.tournaments)
      .where(and(like(schema.tournaments.name, `${prefix}%`)));
    const today = new Date();
    for (let k = made; k < made + Math.max(0, wanted - n); k++) {
      // Alternately past and upcoming, one event a week from 2 years back to 2 years ahead.
      const offset = (k % 2 === 0 ? -1 : 1) * (7 * (1 + Math.floor(k / 2)));
      const start = new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      await db.transaction(async (tx) => {
        const [t] = await tx
          .insert(schema.tournaments)
          .values({
            name: `${prefix}${k + 1}`,
            url: `www.bench.example/${row.account_id}/${k + 1}`,
            eventType: [3, 10, 11][k % 3]!,
            localeType: [1, 3, 4][k % 3]!,
            isTeamEvent: k % 5 === 0,
            city: 'Pinehurst',
            state: 'NC',
            startDate: start,
            endDate: start,
          })
          .returning({ id: schema.tournaments.id });
        await tx.insert(schema.scheduleEntries).values({
          accountId: row.account_id,
          tournamentId: t!.id,
          status: offset < 0 ? null : (k % 6) + 1,
          note: k % 3 === 0 ? 'Bench note' : null,
        });
      });
    }
    players.push({ accountId: row.account_id, phone: row.phone, events: Math.max(n, wanted) });
  }
  return players;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The three figures against a running API; `baseline` is the hello route of the same run. */
export async function benchSchedule(
  api: Pick<ChildServer, 'url' | 'pid'>,
  players: readonly BenchPlayer[],
  outboxFile: string,
  durationSeconds: number,
  baseline: HttpFigures,
) {
  const [sixty, twoHundred] = players;
  if (!sixty || !twoHundred) return { skipped: 'needs two players with rounds' };
  const token = await loginByCodeHttp(api.url, outboxFile, sixty.phone);
  const headers = { authorization: `Bearer ${token}` };
  const data = await measureUrl(`${api.url}${apiPaths.players.schedule(sixty.accountId)}`, {
    connections: 1,
    durationSeconds,
    headers,
  });

  const exportToken = await loginByCodeHttp(api.url, outboxFile, twoHundred.phone);
  const exportUrl = `${api.url}${apiPaths.players.scheduleExport(twoHundred.accountId)}`;
  const exportOnce = async () => {
    const began = performance.now();
    const res = await fetch(exportUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${exportToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(EXPORT),
    });
    if (!res.ok) throw new Error(`schedule export answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - began;
  };
  await exportOnce();
  const exportRuns: number[] = [];
  for (let i = 0; i < EXPORT_RUNS; i++) exportRuns.push(await exportOnce());

  const reportUrl = `${api.url}${apiPaths.players.scheduleReport(sixty.accountId, { download: true })}`;
  const requestPdf = async () => {
    const res = await fetch(reportUrl, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(REPORT),
    });
    if (!res.ok) throw new Error(`schedule PDF answered ${res.status}: ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  };
  let pdf: Record<string, unknown>;
  try {
    await requestPdf();
    const f = await benchPdf({ requestPdf, browserPid: () => browserChildOf(api.pid) }, { warmRuns: 10 });
    pdf = { warmMedianMs: f.warmMedianMs, warmP90Ms: f.warmP90Ms, coldFirstPdfMs: f.coldFirstPdfMs };
  } catch (err) {
    // The print page is the web app's (/cgr/public-player-schedule-report): a build without it cannot print.
    pdf = { skipped: err instanceof Error ? err.message.slice(0, 200) : String(err) };
  }
  const exportMedianMs = Math.round(median(exportRuns));
  return {
    scheduleData: {
      events: sixty.events,
      ...data,
      p50RatioToHello: ratio(data.p50Ms, Math.max(baseline.p50Ms, 1)),
      throughputRatioToHello: ratio(data.requestsPerSecond, baseline.requestsPerSecond),
      withinBudget: data.p50Ms <= SCHEDULE_BUDGET.scheduleP50Ms,
    },
    export: {
      events: twoHundred.events,
      medianMs: exportMedianMs,
      maxMs: Math.round(Math.max(...exportRuns)),
      withinBudget: exportMedianMs <= SCHEDULE_BUDGET.export200RowsMs,
    },
    pdf,
    budget: SCHEDULE_BUDGET,
  };
}

/**
 * `[DATABASE_URL=…] node --import tsx bench/src/schedule.ts`: these figures alone (PGlite under data/bench
 * without DATABASE_URL; the p50 budget is PostgreSQL's).
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const durationSeconds = Number(process.env.BENCH_DURATION_S ?? 5);
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data', 'bench'),
  };
  const config = loadConfig({ ...process.env, ...env });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await db.migrate();
  await seedIfEmpty(db.db, { mediaDir: config.mediaDir, log: () => {} });
  const players = await prepareSchedulePlayers(db.db, [60, 200]);
  const driver = db.driver;
  await db.close(); // PGlite's directory has one owner: hand it to the child.

  const hello = await startChildServer(
    'bench/src/hello-server.ts',
    Number(process.env.BENCH_HELLO_PORT ?? 3394),
    {},
    '/hello',
  );
  const baseline = await measureUrl(`${hello.url}/hello`, { durationSeconds });
  await hello.stop();
  const api = await startChildServer(
    'apps/api/src/server.ts',
    Number(process.env.BENCH_PORT ?? 3395),
    env,
    '/api/health',
  );
  try {
    const figures = await benchSchedule(api, players, config.smsOutboxFile, durationSeconds, baseline);
    // A shared machine's load skews these figures; it is printed beside them.
    console.log(
      JSON.stringify(
        { database: driver, baselineHello: baseline, schedule: figures, loadAverage1m: os.loadavg()[0] },
        null,
        2,
      ),
    );
  } finally {
    await api.stop();
  }
}
