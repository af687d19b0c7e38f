import type { ReactNode } from "react";
import { HydratesLater } from "~/components/HydratesLater";
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
      {shell && (
        <HydratesLater>
          <Toolbar shell={shell} />
        </HydratesLater>
      )}
      <div className={styles.body}>
        {shell && (
          <HydratesLater>
            <SideNav items={shell.navigation} />
          </HydratesLater>
        )}
        <div className={styles.column}>
          <main id="inhalt" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          {shell && (
            <HydratesLater>
              <SiteFooter shell={shell} />
            </HydratesLater>
          )}
        </div>
      </div>
    </div>
  );
}
