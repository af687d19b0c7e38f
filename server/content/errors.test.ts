import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamEn } from "../../app/i18n/messages/team.en";
import { refusalText } from "../team/refusal";
import { ConflictError, historyRefusalOf, NotFoundError, RemoteConflictError } from "./errors";
import { acceptPhoto, PhotoError } from "./photos";
import { invalid, refusal, refusalErrors, wordedErrors } from "./saving";
import { acceptSvg } from "./svg";

const ANNA = { commit: "a".repeat(40), authorName: "Anna Beispiel", date: "2026-03-01T12:30:00Z" };
const conflictOf = (current: typeof ANNA | null) =>
  new ConflictError("b".repeat(40), null, current, []);

describe("the content editor's refusals", () => {
  it("name who changed the content meanwhile, and when, as the member's language writes it", () => {
    const conflict = conflictOf(ANNA);
    expect(conflict.message).toBe(
      "Anna Beispiel hat diesen Inhalt inzwischen geändert (01.03.2026, 13:30). Ihre Änderung " +
        "wurde nicht gespeichert. Bitte vergleichen Sie beide Fassungen und speichern Sie erneut.",
    );
    expect(refusalText(teamDe, conflict, "de")).toBe(conflict.message);
    expect(refusalText(teamEn, conflict, "en")).toBe(
      "Anna Beispiel has changed this content meanwhile (1 Mar 2026, 13:30). Your change was " +
        "not saved. Please compare both versions and save again.",
    );
    expect(refusalText(teamEn, conflictOf(null), "en")).toMatch(/^This content has been changed/);
  });

  it("are found on errors of another copy of the module by name, never on other errors", () => {
    const copy = Object.assign(new Error("Die Version abc gibt es nicht."), {
      name: "NotFoundError",
      key: "versionUnknown",
      slots: { id: "abc" },
    });
    expect(historyRefusalOf(copy)).toMatchObject({ key: "versionUnknown", slots: { id: "abc" } });
    expect(historyRefusalOf(new NotFoundError("versionUnknown", { id: "abc" }))?.key).toBe(
      "versionUnknown",
    );
    expect(historyRefusalOf(new Error("git failed"))).toBeUndefined();
    expect(new RemoteConflictError([]).message).toMatch(/^Im gemeinsamen Repository/);
  });

  it("reach the form in the member's language; the build's problems stay as they are", () => {
    const refused = invalid("slug", refusal("postExists"));
    refused.errors[""] = [
      "content/news/x.md: title: fehlt",
      refusal("itemExists", { id: "egn26" }),
    ];
    expect(wordedErrors(refused.errors, "en")).toEqual({
      slug: ["A post with this date and name already exists."],
      "": ["content/news/x.md: title: fehlt", "“egn26” already exists."],
    });
    expect(wordedErrors(refused.errors, "de").slug).toEqual([
      "Einen Beitrag mit diesem Datum und Namen gibt es schon.",
    ]);
    const conflict = conflictOf(ANNA);
    const outcome = { status: "conflict" as const, refusal: conflict, theirs: {} };
    expect(refusalErrors(outcome, "en")[""]?.[0]).toMatch(/^Anna Beispiel has changed/);
    expect(refusalErrors(outcome, "de")[""]).toEqual([conflict.message]);
  });

  it("say why a photo or an SVG is not taken, in German and in English", async () => {
    const empty = await acceptPhoto(new Uint8Array()).catch((error: unknown) => error);
    expect(empty).toBeInstanceOf(PhotoError);
    expect((empty as PhotoError).message).toBe("Die Datei ist leer.");
    expect(refusalText(teamEn, empty as PhotoError, "en")).toBe("The file is empty.");

    const script = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>',
    );
    const refused = (() => {
      try {
        acceptSvg(script);
      } catch (error) {
        return error as PhotoError;
      }
    })();
    expect(refused?.message).toBe(
      "Das SVG enthält ein <script>-Element, das Code oder Fremdes laden kann. Bitte ein SVG ohne das hochladen.",
    );
    expect(refusalText(teamEn, refused!, "en")).toBe(
      "The SVG contains a <script> element, which can run code or load outside content. Please upload an SVG without it.",
    );
  });
});
