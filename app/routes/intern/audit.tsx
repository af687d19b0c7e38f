import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { teamDe } from "~/i18n/messages/team.de";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import styles from "~/intern/components/area.module.css";
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
      target: entry.target,
      detail: entry.detail
        ? Object.entries(entry.detail)
            .map(([key, value]) => `${key}: ${String(value)}`)
            .join(", ")
        : "",
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, more } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.at}</th>
              <th scope="col">{texts.actor}</th>
              <th scope="col">{texts.action}</th>
              <th scope="col">{texts.target}</th>
              <th scope="col">{texts.detail}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={texts.at}>{formatDateTime(entry.at)}</td>
                <td data-label={texts.actor}>{entry.actor}</td>
                <td data-label={texts.action}>{entry.action}</td>
                <td data-label={texts.target}>{entry.target ?? ""}</td>
                <td data-label={texts.detail}>{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more && <Link to={`?seite=${page + 1}`}>{texts.older}</Link>}
    </>
  );
}
