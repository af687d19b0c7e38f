/**
 * `npm run test:scale` (needs `npm run build` and nginx): a fresh PostgreSQL database, two API
 * instances, an SMTP sink and nginx with deploy/nginx's configuration in front, all on
 * 127.0.0.1, then through nginx: every built file with its headers, a release published on one
 * instance and followed by all under load, the shared rate limit, a
 * spoofed X-Forwarded-For, 2000 submissions with one instance killed and restarted halfway,
 * and one instance draining on SIGTERM under load. Writes reports/scale.md; exits 1 if a check
 * failed. See docs/deploy.md. `SCALE_PORT` moves the ports (default 4280 and the next five).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { isAccepted } from "../reliability/lib/forms";
import { describeOutcomes } from "../reliability/lib/http";
import {
  defineScenario,
  type ScenarioContext,
  type ScenarioResult,
} from "../reliability/lib/scenario";
import { projectRoot } from "../reliability/lib/server-process";
import { checkStoredAndMailed, summariseMail, waitForMails } from "../reliability/lib/store";
import { checkFiles } from "./checks/files";
import { checkRelease } from "./checks/release";
import { checkTeamArea } from "./checks/team-area";
import {
  answeredBy,
  checkRateLimit,
  describeCounts,
  killAndRestart,
  runLoad,
  runReads,
  settledStore,
  storedKeys,
  visitors,
} from "./checks/submissions";
import { missingPrerequisite, startStack, type Stack } from "./lib/stack";

const BASE_PORT = Number(process.env.SCALE_PORT ?? 4280);
const RATE_LIMIT_MAX = 10;
const TOTAL = 2000;
const CONCURRENCY = 50;
const DRAIN_TOTAL = 600;

const missing = missingPrerequisite();
if (missing) {
  console.error(`test:scale cannot run: ${missing}.`);
  process.exit(1);
}

const scenario = defineScenario({
  id: "scale",
  title: "nginx in front of two API instances on one PostgreSQL database",
  timeLimitMs: 330_000,
  async run(ctx) {
    const startedAt = Date.now();
    const stack = await startStack(ctx, {
      basePort: BASE_PORT,
      instances: 2,
      env: { RATE_LIMIT_MAX: String(RATE_LIMIT_MAX), RATE_LIMIT_WINDOW_MS: "600000" },
    });
    ctx.metric(
      "start: database, migration, 2 instances, nginx (s)",
      (Date.now() - startedAt) / 1000,
    );

    ctx.log("built files through nginx");
    await checkFiles(ctx, stack);
    await checkTeamArea(ctx, stack);
    ctx.log("a release published on one instance, under load");
    await checkRelease(ctx, stack);

    const people = await visitors(ctx, stack, CONCURRENCY);
    ctx.log("rate limit and spoofed addresses");
    await checkRateLimit(ctx, stack, people, RATE_LIMIT_MAX);

    ctx.log(`${TOTAL} submissions, SIGKILL of instance 1 halfway`);
    const killLog = stack.accessLog().length;
    const loadStarted = Date.now();
    const load = await runLoad(stack, people, {
      tag: "kill",
      net: 1,
      total: TOTAL,
      concurrency: CONCURRENCY,
      attempts: 3,
      faultAfter: TOTAL / 2,
      fault: () => killAndRestart(ctx, stack, 0),
    });
    await load.faultDone;
    ctx.metric("kill run: submissions per second", TOTAL / ((Date.now() - loadStarted) / 1000));
    ctx.metric("kill run: first answers", describeOutcomes(load.firstResults));
    const killed = answeredBy(stack, killLog);
    ctx.metric("kill run: answered by", describeCounts(killed.counts));
    ctx.metric("kill run: resent by nginx to the other instance", killed.resent);
    ctx.check(
      `all ${TOTAL} submissions answered 201 (a visitor resends with the same key what got no 201)`,
      load.results.every(isAccepted),
      describeOutcomes(load.results),
    );
    let store = await storedKeys(stack);
    const expectedRows = TOTAL + 2 * RATE_LIMIT_MAX;
    ctx.check(
      `each submission stored exactly once (${expectedRows} rows with the rate-limit checks')`,
      store.rows === expectedRows && load.planned.every((item) => store.idsByKey.has(item.key)),
      `${store.rows} rows`,
    );
    await waitForMails(ctx, stack.sink, store.rows, 60_000);
    store = await settledStore(stack);
    checkStoredAndMailed(
      ctx,
      store,
      summariseMail(stack.sink, store.ids),
      load.planned.map((item) => item.key),
      { duplicatesAllowed: true },
    );

    ctx.log(`${DRAIN_TOTAL} submissions and reads, SIGTERM of instance 2 after a quarter`);
    const drainLog = stack.accessLog().length;
    let termLog = 0;
    let readsDone = false;
    const reads = runReads(stack, 4, () => readsDone);
    const draining = stack.instances[1]!;
    const drain = await runLoad(stack, people, {
      tag: "drain",
      net: 2,
      total: DRAIN_TOTAL,
      concurrency: CONCURRENCY,
      attempts: 1,
      faultAfter: DRAIN_TOTAL / 4,
      fault: () => {
        ctx.log("SIGTERM instance 2");
        termLog = stack.accessLog().length;
        draining.terminate();
        return draining.exited;
      },
    });
    readsDone = true;
    const readResults = await reads;
    const exit = await Promise.race([
      drain.faultDone,
      new Promise((resolve) => setTimeout(() => resolve("still running"), 15_000)),
    ]);
    const exitedWell = JSON.stringify(exit).includes('"code":0');
    ctx.check(
      "the draining instance exits with 0",
      exitedWell,
      exitedWell ? JSON.stringify(exit) : `${JSON.stringify(exit)}: ${draining.output(1500)}`,
    );
    ctx.check(
      `no failed request while instance 2 drains: all ${DRAIN_TOTAL} submissions 201 at the first try`,
      drain.results.every(isAccepted),
      describeOutcomes(drain.results),
    );
    ctx.check(
      "… and every read the app answers (CSRF cookie, a rendered page) 200",
      readResults.every((result) => result.status === 200 && result.complete),
      describeOutcomes(readResults),
    );
    const afterTerm = answeredBy(stack, termLog);
    ctx.metric(
      "drain run: answered before SIGTERM by",
      describeCounts(answeredBy(stack, drainLog).counts),
    );
    ctx.metric("drain run: answered after SIGTERM by", describeCounts(afterTerm.counts));
    ctx.metric("drain run: resent by nginx after SIGTERM", afterTerm.resent);
    ctx.check(
      "after SIGTERM the other instance takes the load",
      (afterTerm.counts.get(stack.instances[0]!.origin.slice(7)) ?? 0) > 0,
      describeCounts(afterTerm.counts),
    );

    store = await storedKeys(stack);
    ctx.check(
      "every drain-run submission stored exactly once",
      store.rows === expectedRows + DRAIN_TOTAL &&
        drain.planned.every((item) => store.idsByKey.has(item.key)),
      `${store.rows} rows`,
    );
    await waitForMails(ctx, stack.sink, store.rows, 30_000);
    store = await settledStore(stack);
    ctx.check("every outbox row marked sent", store.unsent === 0, `${store.unsent} unsent`);
    const mail = summariseMail(stack.sink, store.ids);
    ctx.check(
      "every stored submission e-mailed",
      mail.missing === 0 && mail.unexpected === 0,
      `${mail.received} e-mails, ${mail.uniqueMessageIds} different, ${mail.missing} missing`,
    );
    ctx.metric("duplicate e-mails, all runs (at-least-once after the SIGKILL)", mail.duplicates);
    reportTrouble(ctx, stack, drainLog);
    const errors = stack
      .errorLog()
      .split("\n")
      .filter((line) => line.includes("[emerg]") || line.includes("[alert]"));
    ctx.check(
      "nginx logged no emergency or alert",
      errors.length === 0,
      errors.slice(0, 3).join(" "),
    );
  },
});

/**
 * What went wrong, if anything did: nginx's errors about the instances, the answers that were
 * not a success in the access log, and the instances' own error lines (for a failed run's report).
 */
function reportTrouble(ctx: ScenarioContext, stack: Stack, fromLine: number) {
  const upstreamErrors = stack
    .errorLog()
    .split("\n")
    .filter((line) => line.includes("[error]") && line.includes("upstream"));
  ctx.metric("nginx errors about an instance", upstreamErrors.length);
  for (const line of upstreamErrors.slice(0, 5)) ctx.note(`nginx: ${line.slice(0, 300)}`);
  const unanswered = stack
    .accessLog()
    .slice(fromLine)
    .filter((line) => / (5\d\d) "/.test(line) || line.includes('"egnition_app"'));
  ctx.metric("drain run: answers 5xx or without a live instance", unanswered.length);
  for (const line of unanswered.slice(0, 5)) ctx.note(`access: ${line.slice(0, 300)}`);
  for (const server of stack.instances) {
    ctx.metric(`error log lines of ${server.origin.slice(7)}`, server.errorLogLines);
    if (server.errorLogLines === 0) continue;
    const lines = server
      .output(200_000)
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
    for (const line of lines.slice(0, 3))
      ctx.note(`${server.origin.slice(7)}: ${line.slice(0, 400)}`);
  }
}

function renderReport(result: ScenarioResult): string {
  const passed = result.checks.filter((check) => check.ok).length;
  return [
    "# Scale test (nginx, two API instances, PostgreSQL)",
    "",
    `${new Date().toISOString()} · ${(result.durationMs / 1000).toFixed(1)} s · Node ${process.version} · ` +
      `${cpus().length} CPUs · \`npm run test:scale\` (tests/scale/run.ts; docs/deploy.md)`,
    "",
    `**${passed} checks passed, ${result.checks.length - passed} failed.**`,
    "",
    ...result.checks.map(
      (check) =>
        `- ${check.ok ? "✓" : "✗"} ${check.name}${check.detail ? ` — ${check.detail}` : ""}`,
    ),
    "",
    "| measured | value |",
    "| --- | --- |",
    ...Object.entries(result.metrics).map(
      ([name, value]) => `| ${name} | ${String(value).replace(/\|/g, "\\|")} |`,
    ),
    ...(result.notes.length ? ["", ...result.notes.map((note) => `- ${note}`)] : []),
    "",
  ].join("\n");
}

// Recorded instead of ending the process, so that the instances, nginx and the database are
// still stopped and dropped; the run fails.
const uncaught: string[] = [];
process.on("uncaughtException", (error) => uncaught.push(String(error)));
process.on("unhandledRejection", (reason) => uncaught.push(String(reason)));

console.log("▶ scale");
const result = await scenario();
for (const check of result.checks)
  console.log(`  ${check.ok ? "✓" : "✗"} ${check.name}${check.detail ? ` — ${check.detail}` : ""}`);
for (const [name, value] of Object.entries(result.metrics)) console.log(`  · ${name}: ${value}`);
for (const note of result.notes) console.log(`  · ${note}`);
mkdirSync(join(projectRoot, "reports"), { recursive: true });
writeFileSync(join(projectRoot, "reports", "scale.md"), renderReport(result));
const failed = result.checks.filter((check) => !check.ok).length + uncaught.length;
for (const error of uncaught) console.log(`  ✗ uncaught error: ${error}`);
console.log(
  `Scale: ${result.checks.length - failed} passed, ${failed} failed (${(result.durationMs / 1000).toFixed(1)} s); reports/scale.md`,
);
process.exit(failed === 0 && result.status !== "skipped" ? 0 : 1);
