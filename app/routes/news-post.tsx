import { ContentPage } from "~/components/ContentPage";
import { ContentImage } from "~/components/ContentImage";
import { Link } from "~/components/LocalizedLink";
import { PostDate } from "~/components/news/PostDate";
import { Prose } from "~/components/prose/Prose";
import { contentFor } from "~/content/content.server";
import { findPost } from "~/content/news.server";
import { localeOfRequest } from "~/i18n/locale";
import { useMessages } from "~/i18n/useMessages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news-post";
import styles from "./news-post.module.css";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const post = findPost(locale, params.slug);
  if (!post) throw new Response("Not Found", { status: 404 });
  const { site } = contentFor(locale);
  return {
    post,
    productName: site.productName,
    page: { title: post.title, description: post.summary },
    /** For ShareTags: this page is an article (Open Graph and NewsArticle data). */
    article: {
      headline: post.title,
      description: post.summary,
      datePublished: post.date,
      image: post.image,
      tags: post.tags,
      lang: post.lang,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page, data?.productName);

export default function NewsPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const texts = useMessages().news;
  return (
    <ContentPage heading={post.title}>
      <article className={styles.article} lang={post.lang}>
        <p className={styles.meta}>
          <PostDate date={post.date} />
          {post.tags.length > 0 && (
            <>
              <span className="visually-hidden">{texts.tags}: </span>
              {post.tags.map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </>
          )}
        </p>
        {post.lang !== "en" && texts.onlyGerman && (
          <p className={styles.notice} lang="en">
            {texts.onlyGerman}
          </p>
        )}
        <ContentImage image={post.image} place="newsLead" priority className={styles.image} />
        <p className={styles.summary}>{post.summary}</p>
        <Prose html={post.html} />
      </article>
      <p>
        <Link to="/news">{texts.backToList}</Link>
      </p>
    </ContentPage>
  );
}
