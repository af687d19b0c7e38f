/** The part of autocannon's API (it ships no types) that tests/scale/bench.ts uses. */
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request) => Request;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    requests?: autocannon.Request[];
  }): Promise<autocannon.Result>;
  export default autocannon;
}
