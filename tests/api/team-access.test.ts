/**
 * Every page and every action of the team area for every role, and for every two roles one
 * member holds (see COMBINATIONS): allowed, or refused with 403; without a session, a redirect to
 * the sign-in page.
 * The table in app/team/access.ts is the list, so a new page or action cannot be added without
 * being checked here.
 */
import { describe, expect, it } from "vitest";
import { insertPledge, withoutReceipt } from "./helpers/pledges";
import routes from "../../app/routes";
import { AREA, AREA_PUBLIC_PATHS, type AreaPage } from "../../app/team/access";
import { PERMISSIONS, ROLES, type Permission, type Role } from "../../app/team/permissions";
import { donationPledges, receipts } from "../../server/db/schema";
import { createIssue } from "../../server/newsletter/issues";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import {
  areaGet,
  areaPost,
  BUILD_DIR,
  built,
  newSession,
  signedIn,
  useEmptyTeam,
} from "./helpers/team";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every path of app/routes.ts under /intern (layouts add no segment). */
function areaPaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path || entry.index ? [path] : [];
    return [...own, ...areaPaths(entry.children ?? [], path)];
  });
}

describe("the access table", () => {
  it("covers every route of the area", () => {
    const inArea = areaPaths(routes as RouteEntry[]).filter((path) => path.startsWith("/intern"));
    const known = new Set<string>([
      ...Object.values(AREA as Record<string, AreaPage>)
        .filter((page) => !page.within)
        .map((page) => page.path),
      ...AREA_PUBLIC_PATHS,
    ]);
    expect(inArea.filter((path) => !known.has(path))).toEqual([]);
    expect(inArea.length).toBe(known.size);
  });
});

/**
 * Every role alone, and every two together (the PR lead: newsletter and redaktion). admin has
 * every permission, so a pair with admin may do what admin alone may: those pairs are left out
 * (each walk of the editor's pages as admin takes a while).
 */
const others = ROLES.filter((role) => role !== "admin");
const COMBINATIONS: Role[][] = [
  ...ROLES.map((role) => [role]),
  ...others.flatMap((first, at) => others.slice(at + 1).map((second) => [first, second])),
];

/** What a member may do: what any of their roles may (said here apart from `can`). */
const allowed = (roles: readonly Role[], permission: Permission) =>
  roles.some((role) => (PERMISSIONS[permission] as readonly Role[]).includes(role));

describe("the combinations checked", () => {
  it("are every role and every pair without admin, the PR lead's among them", () => {
    expect(COMBINATIONS).toHaveLength(ROLES.length + (others.length * (others.length - 1)) / 2);
    expect(COMBINATIONS).toContainEqual(["newsletter", "redaktion"]);
    // Which is why a pair with admin needs no walk of its own.
    for (const permission of Object.keys(PERMISSIONS) as Permission[])
      expect(allowed(["admin"], permission), permission).toBe(true);
  });
});

describe.skipIf(!built).each(databases)("team area access on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  async function concretePath(path: string): Promise<string> {
    if (path.startsWith("/intern/inhalte/:kind/:id")) return path.replace(":kind/:id", "team/2025");
    if (!path.includes(":id")) return path;
    if (path.startsWith("/intern/inhalte/seiten/")) return path.replace(":id", "team");
    // A post of content/ (no action here saves: each is sent without its fields).
    if (path.startsWith("/intern/inhalte/news/"))
      return path.replace(":id", "2025-04-26-rollout-egn25");
    if (path.startsWith("/intern/newsletter/")) {
      const content = { subject: "Test", html: "<p>Test</p>", text: "Test" };
      const issue = await createIssue(
        h.database.db,
        { actor: "test" },
        {
          postSlug: null,
          createdBy: "test",
          content: { de: content, en: content },
        },
      );
      return path.replace(":id", issue.id);
    }
    if (path.startsWith("/intern/kasse/bestaetigungen/")) {
      const [receipt] = await h.database.db
        .insert(receipts)
        .values({
          year: 2026,
          serial: Math.floor(Math.random() * 1e6),
          kind: "single",
          donorName: "Max Mustermann",
          donorAddress: [],
          totalCents: 5000,
          gifts: [],
          settings: {},
          pdf: new TextEncoder().encode("%PDF-1.7 test"),
          sha256: "0",
        })
        .returning();
      return path.replace(":id", receipt!.id);
    }
    const pledge = await insertPledge(h.database.db, withoutReceipt);
    return path.replace(":id", pledge.id);
  }

  it("sends visitors without a session to the sign-in page", async () => {
    for (const page of Object.values(AREA)) {
      const path = await concretePath(page.path);
      const response = await areaGet(h, path);
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe(
        `/intern/anmelden?weiter=${encodeURIComponent(path)}`,
      );
      for (const intent of Object.keys(page.actions)) {
        const post = await areaPost(h, path, { intent });
        expect(post.statusCode, `${path} ${intent}`).toBe(302);
        expect(post.headers.location).toMatch(/^\/intern\/anmelden/);
      }
    }
  });

  for (const roles of COMBINATIONS) {
    const role = roles.join("+");
    it(`lets ${role} use exactly what the roles allow together`, async () => {
      // A second admin, so that removing or demoting someone is never refused as the last admin.
      if (!roles.includes("admin")) await signedIn(h, "admin", "other-admin@e-gnition.example");
      const { member } = await signedIn(h, roles);
      // Every request with a session of its own, as some actions end the member's sessions.
      const cookie = async () => (await newSession(h, member.id)).cookie;
      for (const page of Object.values(AREA)) {
        const path = await concretePath(page.path);
        const response = await areaGet(h, path, await cookie());
        expect(response.statusCode, `${role} GET ${path}`).toBe(
          allowed(roles, page.read) ? 200 : 403,
        );
        // Rendered for one member: a window that opened it keeps no handle on it (ADR 0153).
        expect(response.headers["cross-origin-opener-policy"], path).toBe("same-origin");
        for (const [intent, permission] of Object.entries(page.actions) as [string, Permission][]) {
          // Sent with no other field: allowed actions answer 400 (or act), refused ones 403.
          const post = await areaPost(h, path, { intent }, await cookie());
          if (allowed(roles, permission))
            expect(post.statusCode, `${role} ${intent} on ${path}`).not.toBe(403);
          else expect(post.statusCode, `${role} ${intent} on ${path}`).toBe(403);
        }
      }
    }, 120_000); // every page and intent of the area, some of them the content\'s git history
  }

  it("refuses an intent that has no rule", async () => {
    const { cookie } = await signedIn(h, "admin");
    const response = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "make-everyone-admin" },
      cookie,
    );
    expect(response.statusCode).toBe(400);
  });

  it("shows donors' names to kasse but not to lesen", async () => {
    await h.database.db.insert(donationPledges).values({
      amountCents: 12345,
      firstName: "Wilhelmine",
      lastName: "Spenderin",
      certificate: true,
      address: "Geheimweg 7",
      postalCode: "20095",
      city: "Hamburg",
      note: "",
    });
    const kasse = await signedIn(h, "kasse");
    const lesen = await signedIn(h, "lesen");
    const asKasse = await areaGet(h, "/intern/eingaenge", kasse.cookie);
    const asLesen = await areaGet(h, "/intern/eingaenge", lesen.cookie);
    expect(asKasse.body).toContain("Wilhelmine Spenderin");
    expect(asLesen.body).toContain("123,45");
    expect(asLesen.body).not.toContain("Wilhelmine");
    // Nor by searching for the name.
    const search = await areaGet(h, "/intern/eingaenge?suche=wilhelmine", lesen.cookie);
    expect(search.body).not.toContain("123,45");
  });
});
