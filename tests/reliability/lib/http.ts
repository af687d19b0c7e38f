import {
  Agent,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from "node:http";

export interface HttpRequest {
  method: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  timeoutMs?: number;
  /** On a connection of its own, closed afterwards (not the keep-alive pool). */
  fresh?: boolean;
  /** The client's own address (any of 127.0.0.0/8 on Linux), to appear as another visitor. */
  localAddress?: string;
}

export interface HttpResult {
  /** Undefined when no answer arrived (connection refused or reset, time-out). */
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
  /** False when the answer's head arrived but its body was cut off. */
  complete: boolean;
  /** Network error code (ECONNREFUSED, ECONNRESET, timeout...) if any. */
  error?: string;
  ms: number;
}

/** An HTTP/1.1 client with a pool of keep-alive connections to one server on 127.0.0.1. */
export class HttpClient {
  private readonly agent: Agent;

  constructor(
    readonly port: number,
    maxSockets: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  send(options: HttpRequest): Promise<HttpResult> {
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: Omit<HttpResult, "ms">) => {
        if (settled) return;
        settled = true;
        resolve({ ...result, ms: performance.now() - started });
      };
      let req;
      let head: IncomingMessage | undefined;
      try {
        req = request(
          {
            agent: options.fresh ? false : this.agent,
            host: "127.0.0.1",
            port: this.port,
            localAddress: options.localAddress,
            method: options.method,
            path: options.path,
            // Node frames a GET/OPTIONS/DELETE body neither by length nor chunked unless told.
            headers:
              options.body === undefined
                ? options.headers
                : { "content-length": Buffer.byteLength(options.body), ...options.headers },
          },
          (res) => {
            head = res;
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            const done = (error?: string) =>
              finish({
                status: res.statusCode,
                headers: res.headers,
                body: Buffer.concat(chunks).toString("utf8"),
                complete: res.complete,
                ...(error || !res.complete ? { error: error ?? "incomplete body" } : {}),
              });
            res.on("end", () => done());
            res.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
            res.on("close", () => done());
          },
        );
      } catch (error) {
        // The request could not even be written (e.g. a header Node refuses).
        finish({ status: undefined, headers: {}, body: "", complete: false, error: String(error) });
        return;
      }
      req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error("timeout")));
      req.on("error", (error: NodeJS.ErrnoException) =>
        finish({
          // A head that arrived before the connection broke still counts as an (incomplete) answer.
          status: head?.statusCode,
          headers: head?.headers ?? {},
          body: "",
          complete: false,
          error: error.code ?? error.message,
        }),
      );
      req.end(options.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Runs `task(index, worker)` for index 0..count-1 with `concurrency` workers; stops early on `stop()`. */
export async function runPool(
  count: number,
  concurrency: number,
  task: (index: number, worker: number) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<{ started: number; wallMs: number }> {
  const began = performance.now();
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async (_, worker) => {
    while (next < count && !stop()) {
      const index = next;
      next += 1;
      await task(index, worker);
    }
  });
  await Promise.all(workers);
  return { started: next, wallMs: performance.now() - began };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** "201 × 1990, 503 × 10, ECONNRESET × 2" */
export function describeOutcomes(results: Iterable<HttpResult | undefined>): string {
  const counts = new Map<string, number>();
  for (const result of results) {
    const key = !result ? "not sent" : (result.status?.toString() ?? result.error ?? "no answer");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} × ${count}`)
    .join(", ");
}
