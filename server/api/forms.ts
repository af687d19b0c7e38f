import { API_PATHS } from "../../app/forms/transport";
import type { FormMessages } from "../../app/i18n/messages/forms.de";
import { donationPath } from "../../app/lib/paths";
import { SUBMISSION_FORMS, type SubmissionForm } from "../submissions/forms";

/** A stored form as the web server serves it: its API address, its page, its answer. */
export interface FormDefinition extends SubmissionForm {
  apiPath: string;
  /** The page with the form (German path); a form post without JavaScript is sent back here on errors. */
  formPage: string;
  /** Answer to a successful JSON submission (the client shows its own dialog). */
  successText(messages: FormMessages): string;
}

export function formDefinitions(productName: string): FormDefinition[] {
  return [
    {
      ...SUBMISSION_FORMS.donation,
      apiPath: API_PATHS.donation,
      formPage: donationPath(productName),
      successText: (messages) => messages.api.donationAccepted,
    },
    {
      ...SUBMISSION_FORMS.contact,
      apiPath: API_PATHS.contact,
      formPage: "/contact",
      successText: (messages) => messages.api.contactAccepted,
    },
  ];
}
