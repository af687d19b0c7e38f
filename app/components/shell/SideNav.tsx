import { useId } from "react";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/useLocale";
import { useMessages } from "~/i18n/useMessages";
import type { NavigationItem } from "~/content/schema";
import { SIDENAV_ID } from "./sidenav-ids";
import styles from "./SideNav.module.css";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

/**
 * The side navigation in a `<dialog>`, closed at first. Without JavaScript the menu link targets it
 * and the stylesheet shows it with every branch expanded; app/enhance/menu.ts opens it as a dialog
 * beside the content on wide screens and as a modal drawer on smaller ones.
 */
export function SideNav({ items }: { items: NavigationItem[] }) {
  const messages = useMessages();
  return (
    <dialog id={SIDENAV_ID} aria-label={messages.toolbar.menu} className={styles.sidenav}>
      <nav aria-label={messages.sideNav.main} className={styles.panel}>
        <a href="#inhalt" className={styles.closeWithoutScript}>
          {messages.sideNav.close}
        </a>
        <NavTree items={items} />
      </nav>
    </dialog>
  );
}

function NavTree({ items }: { items: NavigationItem[] }) {
  return (
    <ul className={styles.tree}>
      {items.map((item) => (
        <NavNode key={`${item.name}-${item.link}`} item={item} />
      ))}
    </ul>
  );
}

/** A branch's button opens its children with the menu script; without it every branch is open. */
function NavNode({ item }: { item: NavigationItem }) {
  const childrenId = useId();
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
            aria-expanded="false"
            aria-controls={childrenId}
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
          data-nav-link=""
          lang={item.lang}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {item.name}
        </a>
      </div>
      {item.children && (
        <div id={childrenId} hidden className={styles.children}>
          <NavTree items={item.children} />
        </div>
      )}
    </li>
  );
}
