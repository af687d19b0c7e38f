import { data, Link } from "react-router";
import type { Route } from "./+types/content-item-history";
import { contentItemPath, itemIdOf, kindOfSlug } from "~/content/editor/content-kinds";
import type { JsonKind } from "~/content/files/kinds";
import { format } from "~/i18n/format";
import { contentKindsDe } from "~/i18n/messages/content-fields.de";
import { teamDe } from "~/i18n/messages/team.de";
import { AREA } from "~/team/access";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { ContentHistory } from "~/intern/components/ContentHistory";
import { restoreAnswer } from "~/intern/restore-answer.server";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction, type ActionHandler } from "../../../server/team/guard";
import { jsonItemHistory, loadJsonItem, restoreJsonItem } from "../../../server/content/items";

const texts = contentKindsDe;

export const meta: Route.MetaFunction = ({ matches, data }) =>
  areaMeta(matches, (t) => format(t.newsHistory.title, { title: data?.title ?? "" }));

function kindOf(params: { kind: string }): JsonKind {
  const kind = kindOfSlug(params.kind);
  if (!kind) throw data(texts.notFound, { status: 404 });
  return kind;
}

const titleOf = (kind: JsonKind, id: string) => format(texts.kinds[kind].item, { id });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const { team } = requirePage(
    kind === "site" ? "siteSettingsHistory" : "contentItemHistory",
    context,
    request,
  );
  const id = itemIdOf(kind, params.id);
  const history = await jsonItemHistory(team.content, kind, id);
  const loaded = await loadJsonItem(team.content, kind, id);
  if (!loaded && history.length === 0) throw data(texts.notFound, { status: 404 });
  return {
    kind,
    id,
    exists: Boolean(loaded),
    title: titleOf(kind, id),
    current: loaded?.version ?? "",
    history: history.map(({ entry, diff }) => ({ ...entry, diff })),
  };
}

export function action(args: Route.ActionArgs) {
  const kind = kindOf(args.params);
  const restore: ActionHandler = ({ team, member }, form) =>
    restoreAnswer(form, texts.notFound, (commit) =>
      restoreJsonItem(
        team.content,
        team.db,
        { member, name: member.name || member.email },
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
  return (
    <>
      <p>
        {exists ? (
          <Link to={contentItemPath(kind, id)}>{title}</Link>
        ) : (
          <Link to={AREA.content.path}>{texts.back}</Link>
        )}
      </p>
      <h1>{format(teamDe.newsHistory.title, { title })}</h1>
      <AreaNotice />
      <ContentHistory history={history} current={current} />
    </>
  );
}
