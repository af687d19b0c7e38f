/**
 * The route action of a form's page, for a post without JavaScript or from the page's script:
 * the server's use case in `context.pageForm` (server/api/page-forms.ts) decides, the action
 * answers with a redirect to the thank-you page (the script: that it was accepted), or with the
 * page again: every value the visitor typed and the errors (read back with `useActionData`).
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { localeOfRequest, localizedPath, unlocalizedPath } from "../i18n/locale";
import { pledgePaymentQuery } from "../lib/donation-reference";
import type { FormAccepted, FormReplay } from "./replay";

/** The page's status for each kind of refusal. */
const STATUS = { invalid: 400, rate: 429, server: 503, tooLarge: 413, origin: 403 } as const;

/** The text of each of `fields` the form sent (the first of a repeated one). */
function textValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** Every text field of the form, repeated ones as lists: the body the use case reads. */
function bodyOf(form: FormData): Record<string, string | string[]> {
  // Own entries only: a field named `__proto__` must not become the body's prototype.
  return Object.fromEntries(
    [...new Set(form.keys())].map((name) => {
      const all = form.getAll(name).filter((value) => typeof value === "string");
      return [name, all.length === 1 ? all[0]! : all];
    }),
  );
}

/** The thank-you page of a form page: `/contact/danke`, `/en/contact/thanks`. */
const thanksPageOf = (request: Request) =>
  localizedPath(
    `${unlocalizedPath(new URL(request.url).pathname)}/danke`,
    localeOfRequest(request),
  );

export interface PageActionArgs {
  request: Request;
  context: AppLoadContext;
}

/** A form page's action; `fields`: the form's fields, whose values a refusal sends back. */
export async function pageFormAction(
  kind: FormReplay["form"],
  fields: readonly string[],
  { request, context }: PageActionArgs,
) {
  const page = context.pageForm;
  // Only the server's own route for the form reaches the action with its use case.
  if (!page) throw data(null, { status: 405 });
  const form = await request.formData().catch(() => new FormData());
  const result = page.refused ?? (await page.submit(bodyOf(form)));
  if (result.type === "accepted") {
    // The page's script shows its dialog, with the pledge's reference for the transfer.
    if (page.fromScript) {
      const accepted: FormAccepted = { form: kind, accepted: true };
      if (result.payment) accepted.payment = result.payment;
      return data(accepted, 201);
    }
    // A pledge's thank-you page shows its reference and amount for the transfer.
    const query = result.payment ? `?${pledgePaymentQuery(result.payment)}` : "";
    return redirect(thanksPageOf(request) + query, 303);
  }
  const replay: FormReplay = {
    form: kind,
    values: textValues(form, fields),
    errors: result.type === "invalid" ? (result.errors as Record<string, string>) : {},
  };
  // Only a hand-made post reuses an idempotency key with other values: it is not stored.
  if (result.type === "conflict") return data({ ...replay, failure: "server" as const }, 422);
  if (result.type === "invalid") return data(replay, STATUS.invalid);
  replay.failure = result.reason;
  if (result.waitSeconds) replay.waitSeconds = result.waitSeconds;
  if ("siteAddress" in result && typeof result.siteAddress === "string")
    replay.siteAddress = result.siteAddress;
  return data(replay, STATUS[result.reason]);
}
