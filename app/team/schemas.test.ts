import { parseSubmission } from "../forms/parse-submission";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldError } from "./field-error";
import { isoDay } from "./format";
import {
  acceptInvitationSchema,
  cancelReceiptSchema,
  createIssueSchema,
  importStatementSchema,
  inviteSchema,
  markReceivedSchema,
  personSchema,
  receiptSettingsSchema,
  recordDonationSchema,
  removeMemberSchema,
  renamePasskeySchema,
  replaceReceiptSchema,
} from "./schemas";

const received = (receivedOn: string) =>
  markReceivedSchema.safeParse({ intent: "mark-received", receivedOn, amount: "12.50" });

describe("a payment's day", () => {
  afterEach(() => void vi.useRealTimers());

  it("is a Hamburg day: after 23:00 UTC in winter, tomorrow in UTC is today", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T23:30:00Z") });
    expect(isoDay()).toBe("2026-11-27");
    expect(received("2026-11-27").success).toBe(true);
    expect(received("2026-11-28").error?.issues[0]?.message).toBe(fieldError("dateInFuture"));
  });

  it("follows summer time (UTC+2)", () => {
    vi.useFakeTimers({ now: new Date("2026-07-01T22:30:00Z") });
    expect(isoDay()).toBe("2026-07-02");
    expect(received("2026-07-02").success).toBe(true);
  });

  it("refuses what is not a day", () => {
    expect(received("2026-02-28").success).toBe(true);
    expect(received("2026-02-30").error?.issues[0]?.message).toBe(fieldError("dateInvalid"));
    expect(received("2026-13-01").success).toBe(false);
    expect(received("26.11.2026").error?.issues.map((issue) => issue.message)).toEqual([
      fieldError("dateFormat"),
    ]);
    expect(received("").success).toBe(false);
  });
});

describe("texts that end up in a receipt, an e-mail or a log line", () => {
  const uuid = "6f1c1f5e-4c2b-4d8e-9a57-0d8b3c1e2f40";
  const donor = { donorName: "Max Mustermann", street: "Musterstraße 1", postalCode: "20095" };
  const settings = {
    intent: "save",
    noticeKind: "freistellung",
    taxOffice: "Hamburg-Nord",
    taxNumber: "17/000/00000",
    noticeDate: "2024-05-10",
    assessmentPeriod: "2023",
    purpose: "der Bildung und Erziehung",
    purposeIds: "7",
    place: "Hamburg",
    signatory: "Erika Musterfrau",
  };
  /** Each form with valid values, and the fields of one line it has. */
  const forms: [
    string,
    { safeParse(input: unknown): unknown },
    Record<string, unknown>,
    string[],
  ][] = [
    ["invitation", acceptInvitationSchema, { token: "t", name: "Erika Muster" }, ["name"]],
    [
      "passkey",
      renamePasskeySchema,
      { intent: "rename-passkey", passkeyId: "p", label: "Laptop" },
      ["label"],
    ],
    ["erasure", personSchema, { email: "a@example.org", name: "Max" }, ["email", "name"]],
    [
      "newsletter issue",
      createIssueSchema,
      { intent: "create", title: "Fest", markdown: "Text", titleEn: "Party", markdownEn: "Text" },
      ["title", "titleEn"],
    ],
    [
      "donation",
      recordDonationSchema,
      {
        intent: "record",
        creditId: uuid,
        payerName: "Kontoinhaber",
        ...donor,
        city: "Hamburg",
        reason: "Spende der Tochter",
      },
      ["donorName", "street", "city", "reason"],
    ],
    [
      "receipt settings",
      receiptSettingsSchema,
      settings,
      ["taxOffice", "taxNumber", "assessmentPeriod", "purpose", "place", "signatory"],
    ],
    [
      "cancelled receipt",
      cancelReceiptSchema,
      { intent: "cancel", receiptId: uuid, reason: "Anschrift falsch" },
      ["reason"],
    ],
    [
      "replaced receipt",
      replaceReceiptSchema,
      { intent: "replace", receiptId: uuid, reason: "Anschrift falsch", ...donor, city: "HH" },
      ["reason", "donorName", "street", "city"],
    ],
  ];
  const unsafe = {
    "a line break": "Max\nBetrag: 1.000.000,00 €",
    "a carriage return": "Max\rBetrag",
    "a tab": "Max\tMustermann",
    "a terminal escape": "Max\u001b[2J",
    NUL: "Max\u0000",
    "a C1 control character": "Max\u009b31m",
    "a line separator": "Max\u2028Betrag",
    "a paragraph separator": "Max\u2029Betrag",
    "a bidi override": "\u202Enrom\u202C",
    "a bidi isolate": "Max\u2066Muster\u2069",
  };

  describe.each(forms)("the %s form", (_, schema, valid, fields) => {
    it("takes the valid values", () => {
      expect(schema.safeParse(valid)).toMatchObject({ success: true });
    });

    it.each(Object.entries(unsafe))(
      "refuses %s in each field of one line, at the field",
      (_, text) => {
        for (const field of fields) {
          const result = schema.safeParse({ ...valid, [field]: text }) as {
            error?: { issues: { path: PropertyKey[]; message: string }[] };
          };
          expect(result.error?.issues, field).toContainEqual(
            expect.objectContaining({ path: [field], message: fieldError("unsafeCharacter") }),
          );
        }
      },
    );
  });

  it("allows line breaks and tabs in a newsletter's Markdown, joining a browser's CRLF", () => {
    const markdown = "Hallo,\r\n\r\n- eins\n\tweiter\r\n";
    const parsed = createIssueSchema.parse({ intent: "create", title: "Fest", markdown });
    expect(parsed.markdown).toBe("Hallo,\n\n- eins\n\tweiter");
  });

  it.each(["Hallo\u001b[2J", "Hallo\u0000", "Hallo\u2028Welt", "\u202Eollah", "Hallo\u000bWelt"])(
    "refuses other control characters, separators and bidi controls in the Markdown (%j)",
    (markdown) => {
      for (const field of ["markdown", "markdownEn"]) {
        const result = createIssueSchema.safeParse({
          intent: "create",
          title: "Fest",
          titleEn: "Party",
          markdown: "Text",
          markdownEn: "Text",
          [field]: markdown,
        });
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [field], message: fieldError("unsafeCharacterInLines") }),
        ]);
      }
    },
  );

  it("refuses a bank statement whose file name has a control character", () => {
    const file = (name: string) => new File(["<Document/>"], name, { type: "text/xml" });
    expect(
      importStatementSchema.safeParse({ intent: "import", statement: file("a.xml") }).success,
    ).toBe(true);
    const result = importStatementSchema.safeParse({
      intent: "import",
      statement: file("auszug\n\u001b[31m.xml"),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      fieldError("fileNameUnsafe"),
    ]);
  });
});

describe("the zod/mini schemas with Conform", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("gives the parsed value: the address trimmed, the roles in their order", () => {
    const submission = parseSubmission(
      form([
        ["intent", "invite"],
        ["email", "  neu@e-gnition.example "],
        ["roles", "kasse"],
        ["roles", "admin"],
      ]),
      inviteSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "invite",
      email: "neu@e-gnition.example",
      roles: ["admin", "kasse"],
    });
  });

  it("gives each field its own message, and an empty field counts as missing", () => {
    const submission = parseSubmission(
      form([
        ["intent", "invite"],
        ["email", "kein-at"],
      ]),
      inviteSchema,
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      email: [fieldError("emailInvalid")],
      roles: [fieldError("roleMissing")],
    });
    const empty = parseSubmission(
      form([
        ["intent", "invite"],
        ["email", ""],
      ]),
      inviteSchema,
    );
    expect(empty.reply().error?.email).toEqual([fieldError("emailMissing")]);
  });

  it("keeps classic zod's English for checks without a message of ours", () => {
    const result = removeMemberSchema.safeParse({ intent: "remove", memberId: "x", confirm: "ja" });
    expect(result.error?.issues[0]?.message).toBe("Invalid UUID");
  });
});
