import type { PendingNotification } from "../db/outbox";

export interface NotificationEmail {
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
  messageId: string;
}

// Intl puts a no-break space before "€"; plain spaces keep the e-mail easy to search and test.
const euro = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" })
    .format(cents / 100)
    .replace(/\s/g, " ");

const dateTime = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(date);

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (text: string, max = 150) => text.replace(/\s+/g, " ").trim().slice(0, max);

function table(rows: [label: string, value: string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows
    .map(([label, value]) => {
      const [first = "", ...rest] = (value.trim() || "–").split(/\r?\n/);
      const continuation = rest.map((line) => `${" ".repeat(width)}${line}`);
      return [`${`${label}:`.padEnd(width)}${first}`, ...continuation].join("\n");
    })
    .join("\n");
}

/** The e-mail that tells the team about one submission. */
export function buildNotification(
  notification: PendingNotification,
  siteHost: string,
): NotificationEmail {
  const { submission } = notification;
  const messageId = `<${notification.kind}-${submission.id}@${siteHost}>`;
  const footer = `\n\nEingegangen am ${dateTime(submission.createdAt)} Uhr über die Website (Kennung ${submission.id}).\n`;

  if (notification.kind === "donation") {
    const d = notification.submission;
    const name = `${d.firstName} ${d.lastName}`;
    const rows: [string, string][] = [
      ["Betrag", euro(d.amountCents)],
      ["Vorname", d.firstName],
      ["Nachname", d.lastName],
      [
        "Spendenquittung",
        d.certificate ? "ja, bitte an folgende Adresse senden" : "nicht gewünscht",
      ],
    ];
    if (d.certificate || d.address || d.postalCode || d.city) {
      rows.push(
        ["Straße und Hausnummer", d.address],
        ["Postleitzahl", d.postalCode],
        ["Ort", d.city],
      );
    }
    rows.push(["Anmerkung", d.note]);
    return {
      subject: oneLine(`Neue Spendenzusage: ${euro(d.amountCents)} von ${name}`),
      messageId,
      text:
        `Über die Website hat ${name} eine Spende zugesagt. Bitte den Zahlungseingang prüfen` +
        `${d.certificate ? " und die Spendenquittung ausstellen" : ""}.\n\n${table(rows)}${footer}`,
    };
  }

  const c = notification.submission;
  return {
    subject: oneLine(
      c.subject ? `Neue Kontaktanfrage: ${c.subject}` : `Neue Kontaktanfrage von ${c.name}`,
    ),
    messageId,
    replyTo: { name: oneLine(c.name), address: c.email },
    text:
      `Über das Kontaktformular der Website ist eine Nachricht eingegangen. ` +
      `Mit „Antworten“ geht die Antwort direkt an ${oneLine(c.name)}.\n\n` +
      `${table([
        ["Name", c.name],
        ["E-Mail", c.email],
        ["Telefon", c.phone],
        ["Betreff", c.subject],
      ])}\n\nNachricht:\n\n${c.message}${footer}`,
  };
}
