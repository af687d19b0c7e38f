/**
 * Requests to the team area that no page of the site sends but anyone can: line breaks in the
 * path, a body that is no form posted to the forms one can use without a session, a `weiter`
 * with characters that cannot go into a header. Each gets a 4xx with the area's page or the
 * form's message, never a 500.
 */
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { createLink } from "../../server/team/links";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN, useHarness } from "./helpers/harness";
import { areaGet, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

describe.skipIf(!built).each(databases)("odd requests to the team area on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  const serverErrors = () => h.logs.filter((line) => line.includes('"level":50'));

  it.each(["/intern/%0a", "/intern/%0D", "/intern/%E2%80%A8", "/intern/x%E2%80%A9"])(
    "answers %s with the page for an unknown address, also to a post",
    async (path) => {
      const { cookie } = await signedIn(h, "admin");
      const unknown = await areaGet(h, "/intern/gibt-es-nicht", cookie);
      for (const who of [undefined, cookie]) {
        const response = await areaGet(h, path, who);
        expect(response.statusCode, path).toBe(404);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(/<title>[^<]*<\/title>/.exec(response.body)?.[0]).toBe(
          /<title>[^<]*<\/title>/.exec(unknown.body)?.[0],
        );
      }
      const post = await h.app.inject({
        method: "POST",
        url: path,
        headers: {
          origin: SITE_ORIGIN,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "intent=x",
      });
      expect(post.statusCode).toBe(404);
      expect(/<title>[^<]*<\/title>/.exec(post.body)?.[0]).toBe(
        /<title>[^<]*<\/title>/.exec(unknown.body)?.[0],
      );
      expect(serverErrors()).toEqual([]);
    },
  );

  const NOT_A_FORM = [
    ["a multipart body without its boundary", "multipart/form-data", "email=a%40b.example"],
    [
      "a multipart body cut short",
      "multipart/form-data; boundary=grenze",
      '--grenze\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example',
    ],
    ["JSON", "application/json", '{"email":"a@b.example","token":"x","name":"Nele"}'],
    ["broken JSON", "application/json", '{"email":'],
  ] as const;

  it.each(["/intern/anmelden", "/intern/anmelden/link", "/intern/einladung"])(
    "answers a body that is no form, posted to %s, with 400 and the form's message",
    async (path) => {
      const { token } = await createLink(h.database.db, {
        kind: "invitation",
        email: "neu@e-gnition.example",
        roles: ["lesen"],
      });
      for (const [what, type, payload] of NOT_A_FORM) {
        const response = await h.app.inject({
          method: "POST",
          url: path === "/intern/einladung" ? `${path}?token=${token}` : path,
          headers: { origin: SITE_ORIGIN, "content-type": type },
          payload,
        });
        expect(response.statusCode, `${what} to ${path}`).toBe(400);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.body, `${what} to ${path}`).toContain(teamDe.errors.unreadableForm);
      }
      expect(serverErrors()).toEqual([]);
    },
  );

  it.each([
    ["CR LF", "/intern/%0D%0AX-Injected:%201"],
    ["LF", "/intern?%0Ax-injected=1"],
    ["U+2028", "/intern/konto%E2%80%A8"],
    ["NUL", "/intern%23%00"],
  ])("refuses a weiter with %s with 400, signed in or not", async (_what, weiter) => {
    const { cookie } = await signedIn(h, "lesen");
    for (const who of [cookie, undefined]) {
      const response = await areaGet(h, `/intern/anmelden?weiter=${weiter}`, who);
      expect(response.statusCode, weiter).toBe(400);
      expect(response.headers["x-injected"]).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain(teamDe.errors.badRequest.heading);
      expect(response.body).toContain('href="/intern"');
    }
    expect(serverErrors()).toEqual([]);
  });

  it("still sends a signed-in member where weiter says", async () => {
    const { cookie } = await signedIn(h, "lesen");
    const back = "/intern/eingaenge?suche=m%C3%BCller";
    const response = await areaGet(
      h,
      `/intern/anmelden?weiter=${encodeURIComponent(back)}`,
      cookie,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(back);
  });
});
