import { data, Link } from "react-router";
import type { Route } from "./+types/page-history";
import { format } from "~/i18n/format";
import { pageTextsOf } from "~/i18n/content-fields";
import { useArea } from "~/intern/useArea";
import { AREA } from "~/team/access";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { ContentHistory } from "~/intern/components/ContentHistory";
import { restoreAnswer } from "~/intern/restore-answer.server";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction } from "../../../server/team/guard";
import { isPageKey, loadPage, pageHistory, restorePage } from "../../../server/content/pages";
import { editorOf } from "../../../server/content/saving";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  areaMeta(matches, (t) => format(t.newsHistory.title, { title: data?.title ?? "" }));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, locale } = requirePage("pageHistory", context, request);
  if (!isPageKey(params.id)) throw data(pageTextsOf(locale).notFound, { status: 404 });
  const page = await loadPage(team.content, params.id);
  const history = await pageHistory(team.content, params.id);
  return {
    key: params.id,
    title: page?.title.de ?? params.id,
    current: page?.version ?? "",
    history: history.map(({ entry, diff }) => ({ ...entry, diff })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("pageHistory", args, {
    restore: ({ team, member, texts, locale }, form) =>
      restoreAnswer(
        form,
        { notFound: pageTextsOf(locale).notFound, restored: texts.newsHistory.restored },
        locale,
        (commit) => restorePage(team.content, team.db, editorOf(member), args.params.id, commit),
      ),
  });
}

export default function PageHistory({ loaderData }: Route.ComponentProps) {
  const { key, title, current, history } = loaderData;
  const { t, locale } = useArea();
  return (
    <>
      <p>
        <Link to={AREA.pageText.path.replace(":id", key)}>
          {format(pageTextsOf(locale).title, { page: title })}
        </Link>
      </p>
      <h1>{format(t.newsHistory.title, { title })}</h1>
      <AreaNotice />
      <ContentHistory history={history} current={current} />
    </>
  );
}
