import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { format } from "../../app/i18n/format";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import { isLocale, localizedPath, type Locale } from "../../app/i18n/locale";
import type { PendingNotification } from "../db/outbox";
import { formatDateTime, formatEuro, formatFields } from "../format";
import { teamLinkMail } from "../team/mail";

export interface NotificationEmail {
  /** The recipient; without one the team (`NOTIFY_TO`). */
  to?: string;
  subject: string;
  text: string;
  replyTo?: { name: string; address: string };
  messageId: string;
  headers?: Record<string, string>;
}

/** Line breaks and runs of spaces in a visitor's value become one space. */
const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (text: string, max = 150) => flatten(text).slice(0, max);

/**
 * Each visitor value on its own labelled line, so no value can forge a line of its own (a name
 * like "…\n\nBetrag: 50.000,00 €" must not look like a row of the mail).
 */
const fieldLines = (rows: [string, string][]) =>
  formatFields(rows.map(([label, value]) => [label, flatten(value)]));

/** The team's mails stay German and name the language the visitor used. */
const LANGUAGE_NAMES: Record<Locale, string> = { de: "Deutsch", en: "Englisch" };

const localeOf = (value: string): Locale => (isLocale(value) ? value : "de");

/** A page or API address of the site with `?token=`. */
const tokenUrl = (siteOrigin: string, path: string, token: string) =>
  `${new URL(path, siteOrigin).href}?token=${encodeURIComponent(token)}`;

/**
 * The one e-mail an address gets before it is confirmed, in the language of the sign-up: the
 * confirmation link (it leads to a page with a button, as mail scanners follow links) and the
 * one-click unsubscribe (RFC 8058).
 */
function newsletterConfirmation(
  notification: Extract<PendingNotification, { kind: "newsletter" }>,
  siteOrigin: string,
  messageId: string,
): NotificationEmail {
  const { submission: subscriber, confirmToken } = notification;
  const locale = localeOf(subscriber.locale);
  const mail = formMessages(locale).confirmationMail;
  const page = (path: string) => localizedPath(path, locale);
  const confirm = tokenUrl(siteOrigin, page(NEWSLETTER_PATHS.confirmPage), confirmToken);
  const unsubscribe = tokenUrl(
    siteOrigin,
    page(NEWSLETTER_PATHS.unsubscribePage),
    subscriber.unsubscribeToken,
  );
  const oneClick = tokenUrl(
    siteOrigin,
    NEWSLETTER_PATHS.unsubscribeApi,
    subscriber.unsubscribeToken,
  );
  const greeting = subscriber.name
    ? format(mail.greetingName, { name: oneLine(subscriber.name, 100) })
    : mail.greeting;
  const expires = formatDateTime(subscriber.confirmExpiresAt);
  return {
    to: subscriber.email,
    subject: mail.subject,
    messageId,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text:
      `${greeting}\n\n${format(mail.body, { expires })}\n\n${confirm}\n\n` +
      `${mail.ignore}\n\n${format(mail.unsubscribe, { url: unsubscribe })}\n`,
  };
}

/** The e-mail that tells the team about one submission, or confirms a newsletter sign-up. */
export function buildNotification(
  notification: PendingNotification,
  siteOrigin: string,
): NotificationEmail {
  const { submission } = notification;
  const messageId = `<${notification.kind}-${submission.id}@${new URL(siteOrigin).hostname}>`;
  if (notification.kind === "newsletter")
    return newsletterConfirmation(notification, siteOrigin, messageId);
  if (notification.kind === "team-link")
    return teamLinkMail(notification.submission, notification.token, siteOrigin, messageId);
  const footer = `\n\nEingegangen am ${formatDateTime(submission.createdAt)} Uhr über die Website (Kennung ${submission.id}).\n`;

  if (notification.kind === "donation") {
    const d = notification.submission;
    const name = `${d.firstName} ${d.lastName}`;
    const rows: [string, string][] = [
      ["Referenz", d.reference ?? "–"],
      ["Betrag", formatEuro(d.amountCents)],
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
    if (d.email) rows.push(["E-Mail für die Quittung", d.email]);
    rows.push(["Anmerkung", d.note], ["Sprache", LANGUAGE_NAMES[localeOf(d.locale)]]);
    return {
      subject: oneLine(`Neue Spendenzusage: ${formatEuro(d.amountCents)} von ${name}`),
      messageId,
      text:
        `Über die Website ist eine Spendenzusage eingegangen. Bitte den Zahlungseingang prüfen` +
        `${d.certificate ? " und die Spendenquittung ausstellen" : ""}.\n\n${fieldLines(rows)}${footer}`,
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
      `${fieldLines([
        ["Name", c.name],
        ["E-Mail", c.email],
        ["Telefon", c.phone],
        ["Betreff", c.subject],
        ["Sprache", LANGUAGE_NAMES[localeOf(c.locale)]],
      ])}\n\nNachricht:\n\n${c.message}${footer}`,
  };
}
