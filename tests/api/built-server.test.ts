/**
 * The production server is JavaScript that plain `node` runs (`npm run serve`, or `npm start`
 * after building): no TypeScript runner among the production dependencies. Its start-up log
 * names the address to open. Runs when `npm run build` has been run (`npm test` builds first).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";
import { freePort } from "./helpers/smtp-sink";

const bundle = join(projectRoot, "build", "node", "server.js");
const packageJson = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

describe("the production server", () => {
  it("needs no TypeScript runner: tsx is a development tool", () => {
    expect(Object.keys(packageJson.dependencies)).not.toContain("tsx");
    for (const script of ["start", "serve"])
      expect(packageJson.scripts[script]).toMatch(/^(NODE_ENV=production )?node /);
  });

  it.skipIf(!existsSync(bundle))(
    "runs from build/node with plain node",
    { timeout: 30_000 },
    async () => {
      const database = await databases[0]!.create();
      const port = await freePort();
      const child = spawn(process.execPath, [bundle], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          ...database.env,
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.on("exit", resolve));
      try {
        await expect
          .poll(() => output, { timeout: 20_000 })
          .toContain("Open http://localhost:3000/ (SITE_ORIGIN)");
        expect(output).toContain(`set SITE_ORIGIN=http://localhost:${port} together with PORT`);
        const page = await fetch(`http://127.0.0.1:${port}/contact`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("<form");
        expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
        expect(output).not.toMatch(/tsx/);
      } finally {
        child.kill("SIGTERM");
        await exited;
        await database.dispose();
      }
    },
  );
});
