/**
 * Removing a member takes two steps, without JavaScript too: the row's summary opens a question
 * that names the member, and only its button removes (the action refuses a post without the
 * confirmation). Nobody removes themselves.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamAuditLog } from "../../server/db/schema";
import { createMember, findMember } from "../../server/team/members";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const texts = teamDe.members;
const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

/** Each `<details>` of the page's HTML. */
const detailsOf = (html: string) => html.match(/<details[\s\S]*?<\/details>/g) ?? [];

describe.skipIf(!built).each(databases)("removing a member on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  async function adminAndReader() {
    const admin = await signedIn(h, "admin");
    const reader = await createMember(h.database.db, {
      email: "lea@e-gnition.example",
      name: "Lea Lesen",
      roles: ["lesen"],
    });
    const remove = (fields: Record<string, string>) =>
      areaPost(h, "/intern/mitglieder", { intent: "remove", ...fields }, admin.cookie);
    return { admin, reader, remove };
  }

  it("asks first: the row's question names the member, and only its form confirms", async () => {
    const { admin, reader } = await adminAndReader();

    const page = decode((await areaGet(h, "/intern/mitglieder", admin.cookie)).body);

    const questions = detailsOf(page).filter((part) => part.includes('value="remove"'));
    expect(questions).toHaveLength(1);
    const [question] = questions;
    expect(question).toContain(`Entfernen: ${reader.email} …`);
    expect(question).toContain(`Lea Lesen (${reader.email}) wirklich entfernen?`);
    expect(question).toContain('name="confirm" value="ja"');
    expect(question).toContain(`Endgültig entfernen: ${reader.email}`);
    // Closed until asked: the summary is the first step.
    expect(question).not.toMatch(/<details[^>]*\sopen/);
    // No remove form outside the question, and none in one's own row.
    const removeForms = page.match(/name="intent" value="remove"/g) ?? [];
    expect(removeForms).toHaveLength(1);
    expect(page).not.toContain(`Entfernen: ${admin.member.email}`);
    expect(page).toContain(texts.selfHint);
  });

  it("refuses a removal without the confirmation, and shows the question again", async () => {
    const { reader, remove } = await adminAndReader();

    const answer = await remove({ memberId: reader.id, target: `${reader.id}-ja` });

    expect(answer.statusCode).toBe(400);
    expect(await findMember(h.database.db, reader.id)).toBeDefined();
    const body = decode(answer.body);
    const question = detailsOf(body).find((part) => part.includes('value="remove"'));
    expect(question).toMatch(/<details[^>]*\sopen/);
    expect(question).toContain(texts.removeNotConfirmed);
    for (const confirm of ["", "nein", "true"]) {
      const refused = await remove({ memberId: reader.id, confirm });
      expect(refused.statusCode, confirm).toBe(400);
    }
    expect(await findMember(h.database.db, reader.id)).toBeDefined();
  });

  it("removes with the confirmation, and the log says who removed whom", async () => {
    const { admin, reader, remove } = await adminAndReader();

    const answer = await remove({ memberId: reader.id, confirm: "ja", target: `${reader.id}-ja` });

    expect(answer.statusCode).toBe(200);
    expect(decode(answer.body)).toContain(`${reader.email} ist entfernt`);
    expect(await findMember(h.database.db, reader.id)).toBeUndefined();
    const entries = await h.database.db
      .select({ actor: teamAuditLog.actor, target: teamAuditLog.target })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "member-removed"));
    expect(entries).toEqual([{ actor: admin.member.email, target: reader.email }]);
  });

  it("refuses removing oneself with a reason, confirmed or not, and with another admin", async () => {
    const { admin, remove } = await adminAndReader();
    await createMember(h.database.db, {
      email: "zweite@e-gnition.example",
      name: "Zweite Admin",
      roles: ["admin"],
    });

    for (const fields of [{}, { confirm: "ja" }] as Record<string, string>[]) {
      const answer = await remove({ memberId: admin.member.id, ...fields });
      expect(answer.statusCode).toBe(409);
      expect(decode(answer.body)).toContain(texts.removeSelf);
    }
    expect(await findMember(h.database.db, admin.member.id)).toBeDefined();
    expect((await areaGet(h, "/intern", admin.cookie)).statusCode).toBe(200);
  });
});
