/**
 * `npm run bench:release` (not a test; needs `npm run build`): how long content releases take
 * and what visitors see meanwhile, on a copy of content/ with releases of its own.
 *
 * 1. The built server starts on 127.0.0.1 (its first release is rendered at start).
 * 2. A full release: `npm run release -- full` (`node build/node/cli.js release full`, which the running
 *    server runs through its socket) until the server serves it.
 * 3. A one-post change: a new post is written, released (only the pages it feeds are rendered),
 *    and timed until `/news/<slug>` answers.
 * Meanwhile a bounded load (4 clients, loopback only, until the release is served) asks for
 * pages and, for each page, the image style sheet it names: every answer must be 200, and no
 * page may name a style sheet that is not there (a page of a half-switched release).
 * Budgets: a one-post change live ≤ 30 s, a full release ≤ 90 s, 0 failed requests.
 * Writes reports/release-bench.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const PORT = Number(process.env.BENCH_PORT ?? 4299);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ["/home", "/news", "/team/2025", "/garage", "/contact", "/en/news"];
const BUDGET_POST_MS = 30_000;
const BUDGET_FULL_MS = 90_000;
const CLIENTS = 4;
const POST_SLUG = "bench-neuer-beitrag";

const site = mkdtempSync(join(tmpdir(), "egn-release-bench-"));
cpSync("content", join(site, "content"), { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: String(PORT),
  SITE_ORIGIN: `http://localhost:${PORT}`,
  DATA_DIR: join(site, "data"),
  DATABASE_URL: "",
  CONTENT_ROOT: site,
  RELEASES_DIR: join(site, "releases"),
  LOG_LEVEL: "warn",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await sleep(100);
  }
  throw new Error(`not reached within ${limitMs} ms`);
}

const currentRelease = () =>
  readFileSync(join(site, "releases", "current", "release.json"), "utf8");

/** Asks for pages and their style sheets until `stop` is set; counts what went wrong. */
function load(stop: { done: boolean }) {
  const result = { requests: 0, failed: 0, mixed: 0, problems: [] as string[] };
  const client = async (n: number) => {
    for (let i = n; !stop.done && result.requests < 20_000; i++) {
      const path = PAGES[i % PAGES.length]!;
      const page = await fetch(ORIGIN + path).catch(() => undefined);
      result.requests += 1;
      if (page?.status !== 200) {
        result.failed += 1;
        result.problems.push(`${path}: ${page?.status ?? "no answer"}`);
        continue;
      }
      const sheet = /href="(\/assets\/images\/images-[0-9a-f]+\.css)"/.exec(await page.text())?.[1];
      const css = sheet ? await fetch(ORIGIN + sheet).catch(() => undefined) : undefined;
      result.requests += 1;
      if (css?.status !== 200) {
        result.mixed += 1;
        result.problems.push(`${path} names ${sheet ?? "no style sheet"}: ${css?.status}`);
      }
      await css?.arrayBuffer();
    }
  };
  return { result, done: Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))) };
}

async function releaseUnderLoad(what: string, command: string, ready: () => Promise<boolean>) {
  const before = currentRelease();
  const stop = { done: false };
  const traffic = load(stop);
  const started = performance.now();
  const child = spawn(process.execPath, ["build/node/cli.js", "release", command, "bench"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  await waitFor(async () => currentRelease() !== before && (await ready()), 180_000);
  const liveMs = performance.now() - started;
  const code = await exited;
  await sleep(3_000); // a little load after the switch as well
  stop.done = true;
  await traffic.done;
  if (code !== 0) throw new Error(`${what}: release exited with ${code}`);
  return { what, liveMs, ...traffic.result };
}

let server: ChildProcess | undefined;
try {
  server = spawn(process.execPath, ["build/node/server.js"], { env, stdio: "inherit" });
  const startMs = await waitFor(
    async () => (await fetch(`${ORIGIN}/api/health/ready`)).ok,
    180_000,
  );
  const full = await releaseUnderLoad("full release (every page)", "full", async () => true);
  const date = new Date().toISOString().slice(0, 10);
  const post = join(site, "content", "news", `${date}-${POST_SLUG}.md`);
  writeFileSync(
    post,
    readFileSync(join(site, "content", "news", "2025-04-26-rollout-egn25.md"), "utf8")
      .replace(/^title: .*$/m, 'title: "Benchmark: ein neuer Beitrag"')
      .replace(/^date: .*$/m, `date: ${date}`),
  );
  const onePost = await releaseUnderLoad(
    "one new post (the pages it feeds)",
    "publish",
    async () => (await fetch(`${ORIGIN}/news/${POST_SLUG}`)).status === 200,
  );

  const rows = [full, onePost];
  const ok =
    onePost.liveMs <= BUDGET_POST_MS &&
    full.liveMs <= BUDGET_FULL_MS &&
    rows.every((row) => row.failed === 0 && row.mixed === 0);
  const report = [
    "# Content releases: time to live and requests meanwhile",
    "",
    `${new Date().toISOString()}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; ` +
      `server ready after ${(startMs / 1000).toFixed(1)} s (first release included). ` +
      `Load: ${CLIENTS} clients on 127.0.0.1 asking for ${PAGES.join(", ")} and each page's image style sheet.`,
    "",
    "| release | live after | budget | requests | failed | page naming a missing style sheet |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row, i) =>
        `| ${row.what} | ${(row.liveMs / 1000).toFixed(1)} s | ${i === 0 ? BUDGET_FULL_MS / 1000 : BUDGET_POST_MS / 1000} s | ${row.requests} | ${row.failed} | ${row.mixed} |`,
    ),
    "",
    ok ? "All budgets met." : "BUDGET MISSED.",
    ...rows.flatMap((row) => row.problems.slice(0, 10).map((problem) => `- ${problem}`)),
    "",
  ].join("\n");
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/release-bench.md", report);
  console.log(report);
  process.exitCode = ok ? 0 : 1;
} finally {
  server?.kill("SIGTERM");
  await sleep(1_000);
  rmSync(site, { recursive: true, force: true });
}
