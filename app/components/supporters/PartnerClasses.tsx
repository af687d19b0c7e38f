import { AppLink } from "~/components/AppLink";
import type { PartnerClass } from "~/content/schema";
import styles from "./PartnerClasses.module.css";

/** Supporter logos are drawn at 2:1; the box keeps that ratio so nothing shifts while they load. */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 120;

export type PartnerClassView = Pick<PartnerClass, "name"> & {
  supporters: { name: string; website: string; logo: string }[];
};

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One card per partner class, in the order of the data, each with a grid of logos. */
export function PartnerClasses({ classes }: { classes: PartnerClassView[] }) {
  return (
    <div className={styles.classes}>
      {classes.map((partnerClass) => {
        const id = `klasse-${slug(partnerClass.name)}`;
        return (
          <section
            key={partnerClass.name}
            className={styles.card}
            aria-labelledby={id}
            data-partner-class={partnerClass.name}
          >
            <h2 id={id} className={styles.title}>
              {partnerClass.name}
            </h2>
            <ul className={styles.logos}>
              {partnerClass.supporters.map((supporter) => {
                const logo = (
                  <img
                    src={supporter.logo}
                    alt={supporter.name}
                    width={LOGO_WIDTH}
                    height={LOGO_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                );
                return (
                  <li key={supporter.name} className={styles.logo}>
                    {supporter.website ? (
                      <AppLink to={supporter.website} className={styles.logoLink}>
                        {logo}
                      </AppLink>
                    ) : (
                      logo
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
