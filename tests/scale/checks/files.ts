import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { listFiles } from "../../../server/files";
import type { ScenarioContext } from "../../reliability/lib/scenario";
import { projectRoot } from "../../reliability/lib/server-process";
import type { Stack } from "../lib/stack";

/** The release the instances serve (`npm run build` makes it). */
const CLIENT_DIR = join(projectRoot, "build", "releases", "current", "site");

/** Headers nginx must send as the app does for the same file. */
const SAME_HEADERS = [
  "cache-control",
  "content-type",
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "referrer-policy",
  "x-content-type-options",
  "x-frame-options",
  "permissions-policy",
  "strict-transport-security",
];

/** Paths the app answers itself (redirects, 404, a rendered page); nginx must pass them on. */
const APP_PATHS = ["/", "/Home", "/home/", "/nope", "/home?quelle=flyer", "/%2f", "/api/health"];

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

async function get(origin: string, path: string, encoding: string): Promise<Answer> {
  const response = await fetch(origin + path, {
    redirect: "manual",
    headers: { "accept-encoding": encoding },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The address a built file is asked for by: pages by their canonical path, files by name. */
function addressOf(file: string): string {
  const path = `/${relative(CLIENT_DIR, file).split(sep).join("/")}`;
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) || "/" : path;
}

function differences(through: Answer, direct: Answer, names: string[]): string[] {
  return names
    .filter((name) => through.headers.get(name) !== direct.headers.get(name))
    .map((name) => `${name}: ${through.headers.get(name)} ≠ ${direct.headers.get(name)}`);
}

/**
 * Every built file through nginx (served by nginx itself): the file's bytes, precompressed
 * when a sibling exists, and the same Cache-Control, type and security headers as the app
 * sends for it; pages also with gzip only and uncompressed. Paths the app answers pass through.
 */
export async function checkFiles(ctx: ScenarioContext, stack: Stack): Promise<void> {
  const direct = stack.instances[0]!.origin;
  const files = listFiles(CLIENT_DIR).filter((file) => !/\.(br|gz)$/.test(file));
  const problems: string[] = [];
  let requests = 0;
  for (const file of files) {
    const path = addressOf(file);
    const isPage = file.endsWith(".html");
    const content = readFileSync(file);
    for (const encoding of isPage ? ["br, gzip", "gzip", "identity"] : ["br, gzip"]) {
      const [through, app] = await Promise.all([
        get(stack.origin, path, encoding),
        get(direct, path, encoding),
      ]);
      requests += 1;
      const problem = (text: string) => problems.push(`${path} (${encoding}): ${text}`);
      if (through.status !== 200) problem(`status ${through.status}`);
      if (!through.body.equals(content)) problem("body differs from the built file");
      if (through.headers.has("set-cookie")) problem("sets a cookie");
      for (const difference of differences(through, app, SAME_HEADERS)) problem(difference);
      const sibling = encoding.startsWith("br")
        ? existsSync(`${file}.br`)
          ? "br"
          : existsSync(`${file}.gz`) && "gzip"
        : encoding === "gzip" && existsSync(`${file}.gz`) && "gzip";
      if (sibling && through.headers.get("content-encoding") !== sibling)
        problem(`content-encoding ${through.headers.get("content-encoding")}, not ${sibling}`);
      if (sibling && through.headers.get("vary")?.toLowerCase() !== "accept-encoding")
        problem(`vary ${through.headers.get("vary")}`);
    }
  }
  const pages = files.filter((file) => file.endsWith(".html")).length;
  ctx.metric("built files checked through nginx", files.length);
  ctx.metric("… of them pages", pages);
  ctx.check(
    `every built file (${files.length}, ${pages} pages) comes from nginx with the app's headers`,
    problems.length === 0,
    problems.length === 0
      ? `${requests} requests, each compared with the app's answer`
      : `${problems.length} problems: ${problems.slice(0, 8).join("; ")}`,
  );

  const passed: string[] = [];
  for (const path of APP_PATHS) {
    const [through, app] = await Promise.all([
      get(stack.origin, path, "br, gzip"),
      get(direct, path, "br, gzip"),
    ]);
    const same =
      through.status === app.status &&
      differences(through, app, [...SAME_HEADERS, "location"]).length === 0 &&
      through.body.equals(app.body);
    if (!same) passed.push(`${path}: ${through.status} vs ${app.status}`);
  }
  ctx.check(
    "redirects, 404 pages, pages with a query and the API are answered by the app, unchanged",
    passed.length === 0,
    passed.length === 0 ? APP_PATHS.join(" ") : passed.join("; "),
  );
}
