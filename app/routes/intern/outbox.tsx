import type { Route } from "./+types/outbox";
import { ActionButton } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { done, refused } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { retryNow, unsentMail } from "../../../server/team/outbox";

export const meta: Route.MetaFunction = () => areaMeta("Postausgang");

const KIND_LABELS = {
  donation: "Spendenzusage ans Team",
  contact: "Nachricht ans Team",
  newsletter: "Newsletter-Bestätigung",
  "team-link": "Einladung oder Anmeldelink",
  issue: "Newsletter-Ausgabe",
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = requirePage("outbox", context, request);
  return { mail: await unsentMail(team.db), mailConfigured: team.mailConfigured };
}

export function action(args: Route.ActionArgs) {
  return runAction("outbox", args, {
    async retry({ team, member }, form) {
      const id = Number(form.get("id"));
      if (!Number.isInteger(id) || !(await retryNow(team.db, id)))
        return refused(
          "retry",
          "Diese E-Mail ist schon gesendet oder gelöscht.",
          String(form.get("id")),
        );
      team.nudgeOutbox();
      await recordAudit(team.db, { action: "outbox-retried", member, target: String(id) });
      return { ...done("retry", "Wird jetzt versucht."), target: String(id) };
    },
  });
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mail, mailConfigured } = loaderData;
  return (
    <>
      <h1>Postausgang</h1>
      {!mailConfigured && (
        <p className={styles.notice}>
          Auf diesem Server ist kein E-Mail-Versand eingerichtet (SMTP_URL): alles wartet hier, bis
          er eingerichtet ist.
        </p>
      )}
      {mail.length === 0 ? (
        <p>Nichts wartet: alle E-Mails sind gesendet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Ungesendete E-Mails</caption>
            <thead>
              <tr>
                <th scope="col">Art</th>
                <th scope="col">Angelegt</th>
                <th scope="col">Zustand</th>
                <th scope="col">Nächster Versuch</th>
                <th scope="col">Aktion</th>
              </tr>
            </thead>
            <tbody>
              {mail.map((item) => (
                <tr key={item.id}>
                  <td>{KIND_LABELS[item.kind]}</td>
                  <td>{formatDateTime(item.createdAt)}</td>
                  <td>
                    {item.lastError
                      ? `fehlgeschlagen nach ${item.attempts} Versuchen: ${item.lastError}`
                      : item.attempts > 0
                        ? "wird gesendet"
                        : "wartet"}
                  </td>
                  <td>{formatDateTime(item.nextAttemptAt)}</td>
                  <td>
                    <ActionButton
                      intent="retry"
                      hidden={{ id: String(item.id) }}
                      label={`Jetzt versuchen (Nr. ${item.id})`}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
