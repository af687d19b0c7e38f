import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSubmission } from "../../forms/parse-submission";
import { describe, expect, it } from "vitest";
import { JSON_KINDS } from "../files/kinds";
import { listItems, readItem, serializeItem } from "../files/items";
import { wordedChecks } from "../check-message";
import { itemForm, pathOfName } from "./item-forms";
import { formDataOf } from "./form-data.test-support";

const root = join(import.meta.dirname, "../../..");

/** The errors at the form's fields, as a member of `locale` reads them. */
const errorsOf = (submission: object, locale: "de" | "en" = "de") =>
  Object.fromEntries(
    Object.entries(
      (("error" in submission ? submission.error : null) as Record<string, string[] | null>) ?? {},
    ).map(([field, messages]) => [field, messages?.map((m) => wordedChecks(m, locale))]),
  );

const items = listItems(root).filter((item) =>
  (JSON_KINDS as readonly string[]).includes(item.kind),
);

describe("the forms of the JSON content", () => {
  it("has a form for every kind", () => {
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(JSON_KINDS));
  });

  it.each(items.map((item) => [`${item.kind}/${item.id}`, item] as const))(
    "%s: opened and saved without a change, the file stays byte for byte",
    (_, item) => {
      const form = itemForm(item.kind as (typeof JSON_KINDS)[number]);
      const path = (item.paths as { json: string }).json;
      const text = readFileSync(join(root, path), "utf8");
      const json = readItem(root, item.kind, item.id);
      const submission = parseSubmission(formDataOf(form.valueOf(json, "abc")), form.schema);
      expect(submission.status, JSON.stringify(errorsOf(submission))).toBe("success");
      if (submission.status !== "success") return;
      expect(submission.value.version).toBe("abc");
      const saved = form.jsonOf(submission.payload, json);
      expect(serializeItem(item.kind, saved as never, text)).toBe(text);
    },
  );
});

describe("errors at the fields", () => {
  const team = itemForm("team");
  const json = readItem(root, "team", "2025") as { departments: { members: object[] }[] };

  it("names a member's bad e-mail by the field Conform names it", () => {
    const value = team.valueOf(json, "") as Record<string, never>;
    const data = formDataOf(value);
    data.set("departments[1].members[0].email", "keine-adresse");
    data.set("departments[0].name.en", "");
    const submission = parseSubmission(data, team.schema);
    expect(submission.status).toBe("error");
    expect(Object.keys(errorsOf(submission))).toEqual(
      expect.arrayContaining(["departments[1].members[0].email"]),
    );
  });

  it("wants both languages of a text that differs", () => {
    const data = formDataOf(team.valueOf(json, ""));
    data.set("departments[0].name.de", "Kernteam");
    data.set("departments[0].name.en", "");
    const submission = parseSubmission(data, team.schema);
    expect(errorsOf(submission)["departments[0].name.en"]).toEqual(["darf nicht leer sein"]);
    expect(errorsOf(submission, "en")["departments[0].name.en"]).toEqual(["must not be empty"]);
  });

  it("writes a text the same in both languages once, and two when they differ", () => {
    const data = formDataOf(team.valueOf(json, ""));
    data.set("departments[0].name.de", "Kernteam");
    data.set("departments[0].name.en", "Core Team");
    const submission = parseSubmission(data, team.schema);
    expect(submission.status).toBe("success");
    const saved = team.jsonOf(submission.payload, json) as typeof json;
    expect(saved.departments[0]).toMatchObject({ name: { de: "Kernteam", en: "Core Team" } });
    expect(saved.departments[1]).toMatchObject({ name: "Chassis" });
  });

  it("takes a list of years as one text, and names the field when one is no number", () => {
    const events = itemForm("events");
    const data = formDataOf(events.valueOf(readItem(root, "events", "events"), ""));
    data.set("items[0].participationYears", "2019, 2021 2022;2023");
    let submission = parseSubmission(data, events.schema);
    expect(submission.status).toBe("success");
    expect(
      submission.status === "success" &&
        (submission.value.json as { participationYears: number[] }[])[0]!.participationYears,
    ).toEqual([2019, 2021, 2022, 2023]);
    data.set("items[0].participationYears", "2019, zwanzig");
    submission = parseSubmission(data, events.schema);
    expect(Object.keys(errorsOf(submission))).toEqual(["items[0].participationYears"]);
  });

  it("leaves out an optional field left empty, and keeps a required one to say it is missing", () => {
    const car = itemForm("car");
    const data = formDataOf(car.valueOf(readItem(root, "car", "egn25"), ""));
    data.set("image.alt.de", "");
    data.set("image.alt.en", "Illustration");
    const submission = parseSubmission(data, car.schema);
    expect(errorsOf(submission)["image.alt.de"]?.[0]).toMatch(/darf nicht leer sein/);
  });

  it("turns Conform's names back into paths", () => {
    expect(pathOfName("departments[2].members[10].image.src")).toEqual([
      "departments",
      2,
      "members",
      10,
      "image",
      "src",
    ]);
  });
});
