import { content } from "~/content/content.server";
import { loadPage } from "~/content/pages.server";
import { AppLink } from "~/components/AppLink";
import { CreditedImage } from "~/components/ContentImage";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { Carousel } from "~/components/carousel/Carousel";
import { LandingCard } from "~/components/carousel/LandingCard";
import { pageMeta } from "~/lib/meta";
import styles from "./home.module.css";
import type { Route } from "./+types/home";

export function loader() {
  const { site, landingCarousel } = content;
  return {
    ...loadPage("home"),
    tagline: site.tagline,
    hero: site.images.landingHero,
    cards: landingCarousel,
    instagram: site.social.instagram,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, tagline, hero, cards, instagram, productName } = loaderData;
  return (
    <ContentPage
      heading={page.heading}
      header={<CreditedImage image={hero} place="hero" priority className={styles.hero} />}
    >
      <p className={styles.tagline}>{tagline}</p>

      <h2 className="visually-hidden">{productName} entdecken</h2>
      <Carousel
        label={`${productName} entdecken`}
        items={cards}
        itemKey={(card) => card.link}
        renderItem={(card) => <LandingCard card={card} />}
        perView={{ base: 3, 1400: 2, 767: 1 }}
        perScroll={{ base: 3, 1400: 1 }}
      />

      <div className={styles.team}>
        <Prose html={page.html} />
        <aside className={styles.social} aria-labelledby="social-heading">
          <h2 id="social-heading" className={styles.socialHeading}>
            Hautnah dabei
          </h2>
          <p>
            Werkstattalltag, Testfahrten und Eventwochen: Auf Instagram nehmen wir Sie durch die
            ganze Saison mit.
          </p>
          <AppLink to={instagram} className="button">
            <InstagramIcon />
            Folgen Sie uns auf Instagram
          </AppLink>
        </aside>
      </div>
    </ContentPage>
  );
}

function InstagramIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="3"
        width="18"
        height="18"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.4" cy="6.6" r="1.3" fill="currentColor" />
    </svg>
  );
}
