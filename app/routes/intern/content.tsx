import { Form, Link } from "react-router";
import type { Route } from "./+types/content";
import styles from "~/components/forms/Form.module.css";
import { useArea } from "~/intern/useArea";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { AREA } from "~/team/access";
import { areaMeta } from "~/intern/meta";
import {
  contentItemPath,
  EDITABLE_KINDS,
  isWholeFile,
  NEW_ITEM,
} from "~/content/editor/content-kinds";
import { contentKindTexts, pageTextsOf } from "~/i18n/content-fields";
import { can } from "~/team/permissions";
import { requirePage } from "../../../server/team/guard";
import { listPosts } from "../../../server/content/news-posts";
import { listJsonItems } from "../../../server/content/items";
import { listPages } from "../../../server/content/pages";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.content.title);

export const editPath = (id: string) => AREA.newsPost.path.replace(":id", id);

export function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("content", context, request);
  const query = new URL(request.url).searchParams.get("suche")?.slice(0, 100) ?? "";
  const kinds = EDITABLE_KINDS.filter(
    (kind) => kind !== "site" || can(member.roles, "content:site"),
  );
  return {
    query,
    posts: listPosts(team.content, query),
    pages: listPages(team.content, query),
    files: kinds.map((kind) => ({
      kind,
      items: isWholeFile(kind)
        ? []
        : listJsonItems(team.content, kind, query).map((item) => item.id),
    })),
  };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { t, locale, formatDate } = useArea();
  const texts = t.content;
  const kindTexts = contentKindTexts(locale);
  const pageTexts = pageTextsOf(locale);
  const { query, posts, pages, files } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <h2>{texts.news}</h2>
      <p>
        <Link to={editPath("neu")} className="button">
          {texts.newPost}
        </Link>{" "}
        <Link to={AREA.website.path}>{texts.toWebsite}</Link>
      </p>
      <Form method="get" className={area.inlineForm} role="search">
        <label htmlFor="suche" className={styles.label}>
          {texts.searchLabel}
        </label>
        <input
          id="suche"
          name="suche"
          type="search"
          defaultValue={query}
          className={styles.control}
        />
        <button type="submit" className="button button--ghost">
          {texts.search}
        </button>
      </Form>
      {posts.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <AreaTable
          caption={texts.caption}
          rows={posts}
          rowKey={(post) => post.id}
          columns={[
            { label: texts.date, cell: (post) => formatDate(post.date) },
            {
              label: texts.postTitle,
              cell: (post) => <Link to={editPath(post.id)}>{post.title}</Link>,
            },
            {
              label: texts.state,
              cell: (post) =>
                [post.draft ? texts.draft : texts.live, post.english ? "" : texts.germanOnly]
                  .filter(Boolean)
                  .join(", "),
            },
          ]}
        />
      )}
      <section aria-labelledby="inhalte-seiten">
        <h2 id="inhalte-seiten">{pageTexts.pages}</h2>
        <p>{pageTexts.pagesIntro}</p>
        <ul className={area.inlineList}>
          {pages.map((page) => (
            <li key={page.key}>
              <Link to={AREA.pageText.path.replace(":id", page.key)}>{page.title}</Link>
              {page.draft && ` (${texts.draft})`}
            </li>
          ))}
        </ul>
      </section>
      {files.map(({ kind, items }) => {
        const names = kindTexts.kinds[kind];
        return (
          <section key={kind} aria-labelledby={`inhalte-${kind}`}>
            <h2 id={`inhalte-${kind}`}>{names.title}</h2>
            <p>{names.intro}</p>
            {isWholeFile(kind) ? (
              <p>
                <Link to={contentItemPath(kind, kind)}>
                  {kindTexts.edit}: {names.title}
                </Link>
              </p>
            ) : (
              <>
                <p>
                  <Link to={contentItemPath(kind, NEW_ITEM)} className="button button--ghost">
                    {names.newItem}
                  </Link>
                </p>
                {items.length === 0 ? (
                  <p>{kindTexts.none}</p>
                ) : (
                  <ul className={area.inlineList}>
                    {items.map((id) => (
                      <li key={id}>
                        <Link to={contentItemPath(kind, id)}>{id}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
