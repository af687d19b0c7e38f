import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/useLocale";
import { useMessages } from "~/i18n/useMessages";
import type { NavigationItem } from "~/content/schema";
import { keepFocusInside } from "~/components/dialog/keepFocusInside";
import styles from "./SideNav.module.css";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

export const SIDENAV_ID = "seitennavigation";

/** From this width the open navigation sits beside the content (the spec's "side" mode); below it, it is a modal drawer. */
const SIDE_MODE = "(min-width: 1200px)";

interface SideNavProps {
  items: NavigationItem[];
  open: boolean;
  onClose: () => void;
  /** Gets focus back when the navigation closes by Escape or a tap outside. */
  menuButtonRef: RefObject<HTMLElement | null>;
}

/**
 * The side navigation in a `<dialog>`: opened with `show()` beside the content on wide screens,
 * with `showModal()` over it on smaller ones (backdrop, Escape, focus kept inside). Without
 * JavaScript the menu link targets it and the stylesheet shows it with all branches expanded.
 */
export function SideNav({ items, open, onClose, menuButtonRef }: SideNavProps) {
  const messages = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef(false);
  const pointerDownOnBackdrop = useRef(false);

  const close = (options: { returnFocus: boolean }) => {
    returnFocus.current = options.returnFocus;
    onClose();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      if (!element.open) return;
      element.close();
      if (returnFocus.current) menuButtonRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    const sideMode = window.matchMedia(SIDE_MODE);
    if (!element.open) {
      if (sideMode.matches) element.show();
      else element.showModal();
    }
    element.querySelector<HTMLElement>(`.${styles.link}`)?.focus();

    // Side mode has no native Escape; the modal's own Escape arrives here first as well. An
    // Escape that something else handled (an info dialog over the page) is left alone.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current({ returnFocus: true });
    }
    // Turning a tablet or resizing the window across the breakpoint changes the mode: close.
    const onModeChange = () => closeRef.current({ returnFocus: false });
    document.addEventListener("keydown", onKeyDown);
    sideMode.addEventListener("change", onModeChange);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      sideMode.removeEventListener("change", onModeChange);
    };
  }, [open, menuButtonRef]);

  return (
    <dialog
      id={SIDENAV_ID}
      ref={dialog}
      aria-label={messages.toolbar.menu}
      className={styles.sidenav}
      onCancel={(event) => {
        // A close request other than Escape (e.g. the back gesture on Android).
        event.preventDefault();
        close({ returnFocus: true });
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab" && event.currentTarget.matches(":modal")) keepFocusInside(event);
      }}
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
        const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current;
        pointerDownOnBackdrop.current = false;
        if (onBackdrop) close({ returnFocus: true });
      }}
    >
      <nav aria-label={messages.sideNav.main} className={styles.panel}>
        <a href="#inhalt" className={styles.closeWithoutScript}>
          {messages.sideNav.close}
        </a>
        <NavTree items={items} onChoose={() => close({ returnFocus: false })} />
      </nav>
    </dialog>
  );
}

function NavTree({ items, onChoose }: { items: NavigationItem[]; onChoose: () => void }) {
  return (
    <ul className={styles.tree}>
      {items.map((item) => (
        <NavNode key={`${item.name}-${item.link}`} item={item} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function NavNode({ item, onChoose }: { item: NavigationItem; onChoose: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const navigate = useNavigate();
  const messages = useMessages();
  const specLanguage = useSpecLanguage();
  const localized = useLocalizedPath();
  const external = item.link.startsWith("http");
  const href = external ? item.link : localized(item.link);

  return (
    <li>
      <div className={styles.row}>
        {item.children ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={format(messages.sideNav.toggle, { name: item.name })}
            lang={specLanguage}
            aria-expanded={expanded}
            aria-controls={childrenId}
            onClick={() => setExpanded((e) => !e)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : (
          <span className={styles.spacer} aria-hidden="true" />
        )}
        <a
          href={href}
          className={styles.link}
          lang={item.lang}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={(event) => {
            if (external || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
              return;
            event.preventDefault();
            onChoose();
            void navigate(href);
          }}
        >
          {item.name}
        </a>
      </div>
      {item.children && (
        <div id={childrenId} hidden={!expanded} className={styles.children}>
          <NavTree items={item.children} onChoose={onChoose} />
        </div>
      )}
    </li>
  );
}
