declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; non2xx: number };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
