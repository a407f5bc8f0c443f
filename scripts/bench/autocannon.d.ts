// The part of autocannon's API the API benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  export default function autocannon(options: Options): Promise<Result>;
}
