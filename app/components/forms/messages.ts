/** Form texts that depend on a number; the texts themselves are in the forms' catalogue. */
import { format } from "~/i18n/format";
import type { FormTexts } from "~/i18n/form-texts";

/** HTTP 429 (the spec does not distinguish it; a visitor should know that waiting helps). */
export function rateLimitMessage(messages: FormTexts, waitSeconds?: number): string {
  const { common } = messages;
  const wait =
    waitSeconds && waitSeconds >= 90
      ? format(common.waitMinutes, { minutes: Math.ceil(waitSeconds / 60) })
      : common.waitMoment;
  return format(common.rateLimit, { wait });
}

/** A plain post from another address of the server: where to send the form instead. */
export function otherAddressMessage(messages: FormTexts, siteAddress = ""): string {
  return format(messages.common.otherAddress, { address: siteAddress });
}

export function errorCountAnnouncement(messages: FormTexts, count: number): string {
  return count === 1 ? messages.common.oneError : format(messages.common.manyErrors, { count });
}
