import { describe, expect, it } from "vitest";
import { teamDe } from "~/i18n/messages/team.de";
import { teamEn } from "~/i18n/messages/team.en";
import { errorText, fieldError } from "./field-error";

describe("a form check's message", () => {
  it("is shown in the page's language, with its slots filled", () => {
    const message = fieldError("tooLong", { max: 80 });
    expect(errorText(teamDe.form, message)).toBe("Höchstens 80 Zeichen.");
    expect(errorText(teamEn.form, message)).toBe("At most 80 characters.");
    expect(errorText(teamEn.form, fieldError("emailMissing"))).toBe(teamEn.form.emailMissing);
  });

  it("stays as it is when it names no catalogue text", () => {
    expect(errorText(teamEn.form, "Required")).toBe("Required");
    expect(errorText(teamEn.form, "team.form.nothing")).toBe("team.form.nothing");
  });
});
