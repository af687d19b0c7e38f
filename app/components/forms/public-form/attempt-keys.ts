import { newIdempotencyKey, type SubmitOutcome } from "~/forms/submit-outcome";

/**
 * The idempotency key of each attempt to send a form (ADR 0063). An attempt that may not have
 * reached the server, or that the server could not store, keeps its key for the same values, so
 * sending them again stores them once; any other answer, or other values, start a new key.
 */
export class AttemptKeys {
  private last: { key: string; values: string; reusable: boolean } | null = null;

  /** The key to send `values` with now. */
  keyFor(values: unknown): string {
    const snapshot = JSON.stringify(values);
    const previous = this.last;
    const key =
      previous?.reusable && previous.values === snapshot ? previous.key : newIdempotencyKey();
    this.last = { key, values: snapshot, reusable: false };
    return key;
  }

  /** Records the answer to the last attempt. */
  settle(outcome: SubmitOutcome): void {
    if (!this.last) return;
    this.last.reusable = outcome.status === "failed" && outcome.retryable;
  }
}
