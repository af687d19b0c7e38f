import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useMessages } from "~/i18n/useMessages";
import { keepFocusInside } from "./keepFocusInside";
import styles from "./InfoDialog.module.css";

/** The spec's "Info dialog data": a title and a message (React nodes instead of an HTML string). */
export interface InfoDialogData {
  title: string;
  message: ReactNode;
  /** "error" gives the dialog an error accent; the texts stay as given. */
  tone?: "success" | "error";
}

interface InfoDialogProps {
  /** The dialog is open while this is set; the parent clears it in `onClose`. */
  data: InfoDialogData | null;
  onClose: () => void;
  /** When set, neither Escape nor a click on the backdrop closes the dialog, only the OK button. */
  disableClose?: boolean;
}

/** Exit animation length in ms (spec: enter 150 ms, exit 75 ms). */
const EXIT_MS = 75;

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A modal message with one "OK" button. Built on the native `<dialog>` with `showModal()`, which
 * makes the rest of the page inert and keeps focus inside; focus returns to where it was.
 */
export function InfoDialog({ data, onClose, disableClose = false }: InfoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const [closing, setClosing] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const isOpen = data !== null;
  const ok = useMessages().dialogOk;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen || dialog.open) return;
    const active = document.activeElement;
    returnFocusRef.current =
      active instanceof HTMLElement && active !== document.body ? active : null;
    setClosing(false);
    dialog.showModal();
    okRef.current?.focus();
  }, [isOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const requestClose = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || closing) return;
    setClosing(true);
    closeTimer.current = window.setTimeout(
      () => dialog.close(),
      prefersReducedMotion() ? 0 : EXIT_MS,
    );
  }, [closing]);

  // Fired however the dialog ended up closed (our timer, or the browser's own close request).
  const handleClosed = () => {
    window.clearTimeout(closeTimer.current);
    setClosing(false);
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    onClose();
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-closing={closing || undefined}
      data-tone={data?.tone}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={handleClosed}
      onCancel={(event) => {
        // Escape: play the exit animation (or refuse when closing is disabled).
        event.preventDefault();
        if (!disableClose) requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab") {
          keepFocusInside(event);
          return;
        }
        if (event.key !== "Escape") return;
        event.preventDefault();
        if (!disableClose) requestClose();
      }}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
        const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current;
        pointerDownOnBackdrop.current = false;
        if (onBackdrop && !disableClose) requestClose();
      }}
    >
      {data && (
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {data.title}
          </h2>
          <div id={messageId} className={styles.message}>
            {typeof data.message === "string" ? <p>{data.message}</p> : data.message}
          </div>
          <div className={styles.actions}>
            <button ref={okRef} type="button" className="button" onClick={requestClose}>
              {ok}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
