import { useEffect, useRef } from "react";
import { Link } from "~/components/LocalizedLink";
import { useMessages } from "~/i18n/useMessages";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";
import { ContentImage } from "~/components/ContentImage";
import type { ShellData } from "~/content/shell.server";
import styles from "./SiteFooter.module.css";

/** Space kept between a focused element and the fixed footer. */
const FOCUS_GAP_PX = 16;

/**
 * While the footer is fixed to the bottom edge: keeps `--footer-height` at the height of its bar,
 * so anchors and focused elements scroll clear of it (the stylesheet sets the usual 64 px), and
 * scrolls a focused element that the browser left partly under the bar (a tall text area, whose
 * caret was already in view) above it.
 */
function useStickyFooter() {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    const footer = element?.parentElement;
    if (!element || !footer) return;
    const isSticky = () => getComputedStyle(footer).position === "sticky";
    const apply = () => {
      document.documentElement.style.setProperty(
        "--footer-height",
        `${isSticky() ? element.offsetHeight : 0}px`,
      );
    };
    const revealFocused = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || footer.contains(target) || !isSticky()) return;
      // After the browser's own scrolling for the focus.
      requestAnimationFrame(() => {
        const box = target.getBoundingClientRect();
        const overlap = box.bottom + FOCUS_GAP_PX - element.getBoundingClientRect().top;
        const room = box.top - FOCUS_GAP_PX;
        if (overlap > 0 && room > 0) window.scrollBy({ top: Math.min(overlap, room) });
      });
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    window.addEventListener("resize", apply);
    document.addEventListener("focusin", revealFocused);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", apply);
      document.removeEventListener("focusin", revealFocused);
    };
  }, []);
  return bar;
}

export function SiteFooter({ shell }: { shell: ShellData }) {
  const bar = useStickyFooter();
  const logo = shell.logos.footer;
  const texts = useMessages().footer;
  const specLanguage = useSpecLanguage();
  const buttons = [
    { label: texts.newsletter, before: texts.newsletterBefore, to: "/news" },
    { label: texts.supporter, to: shell.donationPath },
    { label: texts.imprint, to: "/imprint" },
    { label: texts.dataProtection, to: "/dataprotection" },
    { label: texts.contact, to: "/contact", hideOnMobile: true },
  ];
  return (
    <footer className={styles.footer}>
      <div ref={bar} className={styles.bar}>
        <nav aria-label={texts.label} className={styles.buttons}>
          {buttons.map((b) => (
            <Link
              key={b.label}
              to={b.to}

              className={`${styles.button} ${b.hideOnMobile ? styles.hideOnMobile : ""}`}
              lang={specLanguage}
            >
              {/* Shortened on tablets; the name stays the spec's whole label. */}
              <span>
                {b.before && <span className={styles.wideOnly}>{b.before}</span>}
                {b.label}
              </span>
            </Link>
          ))}
        </nav>
        <Link to="/aboutus" className={styles.copyright}>
          © {shell.copyrightYear} {shell.associationName}
        </Link>
      </div>
      <div className={styles.brand}>
        <ContentImage image={logo} place="footerLogo" className={styles.logo} />
      </div>
    </footer>
  );
}
