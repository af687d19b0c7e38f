import { Link } from "~/components/LocalizedLink";
import { ContentImage } from "~/components/ContentImage";
import type { PostSummary } from "~/content/news.server";
import { PostDate } from "./PostDate";
import styles from "./NewsList.module.css";

/**
 * Posts as cards: photo, date, title (the link) and summary. Where the list opens the page, the
 * first photo is its largest image (`leadsPage`): loaded first, not lazily.
 */
export function NewsList({
  posts,
  headingLevel = 2,
  leadsPage = false,
}: {
  posts: PostSummary[];
  headingLevel?: 2 | 3;
  leadsPage?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list}>
      {posts.map((post, index) => (
        <li key={post.slug} className={styles.card} lang={post.lang}>
          <ContentImage
            image={post.image}
            place="newsCard"
            alt=""
            priority={leadsPage && index === 0}
            className={styles.image}
          />
          <div className={styles.text}>
            <Heading className={styles.title}>
              <Link to={`/news/${post.slug}`} className={styles.link}>
                {post.title}
              </Link>
            </Heading>
            <PostDate date={post.date} className={styles.date} />
            <p className={styles.summary}>{post.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
