import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ShellData } from "~/content/shell.server";
import styles from "./SiteFooter.module.css";

/** Keeps `--footer-height` in step with the footer so focus and anchors scroll clear of it. */
function useFooterHeight() {
  const footer = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = footer.current;
    if (!element) return;
    const apply = () => {
      const sticky = getComputedStyle(element).position === "sticky";
      document.documentElement.style.setProperty(
        "--footer-height",
        `${sticky ? element.offsetHeight : 0}px`,
      );
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    window.addEventListener("resize", apply);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", apply);
    };
  }, []);
  return footer;
}

export function SiteFooter({ shell }: { shell: ShellData }) {
  const footer = useFooterHeight();
  const logo = shell.logos.footer;
  const buttons = [
    { label: "Subscribe to our Newsletter", to: "/news" },
    { label: "Become a Supporter", to: shell.donationPath },
    { label: "Imprint", to: "/imprint" },
    { label: "Data Protection", to: "/dataprotection" },
    { label: "Contact", to: "/contact", hideOnMobile: true },
  ];
  return (
    <footer ref={footer} className={styles.footer}>
      <img className={styles.logo} src={logo.src} alt={logo.alt} width={199} height={79} />
      <nav aria-label="Fußzeile" className={styles.buttons}>
        {buttons.map((b) => (
          <Link
            key={b.label}
            to={b.to}
            prefetch="intent"
            className={`${styles.button} ${b.hideOnMobile ? styles.hideOnMobile : ""}`}
          >
            {b.label}
          </Link>
        ))}
      </nav>
      <Link to="/aboutus" className={styles.copyright}>
        © {shell.copyrightYear} {shell.associationName}
      </Link>
    </footer>
  );
}
