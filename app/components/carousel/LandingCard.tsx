import { AppLink } from "~/components/AppLink";
import { useMessages } from "~/i18n/useMessages";
import { ContentImage } from "~/components/ContentImage";
import type { CarouselCard } from "~/content/schema";
import styles from "./LandingCard.module.css";

/** One card of the landing carousel: image, name (the link), description. The whole card is clickable. */
export function LandingCard({ card }: { card: CarouselCard }) {
  const more = useMessages("carousel").carousel.more;
  return (
    <article className={styles.card}>
      <ContentImage
        image={card.image}
        place="landingCard"
        className={styles.image}
        draggable={false}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <AppLink to={card.link} className={styles.link} draggable={false}>
            {card.name}
          </AppLink>
        </h3>
        <p className={styles.description}>{card.description}</p>
        <span className={styles.more} aria-hidden="true">
          {more}
          <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
            <path
              d="M5 12h13M13 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </div>
    </article>
  );
}
