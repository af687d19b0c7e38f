import { useId, type ReactNode } from "react";
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
  /** When set, the visitor may let the browser remember the consent for this session (sessionStorage key). */
  storageKey?: string;
  /** Height of the frame in CSS pixels. */
  height?: number;
  /** Sandbox flags for the frame. */
  sandbox?: string;
}

/** The frame's own texts, in the page's language. */
export type ConsentTexts = UiMessages["consent"] & Pick<UiMessages, "opensInNewTab">;

/**
 * Two-click consent for an external embed: a placeholder explains what happens, and the frame
 * (and with it the first request to the third party) is only created after the visitor clicks,
 * by app/enhance/consent-frame.ts (the route loads it with `handle.scripts`). Without JavaScript
 * a plain link opens the content in a new tab.
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
  const rememberId = useId();
  return (
    <div
      data-consent-frame=""
      data-src={src}
      data-title={title}
      data-height={height}
      data-sandbox={sandbox}
      data-storage-key={storageKey}
      data-frame-class={styles.frame}
    >
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
          <button type="button" className="button" data-consent-load="">
            {loadLabel}
          </button>
          {storageKey && (
            <label className={styles.remember} htmlFor={rememberId}>
              <input id={rememberId} type="checkbox" data-consent-remember="" />
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
      <div className={styles.loaded} data-consent-loaded="" hidden>
        <button
          type="button"
          className={`button button--ghost ${styles.unload}`}
          data-consent-unload=""
        >
          {texts.unload}
        </button>
      </div>
    </div>
  );
}
