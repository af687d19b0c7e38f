import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toolbar } from "./Toolbar";
import { SIDENAV_ID, SideNav } from "./SideNav";
import { SiteFooter } from "./SiteFooter";
import { useShell } from "./useShell";
import styles from "./SiteShell.module.css";

export function SiteShell({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  // The menu link was followed before the page's JavaScript ran: open the navigation it asked for.
  useEffect(() => {
    if (window.location.hash !== `#${SIDENAV_ID}`) return;
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname + window.location.search,
    );
    setNavOpen(true);
  }, []);

  const closeNav = useCallback(() => setNavOpen(false), []);

  return (
    <div className={styles.shell}>
      {shell && (
        <a href="#inhalt" className={styles.skipLink}>
          {shell.messages.skipToContent}
        </a>
      )}
      {shell && (
        <Toolbar
          shell={shell}
          navOpen={navOpen}
          menuButtonRef={menuButton}
          onToggleNav={() => setNavOpen((open) => !open)}
        />
      )}
      <div className={styles.body}>
        {shell && (
          <SideNav
            items={shell.navigation}
            open={navOpen}
            onClose={closeNav}
            menuButtonRef={menuButton}
          />
        )}
        <div className={styles.column}>
          <main id="inhalt" ref={main} tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {shell && <SiteFooter shell={shell} />}
        </div>
      </div>
    </div>
  );
}
