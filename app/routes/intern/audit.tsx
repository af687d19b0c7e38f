import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { teamDe } from "~/i18n/messages/team.de";
import { formatDateTime } from "~/intern/format";
import { printable } from "~/lib/printable";
import { areaMeta } from "~/intern/meta";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { listAudit, type AuditAction } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";

const texts = teamDe.audit;

export const meta: Route.MetaFunction = () => areaMeta(texts.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = requirePage("audit", context, request);
  const page = Math.max(
    0,
    Math.min(10_000, Number(new URL(request.url).searchParams.get("seite")) || 0),
  );
  const { entries, more } = await listAudit(team.db, page);
  return {
    page,
    more,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actor ?? texts.unknownActor,
      action: texts.actions[entry.action as AuditAction] ?? entry.action,
      // Names from bank statements and older rows: invisible characters visibly escaped.
      target: entry.target === null ? null : printable(entry.target, { oneLine: true }),
      detail: entry.detail
        ? printable(
            Object.entries(entry.detail)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(", "),
            { oneLine: true },
          )
        : "",
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, more } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p className={area.muted}>{texts.intro}</p>
      <AreaTable
        caption={texts.caption}
        rows={entries}
        rowKey={(entry) => entry.id}
        columns={[
          { label: texts.at, cell: (entry) => formatDateTime(entry.at) },
          { label: texts.actor, cell: (entry) => entry.actor },
          { label: texts.action, cell: (entry) => entry.action },
          { label: texts.target, cell: (entry) => entry.target ?? "" },
          { label: texts.detail, cell: (entry) => entry.detail },
        ]}
      />
      {more && <Link to={`?seite=${page + 1}`}>{texts.older}</Link>}
    </>
  );
}
