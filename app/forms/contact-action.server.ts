import type { AppLoadContext } from "react-router";
import { localeOfRequest, localizedPath } from "../i18n/locale";
import { CONTACT_FIELDS } from "./contact-form";
import { pageFormAction } from "./page-action.server";

/** The contact page's action: a message sent without JavaScript (`/contact`, `/en/contact`). */
export const contactAction = (args: { request: Request; context: AppLoadContext }) =>
  pageFormAction(
    "contact",
    CONTACT_FIELDS,
    args,
    localizedPath("/contact/danke", localeOfRequest(args.request)),
  );
