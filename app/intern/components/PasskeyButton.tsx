import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";
import { useArea } from "../useArea";
import { format } from "~/i18n/format";
import { passkeyAddressProblem } from "~/team/passkey-address";
import { useHydrated } from "~/lib/useHydrated";
import styles from "~/components/forms/Form.module.css";

type Purpose = "sign-in" | "add-passkey" | "invitation";

interface PasskeyButtonProps {
  purpose: Purpose;
  label: string;
  /** More of the request (the invitation's token and name; where to go after signing in). */
  extra?: () => Record<string, string> | undefined;
}

async function post(
  body: Record<string, unknown>,
  failed: string,
): Promise<Record<string, unknown>> {
  const response = await fetch("/intern/passkey", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof answer.message === "string" ? answer.message : failed);
  return answer;
}

/**
 * The passkey ceremony (WebAuthn through @simplewebauthn/browser): asks the server for options,
 * lets the browser create or use a passkey, and sends the answer back. It needs JavaScript; the
 * pages say what to do without. On an IP address, where the browser would refuse the ceremony
 * with its own message, it says where passkeys work instead (the same page on localhost).
 */
export function PasskeyButton({ purpose, label, extra }: PasskeyButtonProps) {
  const hydrated = useHydrated();
  const texts = useArea().t.passkeyButton;
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function run() {
    const more = extra?.();
    if (extra && !more) return;
    setError(undefined);
    setBusy(true);
    try {
      const { options } = await post({ purpose, step: "options", ...more }, texts.failed);
      const response =
        purpose === "sign-in"
          ? await startAuthentication({ optionsJSON: options as never })
          : await startRegistration({ optionsJSON: options as never });
      const { redirect } = await post({ purpose, step: "verify", response, ...more }, texts.failed);
      window.location.assign(typeof redirect === "string" ? redirect : "/intern");
    } catch (caught) {
      const name = (caught as { name?: string }).name;
      setError(
        name === "NotAllowedError" || name === "AbortError"
          ? texts.cancelled
          : caught instanceof Error
            ? caught.message
            : texts.failed,
      );
      setBusy(false);
    }
  }

  if (!hydrated) return <p className={styles.hint}>{texts.needsJavaScript}</p>;
  const problem = passkeyAddressProblem(window.location);
  if (problem?.kind === "loopback")
    return (
      <p className={styles.error}>
        {texts.loopbackAddress} <a href={problem.url}>{problem.url}</a>.
      </p>
    );
  if (problem) return <p className={styles.error}>{format(texts.otherAddress, problem)}</p>;
  return (
    <div>
      <button type="button" className="button" onClick={() => void run()} disabled={busy}>
        {label}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
