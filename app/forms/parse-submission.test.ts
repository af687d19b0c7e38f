import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { parseSubmission } from "./parse-submission";

const formOf = (entries: [string, string | File][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const schema = z.object({
  name: z.string({ error: "fehlt" }),
  note: z.optional(z.string()),
  count: z.number(),
  draft: z._default(z.boolean(), false),
  roles: z.array(z.string()),
  email: z._default(z.union([z.literal(""), z.email("keine Adresse")]), ""),
  photo: z.optional(z.file()),
  image: z.object({ alt: z.object({ de: z.string(), en: z._default(z.string(), "") }) }),
});

describe("a posted form read with its schema", () => {
  it("makes the texts what the schema expects: numbers, ticked boxes, lists, nested fields", () => {
    const submission = parseSubmission(
      formOf([
        ["name", "Lea"],
        ["note", ""],
        ["count", "3"],
        ["draft", "on"],
        ["roles", "kasse"],
        ["email", ""],
        ["photo", new File([], "")],
        ["image.alt.de", "Wagen"],
      ]),
      schema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      name: "Lea",
      count: 3,
      draft: true,
      roles: ["kasse"],
      email: "",
      image: { alt: { de: "Wagen", en: "" } },
    });
  });

  it("gives an unticked box its default, an absent list none, a file that was chosen", () => {
    const photo = new File(["x"], "foto.jpg");
    const submission = parseSubmission(
      formOf([
        ["name", "Lea"],
        ["count", "0"],
        ["email", "lea@example.org"],
        ["photo", photo],
        ["image.alt.de", "Wagen"],
      ]),
      schema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ draft: false, roles: [], email: "lea@example.org" });
    expect(submission.value.photo).toBeInstanceOf(File);
  });

  it("puts each error at its field's name, an empty required text counting as missing", () => {
    const submission = parseSubmission(
      formOf([
        ["name", ""],
        ["count", "drei"],
        ["email", "kein-at"],
        ["image.alt.de", "Wagen"],
      ]),
      schema,
    );
    expect(submission.status).toBe("error");
    const { error } = submission.reply();
    expect(Object.keys(error ?? {}).sort()).toEqual(["count", "email", "name"]);
    expect(error?.name).toEqual(["fehlt"]);
  });

  it("names the errors of nested fields as Conform names the fields", () => {
    const submission = parseSubmission(
      formOf([
        ["name", "Lea"],
        ["count", "1"],
      ]),
      schema,
    );
    expect(Object.keys(submission.reply().error ?? {})).toEqual(["image.alt.de"]);
  });
});
