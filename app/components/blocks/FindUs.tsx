import { Link } from "~/components/LocalizedLink";
import { AppLink } from "~/components/AppLink";
import { AddressBlock } from "~/components/blocks/AddressBlock";
import { useShell } from "~/components/shell/useShell";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";
import styles from "./FindUs.module.css";

/** "Find us": social profiles, contact form, postal address and map. */
export function FindUs() {
  const shell = useShell();
  const specLanguage = useSpecLanguage();
  if (!shell) return null;
  const texts = shell.messages.findUs;
  const social = [
    { label: "Instagram", to: shell.social.instagram },
    { label: "LinkedIn", to: shell.social.linkedin },
    { label: "YouTube", to: shell.social.youtube },
    { label: "TikTok", to: shell.social.tiktok },
  ];
  return (
    <section className={styles.findUs} aria-labelledby="find-us">
      <h2 id="find-us" lang={specLanguage}>
        {texts.heading}
      </h2>
      <ul className={`${styles.social} ${styles.hideOnMobile}`}>
        {social.map((s) => (
          <li key={s.label}>
            <AppLink to={s.to} className="button button--ghost">
              {s.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <Link to="/contact" className="button" lang={specLanguage}>
        {texts.contactForm}
      </Link>
      <AddressBlock address={shell.postalAddress} />
      <p className={styles.hideOnMobile}>
        <AppLink to={shell.mapUrl}>{texts.map}</AppLink>
      </p>
    </section>
  );
}
