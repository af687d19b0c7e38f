import { describe, expect, it } from "vitest";
import type { SubscriberRow } from "../db/schema";
import { subscribersCsv } from "./export-subscribers";

const subscriber = (email: string, locale: string): SubscriberRow => ({
  id: email,
  createdAt: new Date("2026-01-02T10:00:00Z"),
  email,
  name: "",
  confirmedAt: new Date("2026-01-02T10:05:00Z"),
  confirmTokenHash: null,
  confirmExpiresAt: new Date("2026-01-04T10:00:00Z"),
  unsubscribeToken: `token-of-${locale}-0123456789abcdef`,
  locale,
  consentAt: null,
  consentSource: null,
  importedBy: null,
  importedAt: null,
});

describe("subscribers export", () => {
  it("links each address's unsubscribe page in the language it signed up in", () => {
    const csv = subscribersCsv(
      [subscriber("eins@example.org", "de"), subscriber("two@example.org", "en")],
      "https://team.example",
    );
    const [, german, english] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(german).toMatch(
      /;Deutsch;https:\/\/team\.example\/newsletter\/abmelden\?token=token-of-de-0123456789abcdef$/,
    );
    expect(english).toMatch(
      /;Englisch;https:\/\/team\.example\/en\/newsletter\/unsubscribe\?token=token-of-en-0123456789abcdef$/,
    );
  });
});
