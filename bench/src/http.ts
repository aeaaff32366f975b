import autocannon from 'autocannon';

export type HttpFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** One request to put under load. */
export type LoadRequest = {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
};

/** Loads one URL from this process over loopback for a fixed, bounded time. */
export async function measureUrl(
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<HttpFigures> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 5,
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.method ? { method: options.method } : {}),
    ...(options.body ? { body: options.body } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function ratio(value: number, baseline: number): number {
  return Math.round((value / baseline) * 1000) / 1000;
}
