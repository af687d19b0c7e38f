/**
 * The browser's client for the two form endpoints (spec section 7): POST JSON, read the answer
 * as text. It adds the CSRF header from the `XSRF-TOKEN` cookie and an idempotency key.
 */
import {
  API_PATHS,
  CSRF_HEADER,
  formAction,
  IDEMPOTENCY_HEADER,
  LANGUAGE_FIELD,
  readCsrfCookie,
  REFERENCE_HEADER,
} from "~/forms/transport";
import { isRecord } from "~/forms/form-data";
import { isLocale } from "~/i18n/locale";

export type FormKind = keyof typeof API_PATHS;

/** GET endpoint whose answer sets the CSRF cookie when it is missing (never cached, cheap). */
const CSRF_REFRESH_PATH = "/api/csrf";

export type SubmitOutcome =
  /** `reference`: a donation pledge's code to put in the transfer's purpose line. */
  | { status: "success"; reference?: string }
  /** 400 with `{ errors: { field: message } }`. */
  | { status: "invalid"; errors: Record<string, string> }
  /**
   * 429; `waitSeconds`: how long the visitor is told to wait, the limit's window from the body
   * (the same as a form without JavaScript shows), else the Retry-After header.
   */
  | { status: "rate-limited"; waitSeconds: number | undefined }
  /**
   * Anything else. `retryable`: the request may not have reached the server or the server could
   * not store it, so sending the same values again with the same idempotency key is safe.
   */
  | { status: "failed"; retryable: boolean; error: Error };

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "SubmitError";
  }
}

/** A fresh random key for one submission attempt (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function csrfToken(refresh: boolean): Promise<string> {
  const current = readCsrfCookie(document.cookie);
  if (current && !refresh) return current;
  const response = await fetch(CSRF_REFRESH_PATH, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { Accept: "application/json" },
  });
  // The cookie comes with any answer, even a 404; only a missing cookie is a problem.
  const token = readCsrfCookie(document.cookie);
  if (!token) throw new SubmitError(`CSRF-Token fehlt (HTTP ${response.status})`, response.status);
  return token;
}

function errorsFrom(text: string): Record<string, string> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null || !("errors" in body)) return undefined;
    const { errors } = body;
    if (typeof errors !== "object" || errors === null) return undefined;
    const entries = Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}

function waitSecondsFrom(text: string): number | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const seconds = isRecord(body) ? body.waitSeconds : undefined;
    return typeof seconds === "number" && seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get("Retry-After"));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Sends one form. `body` is the validated form data plus `startedAt` and the honeypot `website`.
 * Never throws: every problem comes back as an outcome.
 */
export async function submitForm(
  kind: FormKind,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const send = (token: string) =>
    // The language in the address too, so that even an answer to a body the server cannot read
    // is in the form's language.
    fetch(
      formAction(API_PATHS[kind], isLocale(body[LANGUAGE_FIELD]) ? body[LANGUAGE_FIELD] : "de"),
      {
        method: "POST",
        credentials: "same-origin",
        cache: "no-store",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/plain",
          [CSRF_HEADER]: token,
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        },
        body: JSON.stringify(body),
      },
    );

  let response: Response;
  let text: string;
  try {
    response = await send(await csrfToken(false));
    // A stale or missing token (e.g. cookies were cleared in another tab): fetch a new one, once.
    if (response.status === 403) response = await send(await csrfToken(true));
    // Per spec the answer is read as plain text; its content is only used for 400.
    text = await response.text();
  } catch (error) {
    return {
      status: "failed",
      retryable: true,
      error: error instanceof Error ? error : new SubmitError(String(error)),
    };
  }

  if (response.ok) {
    const reference = response.headers.get(REFERENCE_HEADER);
    return reference ? { status: "success", reference } : { status: "success" };
  }
  if (response.status === 429)
    return { status: "rate-limited", waitSeconds: waitSecondsFrom(text) ?? retryAfter(response) };
  if (response.status === 400) {
    const errors = errorsFrom(text);
    if (errors) return { status: "invalid", errors };
  }
  return {
    status: "failed",
    retryable: response.status >= 500,
    error: new SubmitError(
      `POST ${API_PATHS[kind]} antwortete mit HTTP ${response.status}: ${text.slice(0, 200)}`,
      response.status,
    ),
  };
}
