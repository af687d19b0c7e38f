import { format, formatEuro } from "../../app/i18n/format";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import { isLocale, type Locale } from "../../app/i18n/locale";
import type { PendingNotification } from "../db/outbox";
import { formatDateTime, formatFields, languageName } from "../format";
import { issueEmail } from "../newsletter/issue-email";
import { confirmUrl, unsubscribeUrls } from "../newsletter/token-links";
import { receiptMail } from "../receipts/mail";
import {
  CONTACT_FIELD_LABELS as CONTACT,
  DONATION_FIELD_LABELS as DONATION,
} from "../submissions/field-labels";
import { teamLinkMail } from "../team/mail";
import { readPostalAddress } from "../site";
import type { NotificationEmail } from "./email";

/** Line breaks and runs of spaces in a visitor's value become one space. */
const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (text: string, max = 150) => flatten(text).slice(0, max);

/**
 * Each visitor value on its own labelled line, so no value can forge a line of its own (a name
 * like "…\n\nBetrag: 50.000,00 €" must not look like a row of the mail). A value of several
 * lines (`lines`) keeps them, each further line indented under the value, never at a label's place.
 */
const fieldLines = (rows: [label: string, value: string, lines?: "lines"][]) =>
  formatFields(
    rows.map(([label, value, lines]) => [
      label,
      lines ? value.replace(/\r\n?|[\u2028\u2029]/g, "\n") : flatten(value),
    ]),
  );

const localeOf = (value: string): Locale => (isLocale(value) ? value : "de");

type SubscriberMail = Extract<PendingNotification, { kind: "newsletter" | "unsubscribeLink" }>;

/**
 * An e-mail to a subscriber, in the language of the sign-up: the text's paragraphs, then the
 * unsubscribe link and the association's name and address; with the one-click unsubscribe
 * (RFC 8058). No text of the requester (such as the optional name): anyone can enter any address.
 */
function subscriberMail(
  { submission: subscriber }: SubscriberMail,
  siteOrigin: string,
  messageId: string,
  content: (locale: Locale) => { subject: string; paragraphs: string[] },
): NotificationEmail {
  const locale = localeOf(subscriber.locale);
  const mail = formMessages(locale).confirmationMail;
  const { page: unsubscribe, oneClick } = unsubscribeUrls(
    subscriber.unsubscribeToken,
    locale,
    siteOrigin,
  );
  const sender = readPostalAddress();
  const { subject, paragraphs } = content(locale);
  return {
    to: subscriber.email,
    subject,
    messageId,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    text:
      [mail.greeting, ...paragraphs, format(mail.unsubscribe, { url: unsubscribe })].join("\n\n") +
      `\n\n${[mail.signOff, sender.name, ...sender.lines].join("\n")}\n`,
  };
}

/**
 * The one e-mail an address gets before it is confirmed: the confirmation link (it leads to a
 * page with a button, as mail scanners follow links). An imported address is told where it
 * came from instead of having signed up on the site.
 */
function newsletterConfirmation(
  notification: Extract<PendingNotification, { kind: "newsletter" }>,
  siteOrigin: string,
  messageId: string,
): NotificationEmail {
  const { submission: subscriber, confirmToken } = notification;
  return subscriberMail(notification, siteOrigin, messageId, (locale) => {
    const mail = formMessages(locale).confirmationMail;
    const confirm = confirmUrl(confirmToken, locale, siteOrigin);
    const expires = formatDateTime(subscriber.confirmExpiresAt, locale);
    return {
      subject: mail.subject,
      paragraphs: [
        format(subscriber.importedAt ? mail.importedBody : mail.body, { expires }),
        confirm,
        mail.ignore,
      ],
    };
  });
}

/** The unsubscribe link, asked for by address on the unsubscribe page. */
function unsubscribeLinkMail(
  notification: Extract<PendingNotification, { kind: "unsubscribeLink" }>,
  siteOrigin: string,
  messageId: string,
): NotificationEmail {
  return subscriberMail(notification, siteOrigin, messageId, (locale) => {
    const mail = formMessages(locale).unsubscribeLinkMail;
    return { subject: mail.subject, paragraphs: [mail.body] };
  });
}

/** The e-mail that tells the team about one submission, or confirms a newsletter sign-up. */
export function buildNotification(
  notification: PendingNotification,
  siteOrigin: string,
): NotificationEmail {
  const { submission } = notification;
  const host = new URL(siteOrigin).hostname;
  const messageId = `<${notification.kind}-${submission.id}@${host}>`;
  if (notification.kind === "issue") return issueEmail(notification, siteOrigin, messageId);
  if (notification.kind === "receipt")
    return receiptMail(notification.submission, messageId, notification.replaces);
  if (notification.kind === "newsletter")
    return newsletterConfirmation(notification, siteOrigin, messageId);
  if (notification.kind === "team-link")
    return teamLinkMail(notification.submission, notification.token, siteOrigin, messageId);
  // An address may ask for its link more than once: one Message-ID per e-mail.
  if (notification.kind === "unsubscribeLink")
    return unsubscribeLinkMail(
      notification,
      siteOrigin,
      `<unsubscribe-link-${notification.id}@${host}>`,
    );
  const footer = `\n\nEingegangen am ${formatDateTime(notification.submission.createdAt)} Uhr über die Website (Kennung ${submission.id}).\n`;

  if (notification.kind === "donation") {
    const d = notification.submission;
    const name = `${d.firstName} ${d.lastName}`;
    const rows: Parameters<typeof fieldLines>[0] = [
      [DONATION.reference, d.reference ?? "–"],
      [DONATION.amount, formatEuro(d.amountCents)],
      [DONATION.firstName, d.firstName],
      [DONATION.lastName, d.lastName],
      [
        DONATION.certificate,
        d.certificate ? "ja, bitte an folgende Adresse senden" : "nicht gewünscht",
      ],
    ];
    if (d.certificate || d.address || d.postalCode || d.city) {
      rows.push(
        [DONATION.address, d.address],
        [DONATION.postalCode, d.postalCode],
        [DONATION.city, d.city],
      );
    }
    if (d.email) rows.push([DONATION.email, d.email]);
    rows.push([DONATION.note, d.note, "lines"], ["Sprache", languageName(d.locale)]);
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
        [CONTACT.name, c.name],
        [CONTACT.email, c.email],
        [CONTACT.phone, c.phone],
        [CONTACT.subject, c.subject],
        ["Sprache", languageName(c.locale)],
      ])}\n\n${CONTACT.message}:\n\n${c.message}${footer}`,
  };
}
