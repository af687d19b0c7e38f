import { connect } from "node:net";
import { contactSchema } from "../../../app/forms/contact";
import { donationSchema } from "../../../app/forms/donation";
import { freshPglite, startSink } from "../lib/environment";
import { fetchCsrfTokens, isAccepted, plannedSubmission, submit } from "../lib/forms";
import { hostileRequest, type HostileRequest } from "../lib/hostile-inputs";
import { describeOutcomes, HttpClient, runPool, type HttpResult } from "../lib/http";
import { Random } from "../lib/prng";
import { defineScenario } from "../lib/scenario";
import { healthStatus, ServerProcess, waitUntil } from "../lib/server-process";
import { readSnapshot, summarise, type Snapshot } from "../lib/store";

/** RELIABILITY_SEED replays another run's requests; the default keeps CI runs identical. */
export const HOSTILE_SEED = Number(process.env.RELIABILITY_SEED ?? 20_260_301);
const TOTAL = 5200;
const CONCURRENCY = 16;
const NOTIFY_TO = "team@e-gnition.example";

/**
 * Thousands of generated hostile requests (seeded): no 5xx, CSRF/Origin/size/key protections
 * hold, whatever is stored still satisfies the forms' schemas, and the server stays healthy.
 */
export const hostileScenario = defineScenario({
  id: "hostile",
  title: `Hostile input: ${TOTAL} generated requests (seed ${HOSTILE_SEED})`,
  timeLimitMs: 150_000,
  async run(ctx) {
    const database = await freshPglite(ctx);
    const sink = await startSink(ctx);
    const server = await ServerProcess.start(ctx, { ...database, SMTP_URL: sink.url });
    const client = new HttpClient(server.port, CONCURRENCY);
    ctx.defer(() => client.close());
    const [token, otherToken] = await fetchCsrfTokens(client, 2);
    const visitor = { origin: server.origin, token: token!, otherToken: otherToken! };

    const rng = new Random(HOSTILE_SEED);
    const requests: HostileRequest[] = Array.from({ length: TOTAL }, () =>
      hostileRequest(rng, visitor),
    );
    const results: HttpResult[] = [];
    ctx.log(`sending ${TOTAL} hostile requests`);
    const { wallMs } = await runPool(TOTAL, CONCURRENCY, async (index) => {
      const request = requests[index]!;
      results[index] = request.raw
        ? await sendRaw(server.port, request.raw)
        : await client.send({ ...request, timeoutMs: 15_000, fresh: isHuge(request) });
    });
    const slowest = results
      .map((result, i) => [result.ms, i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3);
    ctx.metric(
      "slowest answers",
      slowest.map(([ms, i]) => `${Math.round(ms)} ms ${requests[i]!.category}`).join(", "),
    );
    ctx.metric("requests", TOTAL);
    ctx.metric("seed", HOSTILE_SEED);
    ctx.metric("wall time (s)", wallMs / 1000);

    const serverErrors = requests.flatMap((request, i) =>
      (results[i]!.status ?? 0) >= 500 ? [describe(request, results[i]!)] : [],
    );
    ctx.check(
      "no answer is a 5xx",
      serverErrors.length === 0,
      serverErrors.length
        ? `${serverErrors.length}, e.g. ${serverErrors.slice(0, 3).join(" | ")}`
        : "0",
    );
    const unanswered = requests.flatMap((request, i) => {
      const result = results[i]!;
      // A HEAD answered 431 carries a body (Fastify's parser-error answer): incomplete, but an answer.
      const missing = result.status === undefined || (!result.complete && !isHuge(request));
      return !request.raw && missing ? [describe(request, result)] : [];
    });
    ctx.check(
      "every well-formed HTTP request gets a complete answer",
      unanswered.length === 0,
      unanswered.length
        ? `${unanswered.length}, e.g. ${unanswered.slice(0, 3).join(" | ")}`
        : "all answered",
    );
    const rawResults = requests.flatMap((request, i) => (request.raw ? [results[i]] : []));
    ctx.metric("raw protocol garbage (own connections)", describeOutcomes(rawResults));

    for (const [category, expected] of [
      ["missing or forged CSRF", "refused with 403"],
      ["foreign Origin", "refused with 403"],
      ["bad Idempotency-Key", "refused with 400"],
      ["oversized body", "refused with 413"],
    ] as const) {
      const wrong = requests.flatMap((request, i) =>
        request.category === category && !request.expect?.includes(results[i]!.status ?? 0)
          ? [describe(request, results[i]!)]
          : [],
      );
      const count = requests.filter((request) => request.category === category).length;
      ctx.check(
        `${category}: all ${count} ${expected}`,
        wrong.length === 0,
        wrong.length ? `${wrong.length} not, e.g. ${wrong.slice(0, 3).join(" | ")}` : undefined,
      );
    }
    const categories = [...new Set(requests.map((request) => request.category))];
    for (const category of categories) {
      const outcomes = results.filter((_, i) => requests[i]!.category === category);
      ctx.metric(`answers: ${category} (${outcomes.length})`, describeOutcomes(outcomes));
    }

    const redirects = await followRedirects(client, requests, results);
    ctx.metric("redirects followed", redirects.followed);
    ctx.check(
      `every redirect ends at an answer on this site within ${MAX_REDIRECTS} hops (none to itself)`,
      redirects.problems.length === 0,
      redirects.problems.length
        ? `${redirects.problems.length}, e.g. ${redirects.problems.slice(0, 3).join(" | ")}`
        : `${redirects.chains} redirects, ${redirects.followed} hops`,
    );

    // Still healthy: a new connection, a fresh visitor, a normal submission.
    ctx.check("GET /api/health answers 200 afterwards", (await healthStatus(server.port)) === 200);
    const fresh = new HttpClient(server.port, 1);
    ctx.defer(() => fresh.close());
    const [freshToken] = await fetchCsrfTokens(fresh, 1);
    const valid = plannedSubmission(1, "nachher");
    const after = await submit(fresh, server.origin, freshToken!, valid);
    ctx.check(
      "a valid submission afterwards is answered 201",
      isAccepted(after),
      describeOutcomes([after]),
    );

    // Let the notifications go out (no new e-mail for 2 s), then look at what was stored.
    let last = -1;
    await waitUntil(
      () => {
        const settled = sink.messages.length === last;
        last = sink.messages.length;
        return settled;
      },
      60_000,
      2000,
    );
    const exit = await server.stop();
    ctx.check("server exits with 0 on SIGTERM", exit.code === 0, JSON.stringify(exit));
    ctx.check(
      "nothing hostile makes the server log an error",
      server.errorLogLines === 0,
      `${server.errorLogLines} error lines`,
    );

    const snapshot = await readSnapshot(database);
    const store = summarise(snapshot);
    const invalid = invalidRows(snapshot);
    ctx.metric("rows stored", store.rows);
    ctx.check(
      "every stored row satisfies the form's schema (read back and validated)",
      invalid.length === 0,
      invalid.length
        ? `${invalid.length} invalid, e.g. ${invalid.slice(0, 3).join(" | ")}`
        : `${store.rows} rows valid`,
    );
    ctx.check("the valid submission afterwards is stored", store.idsByKey.has(valid.key));
    ctx.check(
      "every stored row has its outbox row (nothing half written)",
      store.withoutOutbox === 0,
      `${store.withoutOutbox} without`,
    );
    const injected = sink.messages.filter(
      (mail) =>
        mail.headers.has("bcc") ||
        mail.headers.has("x-injected") ||
        mail.envelopeTo.length !== 1 ||
        mail.envelopeTo[0] !== NOTIFY_TO,
    );
    ctx.check(
      "no header injection into the notification e-mails (recipients, Bcc, extra headers)",
      injected.length === 0,
      `${sink.messages.length} e-mails, ${injected.length} with injected headers or recipients`,
    );
    ctx.check(
      "every stored row was e-mailed",
      store.unsent === 0 &&
        new Set(sink.messages.map((m) => m.headers.get("message-id"))).size === store.rows,
      `${store.rows} rows, ${sink.messages.length} e-mails, ${store.unsent} unsent`,
    );
  },
});

const MAX_REDIRECTS = 3;

/**
 * Follows every redirect among the answers with GET to its end: each `Location` must be a path
 * on this site other than the one just asked for, the chain must end within
 * {@link MAX_REDIRECTS} hops, and the end must not be a 5xx.
 */
async function followRedirects(
  client: HttpClient,
  requests: HostileRequest[],
  results: HttpResult[],
): Promise<{ chains: number; followed: number; problems: string[] }> {
  const problems: string[] = [];
  let chains = 0;
  let followed = 0;
  for (const [i, request] of requests.entries()) {
    let result = results[i]!;
    let path = request.path;
    if (request.raw || !isRedirect(result)) continue;
    chains += 1;
    for (let hop = 0; isRedirect(result); hop += 1) {
      const location = String(result.headers.location ?? "");
      const problem = !/^\/(?![/\\])/.test(location)
        ? `to ${JSON.stringify(location)}`
        : location === path
          ? "to itself"
          : hop === MAX_REDIRECTS
            ? `more than ${MAX_REDIRECTS} hops`
            : undefined;
      if (problem) {
        problems.push(`${request.method} ${request.path.slice(0, 80)} → ${problem}`);
        break;
      }
      path = location;
      followed += 1;
      result = await client.send({ method: "GET", path, timeoutMs: 15_000, fresh: true });
    }
    if ((result.status ?? 0) >= 500)
      problems.push(`${request.method} ${request.path.slice(0, 80)} ends at ${result.status}`);
  }
  return { chains, followed, problems };
}

function isRedirect(result: HttpResult): boolean {
  return result.status !== undefined && result.status >= 300 && result.status < 400;
}

/**
 * Fastify answers a request whose head is too large (431) or unparsable (400) and then closes
 * the connection without saying so (no `Connection: close`); a keep-alive client sending its
 * next request on it would see a reset. Such requests get a connection of their own.
 */
function isHuge(request: HostileRequest): boolean {
  return request.path.length > 8000;
}

/** Short description of a request and its answer, for failure details. */
function describe(request: HostileRequest, result: HttpResult): string {
  const body = request.raw ?? request.body ?? "";
  const snippet = JSON.stringify(body.toString().slice(0, 120));
  return `${request.category}: ${request.method} ${request.path.slice(0, 80)} ${snippet} → ${
    result.status ?? result.error
  }`;
}

/**
 * Writes raw bytes to a new connection and reads the status of the first answer, if any
 * (the connection may also just be closed, which is a fine answer to garbage).
 */
function sendRaw(port: number, bytes: Buffer, timeoutMs = 2000): Promise<HttpResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({
        status: status ? Number(status) : undefined,
        headers: {},
        body: received,
        complete: status !== undefined,
        ...(status ? {} : { error: error ?? "closed without answer" }),
        ms: performance.now() - started,
      });
    };
    socket.setTimeout(timeoutMs, () => finish("timeout"));
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(error.code));
    socket.on("close", () => finish());
    socket.write(bytes);
  });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Rows that the shared schemas would not accept as they are (read back from the database). */
function invalidRows(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  for (const row of snapshot.donations) {
    const input = {
      amount: row.amountCents / 100,
      firstName: row.firstName,
      lastName: row.lastName,
      certificate: row.certificate,
      address: row.address,
      postalCode: row.postalCode,
      city: row.city,
      email: row.email,
      note: row.note,
    };
    const parsed = donationSchema.safeParse(input);
    if (!Number.isInteger(row.amountCents) || !parsed.success || !sameJson(parsed.data, input)) {
      problems.push(`donation ${row.id}: ${JSON.stringify(input).slice(0, 160)}`);
    }
  }
  for (const row of snapshot.contacts) {
    const input = {
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
    };
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success || !sameJson(parsed.data, input)) {
      problems.push(`contact ${row.id}: ${JSON.stringify(input).slice(0, 160)}`);
    }
  }
  return problems;
}
