import type { ReactNode } from "react";
import { Toolbar } from "./Toolbar";
import { SideNav } from "./SideNav";
import { SiteFooter } from "./SiteFooter";
import { useShell } from "./useShell";
import styles from "./SiteShell.module.css";

/** Toolbar, side navigation, content and footer: plain markup, which works without a script. */
export function SiteShell({ children }: { children: ReactNode }) {
  const shell = useShell();
  return (
    <div className={styles.shell}>
      {shell && (
        <a href="#inhalt" className={styles.skipLink}>
          {shell.messages.skipToContent}
        </a>
      )}
      {shell && <Toolbar shell={shell} />}
      <div className={styles.body}>
        {shell && <SideNav items={shell.navigation} />}
        <div className={styles.column}>
          <main id="inhalt" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {shell && <SiteFooter shell={shell} />}
        </div>
      </div>
    </div>
  );
}
