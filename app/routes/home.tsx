import { contentFor } from "~/content/content.server";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { loadPage } from "~/content/pages.server";
import { AppLink } from "~/components/AppLink";
import { CreditedImage } from "~/components/ContentImage";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { Carousel } from "~/components/carousel/Carousel";
import { LandingCard } from "~/components/carousel/LandingCard";
import { NewsList } from "~/components/news/NewsList";
import { latestPosts } from "~/content/news.server";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import styles from "./home.module.css";
import type { Route } from "./+types/home";
import type { PageHandle } from "~/enhance/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { site, landingCarousel } = contentFor(locale);
  return {
    ...loadPage("home", locale),
    tagline: site.tagline,
    hero: site.images.landingHero,
    cards: landingCarousel,
    posts: latestPosts(locale, 3),
    instagram: site.social.instagram,
    uiTexts: pageUiTexts(locale, "home", "carousel"),
  };
}

export const handle: PageHandle = { scripts: ["carousel"] };

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, tagline, hero, cards, posts, instagram, productName } = loaderData;
  const texts = useMessages("home").home;
  const discover = format(texts.discover, { productName });
  return (
    <ContentPage
      heading={page.heading}
      header={<CreditedImage image={hero} place="hero" priority className={styles.hero} />}
    >
      <p className={styles.tagline}>{tagline}</p>

      <h2 className="visually-hidden">{discover}</h2>
      <Carousel
        label={discover}
        items={cards}
        itemKey={(card) => card.link}
        renderItem={(card) => <LandingCard card={card} />}
        perView={{ base: 3, 1400: 2, 767: 1 }}
        perScroll={{ base: 3, 1400: 1 }}
      />

      {posts.length > 0 && (
        <section aria-labelledby="news-heading">
          <h2 id="news-heading">{texts.latestNews}</h2>
          <NewsList posts={posts} headingLevel={3} />
          <p>
            <AppLink to="/news">{texts.allNews}</AppLink>
          </p>
        </section>
      )}

      <div className={styles.team}>
        <Prose html={page.html} />
        <aside className={styles.social} aria-labelledby="social-heading">
          <h2 id="social-heading" className={styles.socialHeading}>
            {texts.socialHeading}
          </h2>
          <p>{texts.socialText}</p>
          <AppLink to={instagram} className="button">
            <InstagramIcon />
            {texts.instagram}
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
