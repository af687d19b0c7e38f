import { data, Link } from "react-router";
import type { Route } from "./+types/content-item-history";
import { contentItemPath, itemIdOf } from "~/content/editor/content-kinds";
import { format } from "~/i18n/format";
import { contentKindTexts } from "~/i18n/content-fields";
import { contentKindOf } from "~/intern/content-kind.server";
import { contentItemTitle } from "~/intern/content-title";
import { useArea } from "~/intern/useArea";
import { AREA } from "~/team/access";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { ContentHistory } from "~/intern/components/ContentHistory";
import { restoreAnswer } from "~/intern/restore-answer.server";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction, type ActionHandler } from "../../../server/team/guard";
import { jsonItemHistory, loadJsonItem, restoreJsonItem } from "../../../server/content/items";
import { editorOf } from "../../../server/content/saving";

export const meta: Route.MetaFunction = ({ matches, data }) =>
  areaMeta(matches, (t) => format(t.newsHistory.title, { title: data?.title ?? "" }));

export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const kind = contentKindOf(args);
  const { team, locale } = requirePage(
    kind === "site" ? "siteSettingsHistory" : "contentItemHistory",
    context,
    request,
  );
  const id = itemIdOf(kind, params.id);
  const history = await jsonItemHistory(team.content, kind, id);
  const loaded = await loadJsonItem(team.content, kind, id);
  if (!loaded && history.length === 0)
    throw data(contentKindTexts(locale).notFound, { status: 404 });
  return {
    kind,
    id,
    exists: Boolean(loaded),
    title: contentItemTitle(kind, id, locale),
    current: loaded?.version ?? "",
    history: history.map(({ entry, diff }) => ({ ...entry, diff })),
  };
}

export function action(args: Route.ActionArgs) {
  const kind = contentKindOf(args);
  const restore: ActionHandler = ({ team, member, texts, locale }, form) =>
    restoreAnswer(
      form,
      { notFound: contentKindTexts(locale).notFound, restored: texts.newsHistory.restored },
      locale,
      (commit) =>
        restoreJsonItem(
          team.content,
          team.db,
          editorOf(member),
          kind,
          itemIdOf(kind, args.params.id),
          commit,
        ),
    );
  return kind === "site"
    ? runAction("siteSettingsHistory", args, { restore })
    : runAction("contentItemHistory", args, { restore });
}

export default function ContentItemHistory({ loaderData }: Route.ComponentProps) {
  const { kind, id, exists, title, current, history } = loaderData;
  const { t, locale } = useArea();
  return (
    <>
      <p>
        {exists ? (
          <Link to={contentItemPath(kind, id)}>{title}</Link>
        ) : (
          <Link to={AREA.content.path}>{contentKindTexts(locale).back}</Link>
        )}
      </p>
      <h1>{format(t.newsHistory.title, { title })}</h1>
      <AreaNotice />
      <ContentHistory history={history} current={current} />
    </>
  );
}
