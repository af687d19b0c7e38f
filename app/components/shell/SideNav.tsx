import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/useLocale";
import { useMessages } from "~/i18n/useMessages";
import type { NavigationItem } from "~/content/schema";
import { SIDENAV_ID } from "./sidenav-ids";
import styles from "./SideNav.module.css";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

/**
 * The side navigation in a `<dialog>`, closed at first, and no script: the toolbar's buttons open
 * it as a modal drawer (below 1200 px; `closedby="any"`: Escape and a tap outside close it) or
 * as a popover beside the content (from 1200 px; Escape and a click outside close it). A browser
 * without popovers follows the menu link and shows it as the `:target`, with a close link.
 * Choosing an item loads the next page, where it is closed.
 */
export function SideNav({ items }: { items: NavigationItem[] }) {
  const messages = useMessages();
  return (
    <dialog
      id={SIDENAV_ID}
      aria-label={messages.toolbar.menu}
      className={styles.sidenav}
      popover="auto"
      closedby="any"
    >
      <nav aria-label={messages.sideNav.main} className={styles.panel}>
        <a href="#inhalt" className={styles.closeLink}>
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

/**
 * A row of the tree: the spec's placeholder beside a leaf's link; a branch's toggle, a
 * `<summary>` placed over it, opens the `<details>` with the children below the row.
 */
function NavNode({ item }: { item: NavigationItem }) {
  const messages = useMessages();
  const specLanguage = useSpecLanguage();
  const localized = useLocalizedPath();
  const external = item.link.startsWith("http");
  const href = external ? item.link : localized(item.link);

  return (
    <li className={styles.node}>
      <div className={styles.row}>
        <span className={styles.spacer} aria-hidden="true" />
        <a
          href={href}
          className={styles.link}
          lang={item.lang}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {item.name}
        </a>
      </div>
      {item.children && (
        <details className={styles.branch}>
          <summary
            className={styles.toggle}
            aria-label={format(messages.sideNav.toggle, { name: item.name })}
            lang={specLanguage}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </summary>
          <NavTree items={item.children} />
        </details>
      )}
    </li>
  );
}
