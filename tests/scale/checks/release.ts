import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { openDatabase } from "../../../server/db/client";
import { RELEASE_FILES } from "../../../server/releases/manifest";
import { readAnnouncement } from "../../../server/releases/publishing-state";
import { createMember } from "../../../server/team/members";
import { createSession } from "../../../server/team/sessions";
import type { ScenarioContext } from "../../reliability/lib/scenario";
import { sleep } from "../../reliability/lib/server-process";
import type { Stack } from "../lib/stack";

const SLUG = "scale-neue-fassung";
/** Pages that list the newest posts: a page of the new release names the new post. */
const PAGES = ["/news", "/home"];
const CLIENTS = 4;
const MAX_REQUESTS = 20_000;
/** How soon after the switch every instance and nginx must serve the new release. */
const FOLLOW_BUDGET_MS = 5_000;
const PUBLISH_LIMIT_MS = 150_000;

const sheetOf = (html: string) =>
  /href="(\/assets\/images\/images-[0-9a-f]+\.css)"/.exec(html)?.[1];

/** The image style sheet a release's pages name (its content.json). */
const releaseSheet = (stack: Stack, id: string) =>
  (
    JSON.parse(readFileSync(join(stack.releasesDir, id, RELEASE_FILES.content), "utf8")) as {
      imageStylesheet: string;
    }
  ).imageStylesheet;

/** A post with a photo of a colour of its own: the new release names another image style sheet. */
async function writePost(contentRoot: string) {
  const date = new Date().toISOString().slice(0, 10);
  const news = join(contentRoot, "content", "news");
  await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 16, b: 160 } },
  })
    .jpeg()
    .toFile(join(contentRoot, "content", "images", "news", `${SLUG}.jpg`));
  writeFileSync(
    join(news, `${date}-${SLUG}.md`),
    readFileSync(join(news, "2025-04-26-rollout-egn25.md"), "utf8")
      .replace(/^title: .*$/m, 'title: "Skalentest: eine neue Fassung"')
      .replace(/^date: .*$/m, `date: ${date}`)
      .replace(/^ {2}src: .*$/m, `  src: /images/news/${SLUG}.jpg`),
  );
}

interface Seen {
  path: string;
  hasPost: boolean;
  sheet: string | undefined;
}

/** Pages through nginx, each with the style sheet it names, until `stop.done`. */
function visitorLoad(stack: Stack, stop: { done: boolean }) {
  const result = { requests: 0, failed: [] as string[], seen: [] as Seen[] };
  const client = async (n: number) => {
    for (let i = n; !stop.done && result.requests < MAX_REQUESTS; i++) {
      const path = PAGES[i % PAGES.length]!;
      result.requests += 1;
      const page = await fetch(stack.origin + path).catch(() => undefined);
      const html = page?.status === 200 ? await page.text() : "";
      if (!html) {
        result.failed.push(`${path}: ${page?.status ?? "no answer"}`);
        continue;
      }
      const sheet = sheetOf(html);
      result.seen.push({ path, hasPost: html.includes(`/news/${SLUG}`), sheet });
      result.requests += 1;
      const css = sheet ? await fetch(stack.origin + sheet).catch(() => undefined) : undefined;
      await css?.arrayBuffer();
      if (css?.status !== 200)
        result.failed.push(`${sheet ?? `${path} names no sheet`}: ${css?.status}`);
    }
  };
  return { result, done: Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))) };
}

/** When each of the instances and nginx first served the new release (ms, performance.now). */
function followWatch(stack: Stack, newSheet: () => string | undefined, stop: { done: boolean }) {
  const targets = [
    ...stack.instances.map((instance) => ({
      name: instance.origin.slice(7),
      url: `${instance.origin}/news`,
    })),
    { name: "nginx (page)", url: `${stack.origin}/news` },
  ];
  const firstNew = new Map<string, number>();
  const watching = (async () => {
    while (!stop.done) {
      for (const target of targets) {
        if (firstNew.has(target.name)) continue;
        const html = await (await fetch(target.url).catch(() => undefined))?.text().catch(() => "");
        if (html?.includes(`/news/${SLUG}`)) firstNew.set(target.name, performance.now());
      }
      const sheet = newSheet();
      if (sheet && !firstNew.has("nginx (file)")) {
        const answer = await fetch(stack.origin + sheet, { method: "HEAD" }).catch(() => undefined);
        if (answer?.status === 200) firstNew.set("nginx (file)", performance.now());
      }
      await sleep(100);
    }
  })();
  return { firstNew, targets: targets.length + 1, watching };
}

/**
 * A release published through /intern/website on one instance behind nginx: within seconds of
 * the switch every instance and nginx serve it, and a bounded load on loopback meanwhile gets
 * every page and its style sheet, never a page of one release naming the other's style sheet.
 */
export async function checkRelease(ctx: ScenarioContext, stack: Stack): Promise<void> {
  const database = await openDatabase({ DATABASE_URL: stack.env.DATABASE_URL, DATA_DIR: "" });
  ctx.defer(() => database.close());
  const member = await createMember(database.db, {
    email: "scale-redaktion@e-gnition.example",
    name: "Skala Redaktion",
    roles: ["redaktion"],
  });
  const cookie = `__Host-egn-sitzung=${await createSession(database.db, member.id, "email", "Test")}`;
  const oldSheet = sheetOf(await (await fetch(`${stack.origin}/news`)).text());
  const before = await readAnnouncement(database.db);
  await writePost(stack.contentRoot);

  const stop = { done: false };
  let newSheet: string | undefined;
  let switchedAt: number | undefined;
  const load = visitorLoad(stack, stop);
  const watch = followWatch(stack, () => newSheet, stop);
  const started = performance.now();
  const posted = await fetch(`${stack.origin}/intern/website`, {
    method: "POST",
    headers: { cookie, origin: stack.origin, "content-type": "application/x-www-form-urlencoded" },
    body: "intent=publish",
    redirect: "manual",
  });
  let page = "";
  while (performance.now() - started < PUBLISH_LIMIT_MS) {
    const announced = await readAnnouncement(database.db);
    if (switchedAt === undefined && announced && announced.key !== before?.key) {
      switchedAt = performance.now();
      newSheet = releaseSheet(stack, announced.id);
    }
    if (switchedAt !== undefined && watch.firstNew.size === watch.targets) break;
    page = await (await fetch(`${stack.origin}/intern/website`, { headers: { cookie } })).text();
    if (/Nicht veröffentlicht|abgebrochen/.test(page)) break;
    await sleep(100);
  }
  const followedAt = Math.max(...watch.firstNew.values());
  await sleep(2_000); // some load after the switch as well
  stop.done = true;
  await Promise.all([load.done, watch.watching]);

  ctx.check(
    "publishing through nginx starts a release in the background (302 to /intern/website)",
    posted.status === 302 && posted.headers.get("location") === "/intern/website",
    `${posted.status} ${posted.headers.get("location")}`,
  );
  ctx.metric(
    "release: from the post to the switch (s)",
    switchedAt === undefined ? "no switch" : ((switchedAt - started) / 1000).toFixed(1),
  );
  const followMs = switchedAt === undefined ? Infinity : followedAt - switchedAt;
  ctx.check(
    `every instance and nginx serve the new release within ${FOLLOW_BUDGET_MS / 1000} s of the switch`,
    watch.firstNew.size === watch.targets && followMs <= FOLLOW_BUDGET_MS,
    `${watch.firstNew.size}/${watch.targets} (${[...watch.firstNew.keys()].join(", ")}) after ${(followMs / 1000).toFixed(1)} s` +
      (/Nicht veröffentlicht|abgebrochen/.test(page) ? `; ${page.slice(0, 300)}` : ""),
  );
  ctx.check(
    "the new release names another image style sheet (so a mixed page would show)",
    Boolean(oldSheet && newSheet && oldSheet !== newSheet),
    `${oldSheet} → ${newSheet}`,
  );
  const mixed = load.result.seen.filter(
    (seen) => seen.sheet !== (seen.hasPost ? newSheet : oldSheet),
  );
  const newPages = load.result.seen.filter((seen) => seen.hasPost).length;
  ctx.metric("release: requests of the load meanwhile", load.result.requests);
  ctx.metric(
    "release: pages of the old / the new release seen",
    `${load.result.seen.length - newPages} / ${newPages}`,
  );
  ctx.check(
    `no failed request of the load (${CLIENTS} clients) during the release`,
    load.result.failed.length === 0 && load.result.requests > 0,
    `${load.result.failed.length} of ${load.result.requests}: ${load.result.failed.slice(0, 3).join("; ")}`,
  );
  ctx.check(
    "no page of one release naming the other release's style sheet",
    mixed.length === 0 && newPages > 0,
    mixed
      .slice(0, 3)
      .map((seen) => `${seen.path} ${seen.hasPost ? "new" : "old"} names ${seen.sheet}`)
      .join("; "),
  );
}
