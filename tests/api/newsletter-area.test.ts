/**
 * The team area's newsletter page through the production build (run `npm run build` first):
 * a member of the role `newsletter` makes an issue from a post, previews it, sends a test to
 * themselves and then the issue to every confirmed subscriber; other roles cannot.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import type { Role } from "../../app/team/permissions";
import { removeSubscriber } from "../../server/db/subscribers";
import { issueProgress } from "../../server/newsletter/issues";
import { projectRoot } from "../../server/site";
import { createMember } from "../../server/team/members";
import { createSession } from "../../server/team/sessions";
import { databases } from "./helpers/databases";
import { delay, SITE_ORIGIN, useHarness } from "./helpers/harness";
import { addSubscribers } from "./helpers/subscribers";

const built = existsSync(join(projectRoot, "build", "server", "index.js"));
const PAGE = "/intern/newsletter";
/** The page's HTML without the markers React puts between neighbouring texts. */
const html = (response: { body: string }) => response.body.replace(/<!-- -->/g, "");

describe.skipIf(!built).each(databases)(
  "the newsletter page of the team area on $name",
  (database) => {
    const h = useHarness(database, { NEWSLETTER_PER_MINUTE: "6000" });

    async function signedIn(role: Role) {
      const member = await createMember(h.database.db, {
        email: `${role}-${Date.now()}@example.org`,
        name: role,
        roles: [role],
      });
      const token = await createSession(h.database.db, member.id, "email", "Test");
      const cookie = `__Host-egn-sitzung=${token}`;
      return {
        email: member.email,
        get: (url: string) => h.app.inject({ method: "GET", url, headers: { cookie } }),
        post: (fields: Record<string, string>) =>
          h.app.inject({
            method: "POST",
            url: PAGE,
            headers: {
              cookie,
              origin: SITE_ORIGIN,
              "content-type": "application/x-www-form-urlencoded",
            },
            payload: new URLSearchParams(fields).toString(),
          }),
      };
    }

    it("makes an issue from a post, previews it, sends a test and then the issue to every subscriber", async () => {
      const subscribers = await addSubscribers(h.database.db, 6);
      const editor = await signedIn("newsletter");
      const page = await editor.get(PAGE);
      expect(page.statusCode).toBe(200);
      expect(html(page)).toContain("Erster Testtag: 62 Runden ohne Zwischenfall");
      expect(html(page)).toContain("3 auf Deutsch, 3 auf Englisch");

      const created = await editor.post({ intent: "create", post: "erster-testtag" });
      expect(created.statusCode).toBe(302);
      const location = created.headers.location as string;
      expect(location).toMatch(/^\/intern\/newsletter\?ausgabe=[0-9a-f-]{36}$/);
      const issueId = location.split("=")[1]!;

      const preview = await editor.get(location);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain("<iframe");
      expect(preview.body).toContain("First testing day: 62 laps without an incident");
      expect(preview.body).toContain("Reiner Text");
      // The mail is framed as a document of its own, which the area's policy lets it frame.
      expect(preview.body).toContain(`src="/intern/newsletter/${issueId}/vorschau?sprache=en"`);
      expect(String(preview.headers["content-security-policy"])).toMatch(/frame-src 'self'/);
      const mail = await editor.get(`/intern/newsletter/${issueId}/vorschau?sprache=en`);
      expect(mail.statusCode).toBe(200);
      expect(mail.body).toContain('<html lang="en">');
      expect(mail.body).toContain(`${SITE_ORIGIN}/newsletter/abmelden?token=…`);
      expect(mail.headers["content-security-policy"]).toBe(
        `default-src 'none'; style-src 'unsafe-inline'; img-src ${SITE_ORIGIN} data:; ` +
          "base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox",
      );
      expect(mail.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(mail.headers["cache-control"]).toBe("no-store");

      expect((await editor.post({ intent: "test", issueId, locale: "en" })).statusCode).toBe(200);
      const [test] = await h.sink.waitFor(1);
      expect(test!.envelopeTo).toEqual([editor.email]);
      expect(test!.subject).toBe("First testing day: 62 laps without an incident");

      const unconfirmed = await editor.post({ intent: "send", issueId });
      expect(unconfirmed.statusCode).toBe(400);
      await delay(200);
      expect(h.sink.messages).toHaveLength(1);

      expect((await editor.post({ intent: "send", issueId, confirm: "on" })).statusCode).toBe(200);
      await h.sink.waitFor(7);
      await delay(300);
      expect(h.sink.messages).toHaveLength(7);
      expect((await editor.post({ intent: "send", issueId, confirm: "on" })).statusCode).toBe(409);

      const [issue] = await issueProgress(h.database.db);
      expect(issue).toMatchObject({ recipients: 6, sent: 6, waiting: 0, failed: 0, tests: 1 });
      // Subscribers who leave afterwards change nothing of what the issue did.
      for (const { email } of subscribers.slice(0, 2))
        expect(await removeSubscriber(h.database.db, email)).toBe(true);
      const list = await editor.get(PAGE);
      const cells = [...html(list).matchAll(/<td data-label="([^"]+)"[^>]*>([^<]*)<\/td>/g)];
      expect(Object.fromEntries(cells.map(([, label, value]) => [label, value]))).toMatchObject({
        Empfänger: "6",
        Gesendet: "6",
        Wartend: "0",
        Fehlgeschlagen: "0",
        "Abgemeldet vorher": "0",
        Tests: "1",
      });
    });

    it("makes an issue written in Markdown; without English text the English mail is the German one, saying so", async () => {
      const editor = await signedIn("admin");
      const missing = await editor.post({ intent: "create", title: "Nur ein Betreff" });
      expect(missing.statusCode).toBe(400);
      const created = await editor.post({
        intent: "create",
        title: "Werkstattfest am Samstag",
        markdown: "Wir laden ein: **Samstag, 14 Uhr** in der [Werkstatt](/contact).",
      });
      expect(created.statusCode).toBe(302);
      const issueId = (created.headers.location as string).split("=")[1]!;
      const english = await editor.get(`/intern/newsletter/${issueId}/vorschau?sprache=en`);
      expect(english.body).toContain("<strong>Samstag, 14 Uhr</strong>");
      expect(english.body).toContain("This issue is only available in German.");
      expect(english.body).toContain(`href="${SITE_ORIGIN}/contact"`);
      const german = await editor.get(`/intern/newsletter/${issueId}/vorschau`);
      expect(german.body).toContain('<html lang="de">');
      expect(german.body).not.toContain("only available");
    });

    it("sends written Markdown without HTML or script links, and refuses a subject with a line break", async () => {
      const editor = await signedIn("admin");
      const broken = await editor.post({
        intent: "create",
        title: "Werkstattfest\r\nBcc: alle@example.org",
        markdown: "Text",
      });
      expect(broken.statusCode).toBe(400);
      expect(html(broken)).toContain(teamDe.form.unsafeCharacter);

      const created = await editor.post({
        intent: "create",
        title: "Werkstattfest",
        markdown: [
          'Hallo <script>alert(1)</script><img src="x" onerror="alert(1)">',
          "",
          '<a href="javascript:alert(2)">Klick</a> [Los](javascript:alert(3)) [Kontakt](/contact)',
          "",
          "![Pixel](https://tracker.example/p.gif)",
        ].join("\r\n"),
      });
      expect(created.statusCode).toBe(302);
      const issueId = (created.headers.location as string).split("=")[1]!;
      expect((await editor.post({ intent: "test", issueId, locale: "de" })).statusCode).toBe(200);
      const [mail] = await h.sink.waitFor(1);
      const body = mail!.html ?? "";
      expect(body).toContain("Hallo &lt;script&gt;alert(1)&lt;/script&gt;&lt;img");
      expect(body).toContain(`Los <a href="${SITE_ORIGIN}/contact">Kontakt</a>`);
      // As text only: no element, attribute or link of the writer's own.
      expect(body).not.toMatch(/<script|<img|<[a-z][^>]*\son\w+=|href="(?!https?:)/i);
      expect(body).not.toContain("tracker.example");
    });

    it("is not for roles without the newsletter permission", async () => {
      const reader = await signedIn("lesen");
      expect((await reader.get(PAGE)).statusCode).toBe(403);
      expect((await reader.get(`${PAGE}/${crypto.randomUUID()}/vorschau`)).statusCode).toBe(403);
      expect((await reader.post({ intent: "create", post: "erster-testtag" })).statusCode).toBe(
        403,
      );
    });
  },
);
