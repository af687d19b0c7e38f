import { ContentImage } from "~/components/ContentImage";
import { useShell } from "~/components/shell/useShell";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";
import styles from "./SponsorsStrip.module.css";

/** "Our main supporters": three logos, no links. */
export function SponsorsStrip() {
  const shell = useShell();
  const specLanguage = useSpecLanguage();
  if (!shell) return null;
  return (
    <section className={styles.strip} aria-labelledby="hauptsponsoren">
      <h2 id="hauptsponsoren" className={styles.heading} lang={specLanguage}>
        {shell.messages.mainSponsors}
      </h2>
      <ul className={styles.logos}>
        {shell.mainSponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <ContentImage
              image={sponsor.logo}
              place="sponsorStrip"
              alt={sponsor.logo.alt || sponsor.name}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
