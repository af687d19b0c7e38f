import { freshPostgres, startSink } from "../lib/environment";
import {
  fetchCsrfTokens,
  isAccepted,
  plannedSubmission,
  submit,
  type PlannedSubmission,
} from "../lib/forms";
import { describeOutcomes, HttpClient, runPool, type HttpResult } from "../lib/http";
import { defineScenario, type ScenarioContext } from "../lib/scenario";
import { healthStatus, ServerProcess, sleep } from "../lib/server-process";
import {
  checkStoredAndMailed,
  readSnapshot,
  summarise,
  summariseMail,
  waitForMails,
  type DatabaseEnv,
} from "../lib/store";
import { TcpProxy } from "../../api/helpers/tcp-proxy";

const CONCURRENCY = 10;
const DURING_OUTAGE = 20;
const UNDER_LOAD = 300;
const CUT_AFTER = 100;
const CUT_FOR_MS = 2000;

/**
 * PostgreSQL becomes unreachable (a TCP proxy between server and database is cut): submissions
 * are answered 503 quickly, nothing is half written, and the visitors' retries (same idempotency
 * keys) succeed once the database is back. Needs TEST_DATABASE_URL; skipped without it.
 */
export const databaseOutageScenario = defineScenario({
  id: "database-outage",
  title: "Fault: PostgreSQL unreachable (cut TCP proxy)",
  timeLimitMs: 120_000,
  async run(ctx) {
    const direct = await freshPostgres(ctx);
    if (!direct?.DATABASE_URL) {
      ctx.skip("TEST_DATABASE_URL is not set (CI sets it)");
      return;
    }
    const target = new URL(direct.DATABASE_URL);
    const proxy = await TcpProxy.start({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    ctx.defer(() => proxy.cut());
    const viaProxy = new URL(direct.DATABASE_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);

    const sink = await startSink(ctx);
    const server = await ServerProcess.start(ctx, {
      DATABASE_URL: viaProxy.href,
      SMTP_URL: sink.url,
    });
    const client = new HttpClient(server.port, CONCURRENCY);
    ctx.defer(() => client.close());
    const tokens = await fetchCsrfTokens(client, CONCURRENCY);
    const planned: PlannedSubmission[] = [];
    const send = (items: PlannedSubmission[]) => sendAll(client, server.origin, tokens, items);

    // 1. Working normally.
    const warmUp = plan(planned, 10);
    ctx.check(
      "before the outage submissions are answered 201",
      (await send(warmUp)).every(isAccepted),
    );

    // 2. Database unreachable: 503 for every submission, health says so, nothing stored.
    await proxy.cut();
    ctx.log("proxy cut");
    const duringOutage = plan(planned, DURING_OUTAGE);
    const refused = await send(duringOutage);
    ctx.check(
      `with the database unreachable all ${DURING_OUTAGE} submissions are answered 503`,
      refused.every((result) => result.status === 503 && result.body.includes("message")),
      describeOutcomes(refused),
    );
    ctx.metric("slowest 503 (ms)", Math.max(...refused.map((result) => result.ms)));
    const health = await healthStatus(server.port);
    ctx.check("GET /api/health answers 503 during the outage", health === 503, `${health}`);
    const stored = summarise(await readSnapshot(direct));
    ctx.check(
      "nothing of the refused submissions was stored",
      stored.rows === warmUp.length && stored.withoutOutbox === 0,
      `${stored.rows} rows (expected ${warmUp.length}), ${stored.withoutOutbox} without outbox row`,
    );

    // 3. Back: the retries succeed.
    await proxy.restore();
    ctx.log("proxy restored");
    const retries = await send(duringOutage);
    ctx.check(
      "once the database is back the visitors' retries are answered 201",
      retries.every(isAccepted),
      describeOutcomes(retries),
    );
    ctx.check("GET /api/health answers 200 again", (await healthStatus(server.port)) === 200);

    // 4. The connection is cut in the middle of a load, for a moment.
    const underLoad = plan(planned, UNDER_LOAD);
    const results = await cutDuringLoad(ctx, proxy, client, server.origin, tokens, underLoad);
    ctx.metric("outcomes with the cut during the load", describeOutcomes(results));
    ctx.check(
      "during the cut under load every answer is a complete 201 or 503",
      results.every(
        (result) =>
          isAccepted(result) ||
          (result.status === 503 && result.complete && result.body.includes("message")),
      ),
      describeOutcomes(results),
    );
    const failedKeys = new Set(
      underLoad.filter((_, i) => !isAccepted(results[i])).map((item) => item.key),
    );
    const ambiguous = summarise(await readSnapshot(direct));
    ctx.metric(
      "503 answers whose submission was stored anyway (commit done, answer lost)",
      [...failedKeys].filter((key) => ambiguous.idsByKey.has(key)).length,
    );
    ctx.check(
      "right after the cut nothing is half written",
      ambiguous.withoutOutbox === 0,
      `${ambiguous.rows} rows, ${ambiguous.withoutOutbox} without outbox row`,
    );
    const retried = await send(underLoad.filter((item) => failedKeys.has(item.key)));
    ctx.check(
      "the retries of the 503 answers are answered 201",
      retried.every(isAccepted),
      describeOutcomes(retried),
    );

    const total = planned.length;
    const delivered = await waitForMails(ctx, sink, total, 60_000);
    ctx.check(
      `notifications for all ${total} submissions arrive`,
      delivered,
      `${sink.messages.length} e-mails`,
    );
    const exit = await server.stop();
    ctx.check("server exits with 0 on SIGTERM", exit.code === 0, JSON.stringify(exit));

    const store = summarise(await readSnapshot(direct as DatabaseEnv));
    ctx.check(
      `exactly ${total} rows: no submission stored twice`,
      store.rows === total,
      `${store.rows} rows`,
    );
    checkStoredAndMailed(
      ctx,
      store,
      summariseMail(sink, store.ids),
      planned.map((item) => item.key),
      // An e-mail sent just before its "sent" mark failed to reach the database is sent again.
      { duplicatesAllowed: true },
    );
  },
});

function plan(planned: PlannedSubmission[], count: number): PlannedSubmission[] {
  const items = Array.from({ length: count }, (_, i) =>
    plannedSubmission(planned.length + i, "db"),
  );
  planned.push(...items);
  return items;
}

async function sendAll(
  client: HttpClient,
  origin: string,
  tokens: string[],
  items: PlannedSubmission[],
): Promise<HttpResult[]> {
  const results: HttpResult[] = [];
  await runPool(items.length, tokens.length, async (index, worker) => {
    results[index] = await submit(client, origin, tokens[worker]!, items[index]!);
  });
  return results;
}

async function cutDuringLoad(
  ctx: ScenarioContext,
  proxy: TcpProxy,
  client: HttpClient,
  origin: string,
  tokens: string[],
  items: PlannedSubmission[],
): Promise<HttpResult[]> {
  const results: HttpResult[] = [];
  let answered = 0;
  let outage: Promise<void> | undefined;
  await runPool(items.length, tokens.length, async (index, worker) => {
    results[index] = await submit(client, origin, tokens[worker]!, items[index]!);
    answered += 1;
    if (answered === CUT_AFTER && !outage) {
      ctx.log(`cutting the proxy for ${CUT_FOR_MS} ms under load`);
      outage = proxy.cut().then(async () => {
        await sleep(CUT_FOR_MS);
        await proxy.restore();
      });
    }
  });
  await outage;
  return results;
}
