import { contentFor } from "~/content/content.server";
import { pageUiTexts } from "~/i18n/catalogue.server";
import { loadPage } from "~/content/pages.server";
import { ContentImage } from "~/components/ContentImage";
import { ContentPage } from "~/components/ContentPage";
import { Prose } from "~/components/prose/Prose";
import { Carousel } from "~/components/carousel/Carousel";
import { format } from "~/i18n/format";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import styles from "./aboutus.module.css";
import type { Route } from "./+types/aboutus";
import type { PageHandle } from "~/enhance/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    ...loadPage("aboutus", locale),
    images: contentFor(locale).aboutUsCarousel,
    uiTexts: pageUiTexts(locale, "aboutUs", "carousel"),
  };
}

export const handle: PageHandle = { scripts: ["carousel"] };

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function AboutusPage({ loaderData }: Route.ComponentProps) {
  const { page, images, productName } = loaderData;
  const texts = useMessages("aboutUs").aboutUs;
  return (
    <ContentPage heading={page.heading}>
      <Carousel
        label={format(texts.carousel, { productName })}
        items={images}
        itemKey={(item) => item.title}
        renderItem={(item, index) => (
          <figure className={styles.figure} data-title={item.title}>
            <ContentImage
              image={item.image}
              place="aboutUs"
              priority={index === 0}
              className={styles.image}
              draggable={false}
            />
          </figure>
        )}
        perView={{ base: 2, 767: 1 }}
        perScroll={{ base: 1 }}
      />
      <Prose html={page.html} className={styles.text} />
    </ContentPage>
  );
}
