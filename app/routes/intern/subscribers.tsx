import { Form, Link } from "react-router";
import type { Route } from "./+types/subscribers";
import { ActionButton } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { done, refused } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import formStyles from "~/components/forms/Form.module.css";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import {
  removeSubscriberById,
  searchSubscribers,
  subscriberCounts,
} from "../../../server/team/subscribers";

export const meta: Route.MetaFunction = () => areaMeta("Abonnenten");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("subscribers", context, request);
  const search = new URL(request.url).searchParams.get("suche")?.trim().slice(0, 200) || undefined;
  const [counts, rows] = await Promise.all([
    subscriberCounts(team.db),
    searchSubscribers(team.db, search),
  ]);
  return {
    search: search ?? "",
    counts,
    canExport: can(member.role, "subscribers:export"),
    subscribers: rows.map(({ id, email, name, locale, confirmedAt }) => ({
      id,
      email,
      name,
      locale,
      confirmedAt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("subscribers", args, {
    async remove({ team, member }, form) {
      const id = String(form.get("id"));
      if (!(await removeSubscriberById(team.db, id)))
        return refused("remove", "Diese Adresse ist schon ausgetragen.", id);
      await recordAudit(team.db, { action: "subscriber-removed", member, target: id });
      return done("remove", "Die Adresse ist ausgetragen.");
    },
  });
}

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, subscribers, search } = loaderData;
  return (
    <>
      <h1>Abonnenten</h1>
      <p>
        {counts.confirmed} bestätigt, {counts.pending} warten auf Bestätigung.
      </p>
      {actionData && "notice" in actionData && actionData.notice && (
        <p role="status" className={styles.notice}>
          {actionData.notice}
        </p>
      )}
      <Form method="get" className={styles.filters} role="search">
        <div className={formStyles.field}>
          <label htmlFor="suche" className={formStyles.label}>
            Suche nach Adresse oder Name
          </label>
          <input id="suche" name="suche" defaultValue={search} className={formStyles.control} />
        </div>
        <div>
          <button type="submit" className="button button--ghost">
            Suchen
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          <Link to="/intern/abonnenten/export" reloadDocument>
            Alle bestätigten Adressen als CSV
          </Link>
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Bestätigte Abonnenten, neueste zuerst</caption>
          <thead>
            <tr>
              <th scope="col">E-Mail</th>
              <th scope="col">Name</th>
              <th scope="col">Sprache</th>
              <th scope="col">Bestätigt</th>
              <th scope="col">Aktion</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((row) => (
              <tr key={row.id}>
                <td data-label="E-Mail">{row.email}</td>
                <td data-label="Name">{row.name}</td>
                <td data-label="Sprache">{row.locale}</td>
                <td data-label="Bestätigt">
                  {row.confirmedAt ? formatDateTime(row.confirmedAt) : ""}
                </td>
                <td data-label="Aktion">
                  <ActionButton
                    intent="remove"
                    hidden={{ id: row.id }}
                    label={`Austragen: ${row.email}`}
                    tone="danger"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {subscribers.length === 0 && <p className={styles.muted}>Keine Treffer.</p>}
    </>
  );
}
