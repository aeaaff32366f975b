import { readFile } from 'node:fs/promises';
import type { ChildServer } from './child-server';
import { measureUrl, ratio, type HttpFigures, type LoadRequest } from './http';

/** Issue 22 bench: many connections for a minute, as a load balancer in front of one instance would see. */
export const LOAD_CONNECTIONS = 200;

/** Resident memory of a process in MiB (Linux /proc), or null where it cannot be read. */
async function rssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round((kib / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * `LOAD_CONNECTIONS` connections on one request for `durationSeconds`: errors (failed and non-2xx) should
 * be 0; p99 is reported against the hello baseline at the same connections; the server's resident memory
 * before and after shows whether the load leaves anything behind.
 */
export async function benchLoad(
  server: ChildServer,
  request: LoadRequest,
  durationSeconds: number,
  baseline: HttpFigures,
): Promise<Record<string, unknown>> {
  const rssBeforeMiB = await rssMiB(server.pid);
  const figures = await measureUrl(request.url, {
    ...request,
    connections: LOAD_CONNECTIONS,
    durationSeconds,
  });
  const rssAfterMiB = await rssMiB(server.pid);
  return {
    connections: LOAD_CONNECTIONS,
    durationSeconds,
    ...figures,
    p99RatioToHello: ratio(figures.p99Ms, Math.max(baseline.p99Ms, 1)),
    rssBeforeMiB,
    rssAfterMiB,
  };
}
