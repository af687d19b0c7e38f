/**
 * What a form's script makes of sending it to its page's route action (./action-outcome.ts),
 * and the key that lets the server store a resent attempt once (ADR 0187).
 */
import type { FormReplay } from "./replay";

/** The site's forms that send from the browser: contact, donation, newsletter sign-up. */
export type FormKind = FormReplay["form"];

export type SubmitOutcome =
  /** `reference`: a donation pledge's code to put in the transfer's purpose line. */
  | { status: "success"; reference?: string }
  /** The action's field errors (`{ field: message }`). */
  | { status: "invalid"; errors: Record<string, string> }
  /** `waitSeconds`: how long the visitor is told to wait, the limit's window. */
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
