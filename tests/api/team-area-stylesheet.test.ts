/**
 * The team area's CSS reaches the public pages no more than its scripts do
 * (docs/decisions/0123-team-area-stylesheet.md): its pages link a stylesheet of their own, and no
 * stylesheet a public page links has any of its classes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "../../server/files";
import { cssClasses } from "./helpers/css-classes";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { areaGet, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

/** The current release: the code build's files and every prerendered page. */
const client = join(BUILD_DIR, "releases", "current", "site");
const read = (href: string) => readFileSync(join(client, href), "utf8");

const stylesheetsOf = (html: string) =>
  new Set(
    [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map(
      ([, href]) => href!,
    ),
  );

/** Every stylesheet a prerendered public page links. */
function publicStylesheets(): Set<string> {
  const pages = listFiles(client).filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(50);
  return new Set(pages.flatMap((page) => [...stylesheetsOf(readFileSync(page, "utf8"))]));
}

describe.skipIf(!built || !existsSync(join(client, "home")))("the team area's stylesheet", () => {
  const h = useHarness(databases[0]!, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** The stylesheet the sign-in page and the overview link and no public page does. */
  async function areaStylesheet(): Promise<string> {
    const { cookie } = await signedIn(h, "admin");
    const pages = [await areaGet(h, "/intern/anmelden"), await areaGet(h, "/intern", cookie)];
    const linked = pages.map((page) => {
      expect(page.statusCode).toBe(200);
      return stylesheetsOf(page.body);
    });
    const publicOnes = publicStylesheets();
    const own = [...linked[0]!].filter(
      (href) => linked.every((hrefs) => hrefs.has(href)) && !publicOnes.has(href),
    );
    expect(own).toHaveLength(1);
    return own[0]!;
  }

  it("is a file of its own that the area's pages link, with the area's classes", async () => {
    const href = await areaStylesheet();
    expect(existsSync(join(client, href))).toBe(true);
    expect(cssClasses(read(href))).toContain("area-layout");
  });

  it("has none of its classes in a stylesheet a public page links", async () => {
    const areaClasses = [...cssClasses(read(await areaStylesheet()))];
    const publicOnes = publicStylesheets();
    expect(publicOnes.size).toBeGreaterThan(0);
    for (const href of publicOnes) {
      const publicClasses = cssClasses(read(href));
      expect(
        areaClasses.filter((name) => publicClasses.has(name)),
        href,
      ).toEqual([]);
    }
  });
});
