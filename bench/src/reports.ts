/**
 * Issue 19 report figures against a running server (`BASE_URL`, default http://127.0.0.1:3000):
 * each report's data call (p50/p95 of BENCH_REPORT_RUNS sequential calls, after one warm-up) and each
 * report's PDF end to end, cold (first) and warm (the median of the next two). Budgets: every PDF warm
 * ≤ 2 s, the course plan (18 maps) ≤ 6 s, data calls p50 ≤ 50 ms for a 500-round player on PostgreSQL.
 * Usage: `BASE_URL=… BENCH_ACCOUNT=<id> node --import tsx bench/src/reports.ts` (prints one JSON object).
 */
import { DATA_REPORT_KINDS, reportPaths, type DataReportKind, type Histories } from '@linksight/api-contract';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const accountId = Number(process.env.BENCH_ACCOUNT ?? 1);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
/** The selection a coach prints most: the last 20 completed rounds. */
const SELECTION_ROUNDS = 20;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(v.length * p))]!;
const ms = (v: number) => Math.round(v * 10) / 10;

async function post(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

async function main() {
  const histories = (await (
    await fetch(`${base}/api/v1/players/${accountId}/histories`)
  ).json()) as Histories;
  const completed = histories.rounds.filter((r) => r.isCompleted);
  const params = {
    golfRoundIds: completed.slice(0, SELECTION_ROUNDS).map((r) => r.id),
    standard: 'scratch',
    courseId: completed[0]?.courseId,
  };
  const data: Record<string, { p50Ms: number; p95Ms: number }> = {};
  const pdf: Record<string, { coldMs: number; warmMs: number; status: number }> = {};
  for (const kind of DATA_REPORT_KINDS as readonly DataReportKind[]) {
    await post(reportPaths.data(accountId, kind), params);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await post(reportPaths.data(accountId, kind), params)).ms);
    data[kind] = { p50Ms: ms(median(times)), p95Ms: ms(pct(times, 0.95)) };
  }
  for (const kind of DATA_REPORT_KINDS as readonly DataReportKind[]) {
    const cold = await post(reportPaths.pdf(accountId, kind), { params });
    const warm = [
      await post(reportPaths.pdf(accountId, kind), { params }),
      await post(reportPaths.pdf(accountId, kind), { params }),
    ];
    pdf[kind] = { coldMs: ms(cold.ms), warmMs: ms(median(warm.map((w) => w.ms))), status: warm[0]!.status };
  }
  console.log(
    JSON.stringify(
      { base, accountId, rounds: completed.length, selectionRounds: params.golfRoundIds.length, data, pdf },
      null,
      2,
    ),
  );
}

await main();
