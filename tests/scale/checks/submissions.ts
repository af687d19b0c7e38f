import { API_PATHS } from "../../../app/forms/transport";
import {
  fetchCsrfTokens,
  isAccepted,
  plannedSubmission,
  submissionHeaders,
  type PlannedSubmission,
} from "../../reliability/lib/forms";
import { describeOutcomes, HttpClient, runPool, type HttpResult } from "../../reliability/lib/http";
import type { ScenarioContext } from "../../reliability/lib/scenario";
import { sleep, type ServerProcess } from "../../reliability/lib/server-process";
import { readSnapshot, summarise } from "../../reliability/lib/store";
import { visitorAddress, type Stack } from "../lib/stack";

export interface Visitors {
  client: HttpClient;
  tokens: string[];
}

/** A client for nginx with one CSRF token per concurrent worker. */
export async function visitors(
  ctx: ScenarioContext,
  stack: Stack,
  concurrency: number,
): Promise<Visitors> {
  const client = new HttpClient(stack.port, concurrency);
  ctx.defer(() => client.close());
  return { client, tokens: await fetchCsrfTokens(client, concurrency) };
}

export function send(
  stack: Stack,
  { client, tokens }: Visitors,
  worker: number,
  submission: PlannedSubmission,
  from: string,
  extraHeaders: Record<string, string> = {},
): Promise<HttpResult> {
  return client.send({
    method: "POST",
    path: API_PATHS[submission.kind],
    localAddress: from,
    headers: {
      ...submissionHeaders(stack.origin, tokens[worker]!, submission.key),
      ...extraHeaders,
    },
    body: JSON.stringify(submission.payload),
  });
}

/** Access log lines from `from` on with an upstream, counted by the instance that answered. */
export function answeredBy(
  stack: Stack,
  from: number,
): { counts: Map<string, number>; resent: number } {
  const counts = new Map<string, number>();
  let resent = 0;
  for (const line of stack.accessLog().slice(from)) {
    const upstreams = line.match(/"([^"]*)" "[^"]*"$/)?.[1];
    if (!upstreams || upstreams === "-") continue;
    const last = upstreams.split(", ").at(-1)!;
    counts.set(last, (counts.get(last) ?? 0) + 1);
    if (upstreams.includes(", ")) resent += 1;
  }
  return { counts, resent };
}

export const describeCounts = (counts: Map<string, number>) =>
  [...counts].map(([address, count]) => `${address} × ${count}`).join(", ");

/**
 * The rate limit through nginx: one visitor gets exactly `max` submissions in, although
 * nginx spreads them over both instances; another one who writes a different X-Forwarded-For
 * and X-Real-IP into every request gets no more.
 */
export async function checkRateLimit(
  ctx: ScenarioContext,
  stack: Stack,
  people: Visitors,
  max: number,
): Promise<void> {
  const tries = max + 4;
  const logFrom = stack.accessLog().length;
  const plain: HttpResult[] = [];
  for (let n = 0; n < tries; n += 1)
    plain.push(await send(stack, people, 0, plannedSubmission(n, "rate"), "127.0.2.1"));
  const spread = answeredBy(stack, logFrom).counts;
  ctx.check(
    `one visitor: ${max} of ${tries} submissions accepted, the rest 429, over ${stack.instances.length} instances`,
    plain.filter(isAccepted).length === max &&
      plain.slice(max).every((result) => result.status === 429) &&
      spread.size === stack.instances.length,
    `${describeOutcomes(plain)}; answered by ${describeCounts(spread)}`,
  );

  const spoofed: HttpResult[] = [];
  for (let n = 0; n < tries; n += 1) {
    const invented = `203.0.113.${n + 1}`;
    spoofed.push(
      await send(stack, people, 0, plannedSubmission(n, "spoof"), "127.0.3.1", {
        "x-forwarded-for": `${invented}, 198.51.100.${n + 1}`,
        "x-real-ip": invented,
      }),
    );
  }
  ctx.check(
    "a spoofed X-Forwarded-For / X-Real-IP is ignored (the same limit applies)",
    spoofed.filter(isAccepted).length === max &&
      spoofed.slice(max).every((result) => result.status === 429),
    describeOutcomes(spoofed),
  );
}

export interface LoadRun {
  planned: PlannedSubmission[];
  results: HttpResult[];
}

/** Visitor addresses: a few submissions each, so that the rate limit never bites. */
const PER_VISITOR = 4;

/**
 * `total` submissions at `concurrency` through nginx; when `half` of them were answered,
 * `fault` runs (without being awaited by the load). Each submission comes from its visitor's
 * own address; a visitor that gets no 201 sends the same submission (same key) again, up to
 * `attempts` times.
 */
export async function runLoad(
  stack: Stack,
  people: Visitors,
  options: {
    tag: string;
    net: number;
    total: number;
    concurrency: number;
    attempts: number;
    faultAfter: number;
    fault: () => Promise<unknown>;
  },
): Promise<LoadRun & { firstResults: HttpResult[]; faultDone: Promise<unknown> }> {
  const planned = Array.from({ length: options.total }, (_, n) =>
    plannedSubmission(n, options.tag),
  );
  const results: HttpResult[] = [];
  const firstResults: HttpResult[] = [];
  let answered = 0;
  let faultDone: Promise<unknown> | undefined;
  await runPool(options.total, options.concurrency, async (index, worker) => {
    const from = visitorAddress(options.net, Math.floor(index / PER_VISITOR));
    for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
      const result = await send(stack, people, worker, planned[index]!, from);
      if (attempt === 1) firstResults[index] = result;
      results[index] = result;
      if (isAccepted(result)) break;
    }
    answered += 1;
    if (answered >= options.faultAfter && !faultDone) faultDone = options.fault();
  });
  return { planned, results, firstResults, faultDone: faultDone ?? Promise.resolve() };
}

/** GETs the app answers itself (a rendered page, the CSRF cookie), until `stop()`. */
export async function runReads(
  stack: Stack,
  workers: number,
  stop: () => boolean,
): Promise<HttpResult[]> {
  const client = new HttpClient(stack.port, workers);
  const results: HttpResult[] = [];
  const paths = ["/api/csrf", "/home?quelle=flyer"];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let n = 0; !stop(); n += 1) {
        results.push(
          await client.send({ method: "GET", path: paths[(n + worker) % paths.length]! }),
        );
      }
    }),
  );
  client.close();
  return results;
}

export async function storedKeys(stack: Stack) {
  return summarise(await readSnapshot({ DATABASE_URL: stack.env.DATABASE_URL! }));
}

/** The stored rows once every e-mail that arrived is also marked sent (or after 10 s). */
export async function settledStore(stack: Stack) {
  let store = await storedKeys(stack);
  for (let waited = 0; store.unsent > 0 && waited < 10_000; waited += 250) {
    await sleep(250);
    store = await storedKeys(stack);
  }
  return store;
}

/** SIGKILL, then the same instance again on its port. */
export async function killAndRestart(
  ctx: ScenarioContext,
  stack: Stack,
  index: number,
): Promise<ServerProcess> {
  ctx.log(`SIGKILL instance ${index + 1}`);
  await stack.instances[index]!.kill();
  const restarted = await stack.restart(index);
  ctx.log(`instance ${index + 1} restarted`);
  return restarted;
}
