/**
 * A page with one form per row: the action's answer comes back in the form that was posted and
 * in no other (the form's `target`, echoed by the action), with and without JavaScript alike,
 * since the page without JavaScript is this HTML.
 */
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { createMember } from "../../server/team/members";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const formsOf = (html: string) => html.match(/<form[\s\S]*?<\/form>/g) ?? [];

/** The HTML of each `<form>` with this intent, by the value of its `target` field. */
function formsByTarget(html: string, intent: string): Map<string, string> {
  return new Map(
    formsOf(html)
      .filter((form) => form.includes(`name="intent" value="${intent}"`))
      .flatMap((form) => {
        const target = form.match(/name="target" value="([^"]*)"/)?.[1];
        return target ? [[target, form] as const] : [];
      }),
  );
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!built).each(databases)("form answers on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** A signed-in admin and a reader: two rows, each with its change-role form. */
  async function twoMembers() {
    const { member: admin, cookie } = await signedIn(h, "admin");
    const reader = await createMember(h.database.db, {
      email: "lesen@e-gnition.example",
      name: "Lea Lesen",
      roles: ["lesen"],
    });
    const changeRole = (memberId: string, roles: string) =>
      areaPost(
        h,
        "/intern/mitglieder",
        { intent: "change-role", memberId, roles, target: memberId },
        cookie,
      );
    return { admin, reader, changeRole };
  }

  it("shows a refusal only in the row's form that was posted", async () => {
    const { admin, reader, changeRole } = await twoMembers();

    const answer = await changeRole(admin.id, "lesen");

    expect(answer.statusCode).toBe(409);
    const message = teamDe.refusals.lastAdmin;
    expect(occurrences(formsOf(answer.body).join(""), message)).toBe(1);
    const forms = formsByTarget(answer.body, "change-role");
    expect(forms.get(admin.id)).toContain(message);
    expect(forms.get(reader.id)).toBeDefined();
    expect(forms.get(reader.id)).not.toContain(message);
  });

  it("shows a field error only in the row's form that was posted", async () => {
    const { reader, changeRole } = await twoMembers();

    const answer = await changeRole(reader.id, "chef");

    expect(answer.statusCode).toBe(400);
    const forms = formsByTarget(answer.body, "change-role");
    const invalid = [...forms].filter(([, form]) => form.includes("data-invalid"));
    expect(invalid.map(([target]) => target)).toEqual([reader.id]);
  });

  it("answers the one form of its intent when it has no target", async () => {
    const { cookie } = await signedIn(h, "admin");

    const answer = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "invite", email: "not an address", roles: "lesen" },
      cookie,
    );

    expect(answer.statusCode).toBe(400);
    const invalid = formsOf(answer.body).filter((form) => form.includes("data-invalid"));
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toContain('name="intent" value="invite"');
  });
});
