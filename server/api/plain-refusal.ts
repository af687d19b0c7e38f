/**
 * A refused newsletter sign-up posted without JavaScript, rendered back into its page through
 * the load context. The donation and contact forms answer such posts with their page's route
 * action instead (server/api/page-forms.ts); the sign-up is still to follow.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ERROR_PARAM } from "../../app/forms/errors";
import { isRecord } from "../../app/forms/form-data";
import { FORM_REPLAY_KEY, type FormReplay } from "../../app/forms/replay";
import { localizedPath } from "../../app/i18n/locale";
import type { PageRenderer } from "../web";
import { formLocale } from "./forms";
import type { SubmitResult } from "./submission-service";

const PLAIN_STATUS = { invalid: 400, rate: 429, server: 503, tooLarge: 413, origin: 403 } as const;

/** What a refused plain post needs to know of its form. */
export interface PlainPostForm {
  kind: FormReplay["form"];
  /** The names of the form's fields, whose values come back into the form. */
  fields: readonly string[];
  formPage: string;
}

/** The text of each of the form's fields in a plain post's body (first value of a repeated one). */
function postedValues(form: PlainPostForm, body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!isRecord(body)) return values;
  for (const field of form.fields) {
    const value: unknown = Array.isArray(body[field]) ? (body[field] as unknown[])[0] : body[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * A refused plain post: the form page with the visitor's values and the errors, rendered for this
 * request (docs/decisions/0080-refused-form-post-rendered-back.md). Without a page renderer
 * (only the API is served), a redirect to the form with the field names in `?fehler=`. Both in
 * the form's language (its `lang` field).
 */
export function refusePlainPost(
  request: FastifyRequest,
  reply: FastifyReply,
  form: PlainPostForm,
  result: Exclude<SubmitResult, { type: "accepted" }>,
  renderPage: PageRenderer | undefined,
  siteOrigin?: string,
) {
  const errors = result.type === "invalid" ? result.errors : {};
  const failure = result.type === "failed" ? result.reason : undefined;
  const formPage = localizedPath(form.formPage, formLocale(request));
  if (!renderPage) {
    const problem = failure ?? Object.keys(errors).join(",");
    return reply.redirect(`${formPage}?${ERROR_PARAM}=${encodeURIComponent(problem)}`, 303);
  }
  const replay: FormReplay = {
    form: form.kind,
    values: postedValues(form, request.body),
    errors: errors as Record<string, string>,
    ...(failure && { failure }),
    ...(failure === "origin" && siteOrigin && { siteAddress: `${siteOrigin}${formPage}` }),
    ...(result.type === "failed" && result.waitSeconds && { waitSeconds: result.waitSeconds }),
  };
  return renderPage(request, reply, {
    path: formPage,
    status: PLAIN_STATUS[failure ?? "invalid"],
    context: { [FORM_REPLAY_KEY]: replay },
    cacheControl: "no-store",
  });
}
