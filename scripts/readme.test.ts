/** The README is for a new user: what it is, what it needs, two commands, one test command. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync("README.md", "utf8");
const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
};

describe("README", () => {
  it("says what the site is, with the newsletter and English", () => {
    const intro = readme.split("\n\n")[1] ?? "";
    expect(intro).toMatch(/newsletter/i);
    expect(intro).toMatch(/English/);
  });

  it("names the Node version that `engines` asks for", () => {
    const version = /^>=(\d+\.\d+)$/.exec(packageJson.engines.node)?.[1];
    expect(version).toBeDefined();
    expect(readme).toContain(`Node.js ${version} or newer`);
  });

  it("gives the two commands as two blocks, each with what it does, and the address to open", () => {
    for (const command of ["npm install", "npm start"]) {
      const block = "```sh\n" + command + "\n```\n\n";
      expect(readme).toContain(block);
      const after = readme.slice(readme.indexOf(block) + block.length).split("\n\n")[0]!;
      expect(after.length).toBeGreaterThan(40);
    }
    expect(readme).toMatch(/open http:\/\/localhost:3000/);
    expect(readme).toMatch(/`PORT` goes with `SITE_ORIGIN`/);
  });

  it("describes `npm test` once", () => {
    expect(readme).toContain("```sh\nnpm test\n```");
    expect(readme.match(/`npm test`/g)).toHaveLength(1);
  });

  it("stays short: the audit, proxy and cache details are in docs/", () => {
    expect(readme.split("\n").length).toBeLessThan(150);
    expect(readFileSync("docs/performance.md", "utf8")).toContain("## Today's figures");
    expect(readFileSync("docs/deploy.md", "utf8")).toMatch(/s-maxage=300/);
  });
  it("pictures how a request is answered, from the visitor to the database", () => {
    const picture = readme.split("## How a request is answered")[1]?.split("```")[1] ?? "";
    for (const step of [
      "visitor",
      "nginx",
      "Fastify",
      "release",
      "action",
      "use case",
      "database",
      "outbox",
    ])
      expect(picture).toContain(step);
  });

  it("lays out the team area, the images, the content and every test suite", () => {
    const layout = readme.split("## Layout")[1]?.split("```")[1] ?? "";
    for (const part of ["routes/intern/", "intern/", "images/", "content/", "server/", "<domain>/"])
      expect(layout).toContain(part);
    for (const suite of readdirSync("tests")) expect(layout, suite).toContain(`${suite}/`);
    const tests = readme.split("## Tests")[1]?.split("\n## ")[0] ?? "";
    for (const suite of ["lint", "build", "Vitest", "Playwright", "scale", "reliability"])
      expect(tests).toContain(suite);
  });

  it("links every guide in docs/ and the index of decisions", () => {
    for (const guide of readdirSync("docs").filter((name) => name.endsWith(".md")))
      expect(readme).toContain(`](docs/${guide})`);
    expect(readme).toContain("](docs/decisions/README.md)");
  });

  it("keeps the figures to one line", () => {
    const figures = readme.split("\n").filter((line) => /\d\s?(KB|ms|s)\b/.test(line));
    expect(figures.length).toBeLessThanOrEqual(1);
  });
});
