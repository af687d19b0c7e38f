/**
 * `npm test`: every suite, in order — typecheck and lint, the production build, unit and API
 * tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set; some check the real build, so it
 * comes first), the browser tests, the scale test (nginx in front of two instances; skipped
 * only outside CI when nginx is not installed), and the reliability suite.
 * Ends with what failed (the lines that name it), a line per suite, and "N passed, N failed".
 */
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { existsSync } from "node:fs";
import { NGINX } from "../deploy/nginx/render";

type Step =
  | { name: string; command: string; env?: Record<string, string> }
  | { name: string; skipped: string };

const steps: Step[] = [
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "build", command: "npm run build" },
  {
    name: process.env.TEST_DATABASE_URL
      ? "unit + API (PGlite and PostgreSQL)"
      : "unit + API (PGlite)",
    command: "npx vitest run",
  },
  { name: "browser (Playwright, Chromium)", command: "npx playwright test" },
  existsSync(NGINX) || process.env.CI
    ? { name: "scale (nginx, two instances, PostgreSQL)", command: "npm run test:scale" }
    : { name: "scale", skipped: `nginx is not installed (${NGINX}); in CI it runs` },
  ...(process.env.SKIP_RELIABILITY
    ? []
    : [{ name: "reliability", command: "npm run test:reliability --if-present" }]),
];

/** How a step went, and the lines of its output that name its failures. */
interface Outcome {
  name: string;
  status: "ok" | "FAILED" | "SKIPPED";
  seconds?: number;
  failures?: string[];
}

const FAILURE_LINE = /(✘|×|\bFAIL\b|\d+ failed|✗ |Error:)/;

/** Runs a command, passing its output through, and keeps the lines that tell what failed. */
function run(
  command: string,
  env?: Record<string, string>,
): Promise<{ code: number; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    const failures: string[] = [];
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const raw of chunk.toString("utf8").split("\n")) {
        const line = stripVTControlCharacters(raw).trimEnd();
        if (!line) continue;
        if (FAILURE_LINE.test(line) && failures.length < 40) failures.push(line);
        tail.push(line);
        if (tail.length > 25) tail.shift();
      }
    };
    child.stdout.on("data", (chunk: Buffer) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on("data", (chunk: Buffer) => (process.stderr.write(chunk), keep(chunk)));
    child.on("close", (code) =>
      resolve({
        code: code ?? 1,
        lines: [...failures, "…", ...tail.filter((l) => !failures.includes(l))],
      }),
    );
  });
}

const outcomes: Outcome[] = [];
for (const step of steps) {
  if ("skipped" in step) {
    console.log(`\n=== ${step.name}: SKIPPED: ${step.skipped}`);
    outcomes.push({ name: step.name, status: "SKIPPED" });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const { code, lines } = await run(step.command, step.env);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code === 0) {
    outcomes.push({ name: step.name, status: "ok", seconds });
    console.log(`=== ${step.name}: ok (${seconds}s)`);
  } else {
    outcomes.push({ name: step.name, status: "FAILED", seconds, failures: lines });
    console.log(`=== ${step.name}: FAILED with exit code ${code} (${seconds}s)`);
  }
}

// Repeated at the end, where a CI log is read first: which suite failed, and on which lines.
for (const outcome of outcomes.filter((o) => o.failures)) {
  console.log(`\n--- ${outcome.name}: what failed ---`);
  for (const line of outcome.failures!) console.log(`  ${line}`);
}
console.log("");
for (const outcome of outcomes)
  console.log(
    `  ${outcome.status.padEnd(7)} ${outcome.name}${outcome.seconds === undefined ? "" : ` (${outcome.seconds}s)`}`,
  );
const failed = outcomes.filter((o) => o.status === "FAILED").length;
const passed = outcomes.filter((o) => o.status === "ok").length;
console.log(`\nSuites: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
