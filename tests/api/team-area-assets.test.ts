/**
 * No code of the team area reaches the public pages: the scripts a prerendered page loads (and
 * everything they import) contain none of the chunks only the area's routes use.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../server/files";
import { projectRoot } from "../../server/site";

/** The current release: the code build's files and every prerendered page. */
const client = join(projectRoot, "build", "releases", "current", "site");
const built = existsSync(join(client, "home"));

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}

function manifest(html: string): { entry: ManifestRoute; routes: Record<string, ManifestRoute> } {
  const file = /\/assets\/(manifest-[\w-]+\.js)/.exec(html)?.[1];
  if (!file) throw new Error("no manifest in the page");
  const text = readFileSync(join(client, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as never;
}

const chunksOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];

/** The given scripts and everything they import, as `/assets/…` paths. */
function withImports(scripts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path) || !existsSync(join(client, path))) continue;
    seen.add(path);
    const code = readFileSync(join(client, path), "utf8");
    for (const [, name] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`/assets/${name}`);
  }
  return seen;
}

/** The scripts a page names, and everything they import. */
const loadedScripts = (html: string) =>
  withImports([...html.matchAll(/\/assets\/(?!manifest-)[\w.-]+\.js/g)].map(([path]) => path));

describe.skipIf(!built)("the built public pages", () => {
  const pages = listFiles(client).filter((file) => file.endsWith(".html"));

  it("load no chunk that only the team area uses", () => {
    expect(pages.length).toBeGreaterThan(50);
    // The manifest as a page that runs React names it (most pages run none).
    const withReact = pages
      .map((page) => readFileSync(page, "utf8"))
      .find((html) => html.includes("/assets/manifest-"));
    const { entry, routes } = manifest(withReact!);
    const isArea = (route: ManifestRoute) => route.id.startsWith("routes/intern/");
    const publicChunks = withImports([
      ...chunksOf(entry),
      ...Object.values(routes)
        .filter((r) => !isArea(r))
        .flatMap(chunksOf),
    ]);
    const areaChunks = withImports(Object.values(routes).filter(isArea).flatMap(chunksOf));
    const areaOnly = [...areaChunks].filter((chunk) => !publicChunks.has(chunk));
    // The passkey and form code are among them (else this test would prove nothing).
    expect(areaOnly.some((chunk) => chunk.includes("PasskeyButton"))).toBe(true);
    expect(areaOnly.some((chunk) => chunk.includes("AreaForm"))).toBe(true);

    for (const page of pages) {
      const loaded = loadedScripts(readFileSync(page, "utf8"));
      const leaked = areaOnly.filter((chunk) => loaded.has(chunk));
      expect(leaked, relative(client, page)).toEqual([]);
    }
  });

  it("carry zod/mini only, the team area's scripts too: no classic zod (ADR 0177, 0193)", () => {
    // The name zod gives its schemas' classes: classic `ZodType`, mini `ZodMiniType`, core `$ZodType`.
    const schemaClass = (name: string) => new RegExp(`[\`"']${name}[\`"']`);
    const scripts = listFiles(join(client, "assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => ({ file: relative(client, file), code: readFileSync(file, "utf8") }));
    expect(scripts.some(({ code }) => schemaClass("ZodMiniType").test(code))).toBe(true);
    const classic = scripts.filter(({ code }) => schemaClass("ZodType").test(code));
    expect(classic.map(({ file }) => file)).toEqual([]);
  });

  it("include no page of the team area", () => {
    expect(readdirSync(client)).not.toContain("intern");
  });
});
