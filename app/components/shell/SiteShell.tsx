import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toolbar } from "./Toolbar";
import { SideNav } from "./SideNav";
import { SiteFooter } from "./SiteFooter";
import { useShell } from "./useShell";
import styles from "./SiteShell.module.css";

export function SiteShell({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  const closeNav = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setNavOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <div className={styles.shell}>
      <a href="#inhalt" className={styles.skipLink}>
        Zum Inhalt springen
      </a>
      {shell && (
        <Toolbar
          shell={shell}
          navOpen={navOpen}
          menuButtonRef={menuButton}
          onToggleNav={() => (navOpen ? closeNav({ returnFocus: false }) : setNavOpen(true))}
        />
      )}
      <div className={styles.body} data-nav-open={navOpen}>
        {shell && <SideNav items={shell.navigation} open={navOpen} onClose={closeNav} />}
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
