import { useShell } from "~/components/shell/useShell";
import styles from "./SponsorsStrip.module.css";

/** "Our main supporters": three logos, no links. */
export function SponsorsStrip() {
  const shell = useShell();
  if (!shell) return null;
  return (
    <section className={styles.strip} aria-labelledby="hauptsponsoren">
      <h2 id="hauptsponsoren" className={styles.heading}>
        Our main supporters
      </h2>
      <ul className={styles.logos}>
        {shell.mainSponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <img
              src={sponsor.logo.src}
              alt={sponsor.logo.alt || sponsor.name}
              width={sponsor.logo.width}
              height={sponsor.logo.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
