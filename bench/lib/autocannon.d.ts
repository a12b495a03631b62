/** The part of autocannon's programmatic API that bench/accounts.bench.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    '2xx': number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
