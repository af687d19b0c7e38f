/**
 * A plain form post (no JavaScript) that was refused, rendered back into the form page with what
 * the visitor sent: the page's route action answers with it (`useActionData`), never through the
 * URL. See docs/decisions/0080-refused-form-post-rendered-back.md and 0178.
 */
import type { SubmitFailure } from "./errors";

export interface FormReplay {
  form: "donation" | "contact" | "newsletter";
  /** The text of each field as the visitor sent it. */
  values: Record<string, string>;
  /** Message per field (empty for a failure that is not the visitor's). */
  errors: Record<string, string>;
  failure?: SubmitFailure;
  /** The form page at the site's own address (`SITE_ORIGIN`), for a post from another one. */
  siteAddress?: string;
  /** For a refusal by the rate limit: how long to wait, in seconds (the limit's window). */
  waitSeconds?: number;
}
