/**
 * `npm test`: every suite, in order — typecheck and lint, the production build, unit and API
 * tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set; some check the real build, so it
 * comes first), the browser tests, the scale test (nginx in front of two instances; skipped
 * only outside CI when nginx is not installed), and the reliability suite.
 * Ends with one summary line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
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

let passed = 0;
let failed = 0;
for (const step of steps) {
  if ("skipped" in step) {
    console.log(`\n=== ${step.name}: SKIPPED: ${step.skipped}`);
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${step.name}: ok (${seconds}s)`);
  } else {
    failed += 1;
    console.log(`=== ${step.name}: FAILED with exit code ${result.status} (${seconds}s)`);
  }
}
console.log(`\nSuites: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
