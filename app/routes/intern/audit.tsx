import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import styles from "~/intern/components/area.module.css";
import { AUDIT_ACTIONS, listAudit, type AuditAction } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";

export const meta: Route.MetaFunction = () => areaMeta("Protokoll");

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
      actor: entry.actor ?? "unbekannte Adresse",
      action: AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action,
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
      <h1>Protokoll</h1>
      <p className={styles.muted}>
        Wer wann was getan hat. Das Protokoll nennt Mitglieder und Kennungen, nie die Daten von
        Spenderinnen, Schreibenden oder Abonnenten.
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Protokoll, neueste zuerst</caption>
          <thead>
            <tr>
              <th scope="col">Zeit</th>
              <th scope="col">Wer</th>
              <th scope="col">Was</th>
              <th scope="col">Betrifft</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label="Zeit">{formatDateTime(entry.at)}</td>
                <td data-label="Wer">{entry.actor}</td>
                <td data-label="Was">{entry.action}</td>
                <td data-label="Betrifft">{entry.target ?? ""}</td>
                <td data-label="Details">{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more && <Link to={`?seite=${page + 1}`}>Ältere Einträge</Link>}
    </>
  );
}
