import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useMessages } from "~/i18n/useMessages";
import type { UiMessages } from "~/i18n/messages/ui.de";
import styles from "./ConsentFrame.module.css";

export interface ConsentFrameProps {
  /** Address of the external content. Nothing is requested from it before the visitor agrees. */
  src: string;
  /** Accessible title of the frame, e.g. "Anmeldeformular für den Newsletter". */
  title: string;
  /** What will be loaded, from whom, and what that provider receives. */
  children: ReactNode;
  /** Label of the consent button. */
  loadLabel?: string;
  /** Text of the plain link shown instead when JavaScript is off. */
  fallbackLabel?: string;
  /** When set, the visitor may let the browser remember the consent for this session (sessionStorage). */
  storageKey?: string;
  /** Height of the frame in CSS pixels. */
  height?: number;
  /** Sandbox flags for the frame. */
  sandbox?: string;
}

/** The frame's own texts, in the page's language. */
export type ConsentTexts = UiMessages["consent"] & Pick<UiMessages, "opensInNewTab">;

const REMEMBERED = "granted";

function readConsent(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) === REMEMBERED;
  } catch {
    return false;
  }
}

function writeConsent(key: string | undefined, granted: boolean) {
  if (!key) return;
  try {
    if (granted) window.sessionStorage.setItem(key, REMEMBERED);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage can be blocked; consent then simply is not remembered.
  }
}

/**
 * Two-click consent for an external embed: a placeholder explains what happens, and the frame
 * (and with it the first request to the third party) is only created after the visitor clicks.
 */
export function ConsentFrame(props: ConsentFrameProps) {
  const messages = useMessages();
  return (
    <ConsentFrameView
      {...props}
      texts={{ ...messages.consent, opensInNewTab: messages.opensInNewTab }}
    />
  );
}

/** The consent frame with its texts given (what `ConsentFrame` renders). */
export function ConsentFrameView({
  src,
  title,
  children,
  texts,
  loadLabel = texts.load,
  fallbackLabel = texts.openInTab,
  storageKey,
  height = 640,
  sandbox = "allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox",
}: ConsentFrameProps & { texts: ConsentTexts }) {
  const [loaded, setLoaded] = useState(false);
  const [remember, setRemember] = useState(false);
  const focusFrame = useRef(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const placeholderButton = useRef<HTMLButtonElement>(null);
  const rememberId = useId();

  // A consent remembered earlier in this session (only readable after hydration).
  useEffect(() => {
    if (readConsent(storageKey)) setLoaded(true);
  }, [storageKey]);

  useEffect(() => {
    if (loaded && focusFrame.current) {
      focusFrame.current = false;
      frame.current?.focus();
    }
  }, [loaded]);

  function load() {
    writeConsent(storageKey, remember);
    focusFrame.current = true;
    setLoaded(true);
  }

  function unload() {
    writeConsent(storageKey, false);
    setLoaded(false);
    setRemember(false);
    requestAnimationFrame(() => placeholderButton.current?.focus());
  }

  if (loaded) {
    return (
      <div className={styles.loaded}>
        <iframe
          ref={frame}
          src={src}
          title={title}
          height={height}
          className={styles.frame}
          sandbox={sandbox}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <button type="button" className={`button button--ghost ${styles.unload}`} onClick={unload}>
          {texts.unload}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.placeholder} data-consent-placeholder="">
      <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d="M12 3l7.5 3v5.5c0 4.6-3.2 8.4-7.5 9.5-4.3-1.1-7.5-4.9-7.5-9.5V6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <path
          d="M8.75 12.25l2.25 2.25 4.25-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.text}>{children}</div>
      <div className={styles.controls}>
        <button ref={placeholderButton} type="button" className="button" onClick={load}>
          {loadLabel}
        </button>
        {storageKey && (
          <label className={styles.remember} htmlFor={rememberId}>
            <input
              id={rememberId}
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {texts.remember}
          </label>
        )}
      </div>
      <noscript>
        <p className={styles.noscript}>
          {texts.noScript}{" "}
          <a href={src} target="_blank" rel="noopener noreferrer">
            {fallbackLabel} {texts.opensInNewTab}
          </a>
        </p>
      </noscript>
    </div>
  );
}
