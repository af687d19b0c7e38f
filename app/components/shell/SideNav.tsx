import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { NavigationItem } from "~/content/schema";
import styles from "./SideNav.module.css";

interface SideNavProps {
  items: NavigationItem[];
  open: boolean;
  onClose: (options: { returnFocus: boolean }) => void;
}

export function SideNav({ items, open, onClose }: SideNavProps) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("a")?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") onClose({ returnFocus: true });
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  return (
    <nav
      id="seitennavigation"
      ref={panel}
      aria-label="Hauptnavigation"
      className={styles.sidenav}
      hidden={!open}
    >
      <NavTree items={items} onChoose={() => onClose({ returnFocus: false })} />
    </nav>
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
  const external = item.link.startsWith("http");

  return (
    <li>
      <div className={styles.row}>
        {item.children ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={`Toggle ${item.name}`}
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
          href={item.link}
          className={styles.link}
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          onClick={(event) => {
            if (external || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
              return;
            event.preventDefault();
            onChoose();
            void navigate(item.link);
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
