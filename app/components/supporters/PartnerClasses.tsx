import { AppLink } from "~/components/AppLink";
import { ContentImage } from "~/components/ContentImage";
import type { Image, PartnerClass } from "~/content/schema";
import styles from "./PartnerClasses.module.css";

export type PartnerClassView = Pick<PartnerClass, "name"> & {
  supporters: { name: string; website: string; logo: Image }[];
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
                // Drawn in a 2:1 box (PartnerClasses.module.css), whatever the logo's shape.
                const logo = <ContentImage image={supporter.logo} place="supporterLogo" />;
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
