import { data, Link } from "react-router";
import type { Route } from "./+types/news-history";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { AREA } from "~/team/access";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { ContentHistory } from "~/intern/components/ContentHistory";
import { restoreAnswer } from "~/intern/restore-answer.server";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction } from "../../../server/team/guard";
import { loadPost, postHistory, restorePost } from "../../../server/content/news-posts";
import { editPath } from "./content";
import { editorOf } from "../../../server/content/saving";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  areaMeta(matches, (t) => format(t.newsHistory.title, { title: data?.title ?? "" }));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, texts } = requirePage("newsHistory", context, request);
  const history = await postHistory(team.content, params.id);
  const loaded = await loadPost(team.content, params.id);
  if (!loaded && history.length === 0) throw data(texts.newsPost.notFound, { status: 404 });
  return {
    id: params.id,
    exists: Boolean(loaded),
    title: loaded?.form.title.de ?? params.id,
    current: loaded?.form.version ?? "",
    history: history.map(({ entry, diff }) => ({ ...entry, diff })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("newsHistory", args, {
    restore: ({ team, member, texts, locale }, form) =>
      restoreAnswer(
        form,
        { notFound: texts.newsPost.notFound, restored: texts.newsHistory.restored },
        locale,
        (commit) => restorePost(team.content, team.db, editorOf(member), args.params.id, commit),
      ),
  });
}

export default function NewsHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useArea();
  const texts = t.newsHistory;
  const postTexts = t.newsPost;
  const { id, exists, title, current, history } = loaderData;
  return (
    <>
      <p>
        {exists ? (
          <Link to={editPath(id)}>{postTexts.titleEdit}</Link>
        ) : (
          <Link to={AREA.content.path}>{postTexts.back}</Link>
        )}
      </p>
      <h1>{format(texts.title, { title })}</h1>
      <AreaNotice />
      <ContentHistory history={history} current={current} />
    </>
  );
}
