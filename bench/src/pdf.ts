import { readdirSync, readFileSync } from 'node:fs';

/**
 * PDF service figures (issue 15, ARCHITECTURE §6): one PDF end to end (request → bytes) cold and warm,
 * throughput with 4 requests in parallel, and the browser's memory after 20 and after 200 PDFs (a leak
 * shows as growth between the two).
 */

export type PdfBenchTarget = {
  /** One PDF, end to end: resolves with its bytes. */
  requestPdf: () => Promise<Buffer>;
  /** The browser's process id, once it runs (for its memory). */
  browserPid: () => number | null;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name (field 2) may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/**
 * Memory of a process and all its descendants (Chromium's renderer, GPU and utility processes), as the sum
 * of their proportional set sizes: shared pages count once across the tree, not once per process.
 */
export function processTreeMemoryBytes(pid: number): number {
  const children = childrenOf();
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop()!;
    try {
      const rollup = readFileSync(`/proc/${next}/smaps_rollup`, 'utf8');
      total += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // gone, or not ours to read
    }
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** The Chromium process a server process started (its direct child named chrom…), if any. */
export function browserChildOf(serverPid: number): number | null {
  for (const pid of childrenOf().get(serverPid) ?? []) {
    try {
      if (/chrom/i.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) return pid;
    } catch {
      // ended
    }
  }
  return null;
}

async function timed(target: PdfBenchTarget): Promise<number> {
  const started = performance.now();
  const pdf = await target.requestPdf();
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('the answer is not a PDF');
  return performance.now() - started;
}

/** Runs `total` PDFs with `parallel` requests in flight; answers PDFs per second. */
async function throughput(target: PdfBenchTarget, parallel: number, total: number): Promise<number> {
  let started = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < total) {
        started++;
        await timed(target);
      }
    }),
  );
  return total / ((performance.now() - began) / 1000);
}

export async function benchPdf(target: PdfBenchTarget, options: { warmRuns?: number } = {}) {
  const warmRuns = options.warmRuns ?? 15;
  const coldFirstPdfMs = round(await timed(target));
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await timed(target));
  const pdfsPerSecond4Parallel = round(await throughput(target, 4, 24), 2);
  let made = 1 + warmRuns + 24;

  const memoryAfter = async (count: number) => {
    if (made < count) await throughput(target, 4, count - made);
    made = Math.max(made, count);
    // Let the browser settle (closed pages, garbage collection) before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pid = target.browserPid();
    return pid === null ? null : processTreeMemoryBytes(pid);
  };
  const after20 = await memoryAfter(20);
  const after200 = await memoryAfter(200);
  return {
    coldFirstPdfMs,
    warmMedianMs: round(median(warm)),
    warmP90Ms: round([...warm].sort((a, b) => a - b)[Math.floor(warm.length * 0.9)]!),
    pdfsPerSecond4Parallel,
    browserMemoryAfter20PdfsMB: after20 === null ? null : round(after20 / 2 ** 20, 1),
    browserMemoryAfter200PdfsMB: after200 === null ? null : round(after200 / 2 ** 20, 1),
    memoryRatio200To20: after20 && after200 ? round(after200 / after20, 3) : null,
  };
}
