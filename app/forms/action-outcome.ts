/**
 * What the page's script makes of its form page's route action (ADR 0187): the action's data
 * (accepted, or refused with errors and values) as the outcome the form shows, and a request
 * that failed on the way as a failure that may be retried with the same idempotency key.
 */
import { isRecord } from "./form-data";
import type { FormAccepted, FormReplay } from "./replay";
import { SubmitError, type SubmitOutcome } from "./submit-outcome";

/** The HTTP status the action answers each refusal with (page-action.server.ts). */
const REFUSAL_STATUS = { rate: 429, server: 503, tooLarge: 413, origin: 403 } as const;

export function outcomeOf(answer: unknown, address: string): SubmitOutcome {
  if (isRecord(answer) && answer.accepted === true) {
    const reference = (answer as unknown as FormAccepted).payment?.reference;
    return reference ? { status: "success", reference } : { status: "success" };
  }
  if (!isRecord(answer) || !isRecord(answer.errors))
    return {
      status: "failed",
      retryable: true,
      error: new SubmitError(`POST ${address}: unreadable answer`),
    };
  const replay = answer as unknown as FormReplay;
  if (replay.failure === undefined) return { status: "invalid", errors: replay.errors };
  if (replay.failure === "rate") return { status: "rate-limited", waitSeconds: replay.waitSeconds };
  const httpStatus = REFUSAL_STATUS[replay.failure];
  return {
    status: "failed",
    retryable: replay.failure === "server",
    error: new SubmitError(`POST ${address} antwortete mit HTTP ${httpStatus}`, httpStatus),
  };
}

/** Runs the route's server action from its `clientAction`; what fails on the way is a failure. */
export async function actionOutcome(
  request: Request,
  serverAction: () => Promise<unknown>,
): Promise<SubmitOutcome> {
  const address = `${new URL(request.url).pathname}.data`;
  try {
    return outcomeOf(await serverAction(), address);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: "failed",
      retryable: true,
      error: new SubmitError(`POST ${address} schlug fehl: ${reason}`),
    };
  }
}
