/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    warmup?: { connections?: number; duration?: number };
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
    verifyBody?: (body: string) => boolean;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    /** The warm-up run's own result, when there was one. */
    warmup?: Result;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
