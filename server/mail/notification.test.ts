import { describe, expect, it } from "vitest";
import { buildNotification } from "./notification";
import { retryDelay } from "./outbox-worker";

const createdAt = new Date("2026-03-01T12:30:00Z");

describe("buildNotification", () => {
  it("summarises a donation pledge in German", () => {
    const email = buildNotification(
      {
        id: 1,
        attempts: 1,
        kind: "donation",
        submission: {
          id: "d1",
          createdAt,
          amountCents: 5000,
          firstName: "Max",
          lastName: "Mustermann",
          certificate: false,
          address: "",
          postalCode: "",
          city: "",
          note: "",
          locale: "de",
          idempotencyKey: null,
          idempotencyHash: null,
          receivedOn: null,
          receivedCents: null,
          reference: "EGN-7K3Q",
          email: "",
          notReceivedAt: null,
        },
      },
      "https://e-gnition.example",
    );
    expect(email.subject).toBe("Neue Spendenzusage: 50,00 € von Max Mustermann");
    expect(email.messageId).toBe("<donation-d1@e-gnition.example>");
    expect(email.text).toContain("Eingegangen am 01.03.2026, 13:30 Uhr");
    expect(email.text).toMatch(/Anmerkung: +–/);
    expect(email.text).toMatch(/Referenz: +EGN-7K3Q/);
    expect(email.replyTo).toBeUndefined();
  });

  it("keeps every visitor value of a pledge on its own labelled line", () => {
    const email = buildNotification(
      {
        id: 3,
        attempts: 1,
        kind: "donation",
        submission: {
          id: "d2",
          createdAt,
          amountCents: 500,
          firstName: "Max\n\nBetrag: 50.000,00 €",
          lastName: "Mustermann\r\nSpendenquittung: ja",
          certificate: true,
          address: "Weg 1\nOrt: Berlin",
          postalCode: "20095",
          city: "Hamburg",
          note: "Danke\n\nBetrag: 1,00 €",
          locale: "de",
          idempotencyKey: null,
          idempotencyHash: null,
          receivedOn: null,
          receivedCents: null,
          reference: "EGN-7K3Q",
          email: "",
          notReceivedAt: null,
        },
      },
      "https://e-gnition.example",
    );
    const lines = email.text.split("\n");
    expect(lines.filter((line) => /^Betrag:/.test(line))).toEqual([
      "Betrag:                5,00 €",
    ]);
    expect(lines.filter((line) => /^(Spendenquittung|Ort):/.test(line))).toHaveLength(2);
    expect(lines).toContain("Vorname:               Max Betrag: 50.000,00 €");
    expect(email.text).not.toContain("Max\n");
    // The note keeps its lines, each under the value, never where a label would be.
    expect(email.text).toContain(
      `Anmerkung:             Danke\n${" ".repeat(23)}\n${" ".repeat(23)}Betrag: 1,00 €\n`,
    );
  });

  it("answers contact messages to the sender and keeps headers on one line", () => {
    const email = buildNotification(
      {
        id: 2,
        attempts: 1,
        kind: "contact",
        submission: {
          id: "c1",
          createdAt,
          name: "Erika\nMusterfrau",
          email: "erika@example.org",
          phone: "",
          subject: "",
          message: "Hallo",
          locale: "de",
          idempotencyKey: null,
          idempotencyHash: null,
        },
      },
      "https://e-gnition.example",
    );
    expect(email.subject).toBe("Neue Kontaktanfrage von Erika Musterfrau");
    expect(email.replyTo).toEqual({ name: "Erika Musterfrau", address: "erika@example.org" });
  });
});

describe("retryDelay", () => {
  it("doubles per attempt up to the cap", () => {
    const timing = { retryBaseMs: 1000, retryMaxMs: 5000 };
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelay(attempts, timing))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });
});
