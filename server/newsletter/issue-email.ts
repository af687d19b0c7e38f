import { isLocale, type Locale } from "../../app/i18n/locale";
import type { PendingNotification } from "../db/outbox";
import type { NotificationEmail } from "../mail/email";
import { readProductName } from "../site";
import { issueDocument, listId, storedContent } from "./issue-mail";
import { unsubscribeUrls } from "./token-links";

const productName = readProductName();

/**
 * One issue to one address, in the subscriber's language, with their own unsubscribe link and
 * the list headers (RFC 2369, RFC 2919, one-click RFC 8058). A member's test has the same body
 * without a working unsubscribe link or list headers.
 */
export function issueEmail(
  notification: Extract<PendingNotification, { kind: "issue" }>,
  siteOrigin: string,
  messageId: string,
): NotificationEmail {
  const { issue, subscriber, submission: delivery } = notification;
  const locale: Locale = isLocale(delivery.locale) ? delivery.locale : "de";
  const site = { origin: siteOrigin, productName };
  const content = storedContent(issue, locale);
  const links = subscriber && unsubscribeUrls(subscriber.unsubscribeToken, locale, siteOrigin);
  const { html, text } = issueDocument(content, locale, site, links?.page);
  return {
    to: subscriber?.email ?? delivery.testAddress ?? "",
    subject: content.subject,
    messageId,
    html,
    text,
    headers: {
      "List-Id": listId(site),
      ...(links && {
        "List-Unsubscribe": `<${links.oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }),
    },
  };
}
