import type { Locale } from "../locale";

/** The texts of a newsletter issue e-mail around the post (server only: never sent to pages). */
export const ISSUE_MAIL_TEXTS: Record<
  Locale,
  {
    listName: string;
    onlyGerman: string;
    readOnline: string;
    why: string;
    unsubscribe: string;
    testNotice: string;
  }
> = {
  de: {
    listName: "Newsletter von {productName}",
    onlyGerman: "",
    readOnline: "Auf der Website lesen",
    why: "Sie erhalten diese E-Mail, weil Sie den Newsletter von {productName} abonniert und Ihre Adresse bestätigt haben.",
    unsubscribe: "Abmelden",
    testNotice: "Testversand: Der Abmelde-Link funktioniert nur in den E-Mails an Abonnenten.",
  },
  en: {
    listName: "{productName} newsletter",
    onlyGerman: "This issue is only available in German.",
    readOnline: "Read it on the website",
    why: "You are receiving this e-mail because you subscribed to the {productName} newsletter and confirmed your address.",
    unsubscribe: "Unsubscribe",
    testNotice: "Test send: the unsubscribe link only works in the e-mails to subscribers.",
  },
};
