/**
 * `npm run bench:scale` (not a test; needs `npm run build`, nginx and PostgreSQL like
 * `npm run test:scale`): requests per second through nginx for a page nginx serves, a page
 * the app renders and JSON submissions, first with two API instances, then with one. Load by
 * autocannon in this process on 127.0.0.1 (it shares the machine's cores with everything it
 * measures). Writes reports/scale-bench.md. `BENCH_SECONDS` (default 8) per measurement,
 * `SCALE_PORT` + 10 for the ports (default 4290 …).
 */
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "../../app/forms/transport";
import {
  fetchCsrfToken,
  idempotencyKey,
  plannedSubmission,
  submissionHeaders,
} from "../reliability/lib/forms";
import { HttpClient } from "../reliability/lib/http";
import { defineScenario } from "../reliability/lib/scenario";
import { projectRoot } from "../reliability/lib/server-process";
import { missingPrerequisite, startStack, type Stack } from "./lib/stack";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const BASE_PORT = Number(process.env.SCALE_PORT ?? 4280) + 10;

interface Row {
  what: string;
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const rows: Row[] = [];

async function measure(
  stack: Stack,
  what: string,
  instances: number,
  request: autocannon.Request,
): Promise<void> {
  console.log(`  ${what}, ${instances} instance(s), ${SECONDS} s …`);
  const result = await autocannon({
    url: stack.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request],
  });
  rows.push({
    what,
    instances,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  });
}

const missing = missingPrerequisite();
if (missing) {
  console.error(`bench:scale cannot run: ${missing}.`);
  process.exit(1);
}

const bench = defineScenario({
  id: "bench",
  title: "throughput through nginx",
  timeLimitMs: 20 * 60_000,
  async run(ctx) {
    const stack = await startStack(ctx, {
      basePort: BASE_PORT,
      instances: 2,
      nginxWorkers: 2,
      env: { RATE_LIMIT_MAX: "100000000", LOG_LEVEL: "warn" },
    });
    const client = new HttpClient(stack.port, 1);
    ctx.defer(() => client.close());
    const token = await fetchCsrfToken(client);
    const contact = plannedSubmission(1, "bench");
    const submission: autocannon.Request = {
      method: "POST",
      path: API_PATHS.contact,
      headers: submissionHeaders(stack.origin, token, "placeholder-key-0000"),
      body: JSON.stringify(contact.payload),
      // A new key per request: each one is stored (and e-mailed to the sink).
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, "idempotency-key": idempotencyKey() },
      }),
    };
    const staticPage: autocannon.Request = {
      method: "GET",
      path: "/home",
      headers: { "accept-encoding": "br, gzip" },
    };
    const renderedPage: autocannon.Request = {
      method: "GET",
      path: "/home?quelle=flyer",
      headers: { "accept-encoding": "br, gzip" },
    };

    await measure(stack, "page from nginx (`/home`, br)", 2, staticPage);
    await measure(stack, "page rendered by the app (`/home?quelle=flyer`)", 2, renderedPage);
    await measure(stack, "submission (`POST /api/contact`, JSON)", 2, submission);
    await stack.instances[1]!.stop();
    await measure(stack, "page rendered by the app (`/home?quelle=flyer`)", 1, renderedPage);
    await measure(stack, "submission (`POST /api/contact`, JSON)", 1, submission);
  },
});

const load = loadavg()[0]!.toFixed(1);
const result = await bench();
for (const check of result.checks.filter((item) => !item.ok))
  console.error(`✗ ${check.name}: ${check.detail}`);
const cpu = cpus();
const report = [
  "# Throughput through nginx (benchmark, not a test)",
  "",
  `${new Date().toISOString()} · \`npm run bench:scale\` (tests/scale/bench.ts)`,
  "",
  `Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, load average ${load} at the start ` +
    "(shared with other work). Everything on this machine over 127.0.0.1: nginx (2 workers, " +
    "deploy/nginx's configuration), the API instances (`server/main.ts`, production), " +
    "PostgreSQL, an SMTP sink and the load generator (autocannon 9.0.0, " +
    `${CONNECTIONS} connections, ${SECONDS} s per row, keep-alive). Submissions are valid ` +
    "contact messages, each with a new idempotency key, so each is stored and e-mailed. With " +
    "two cores for everything, a second instance adds little: the numbers show the cost per " +
    "request, not what two machines would do.",
  "",
  "| what | API instances | requests/s | p50 ms | p99 ms | failed |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (row) =>
      `| ${row.what} | ${row.instances} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.failed} |`,
  ),
  "",
].join("\n");
mkdirSync(join(projectRoot, "reports"), { recursive: true });
writeFileSync(join(projectRoot, "reports", "scale-bench.md"), report);
console.log(report);
process.exit(result.checks.every((check) => check.ok) ? 0 : 1);
