import { Form, Link } from "react-router";
import type { Route } from "./+types/erasure";
import { ActionButton } from "~/intern/components/AreaForm";
import { formatDate, formatDateTime, formatEuro } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { personSchema } from "~/intern/schemas";
import { done } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import formStyles from "~/components/forms/Form.module.css";
import {
  eraseSubmissions,
  findExpiredSubmissions,
  findPersonSubmissions,
  type SubmissionRecord,
} from "../../../server/db/admin";
import { removeSubscriber } from "../../../server/db/subscribers";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { nextForPurge } from "../../../server/team/submissions";

export const meta: Route.MetaFunction = () => areaMeta("Löschen");

const describe = (record: SubmissionRecord) =>
  record.kind === "donation"
    ? `Spendenzusage vom ${formatDateTime(record.row.createdAt)}: ${formatEuro(record.row.amountCents)} von ${record.row.firstName} ${record.row.lastName}`
    : `Nachricht vom ${formatDateTime(record.row.createdAt)} von ${record.row.name} <${record.row.email}>`;

function personOf(params: URLSearchParams | FormData) {
  const parsed = personSchema.safeParse({
    email: params.get("email") || undefined,
    name: params.get("name") || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = requirePage("erasure", context, request);
  const params = new URL(request.url).searchParams;
  const person = personOf(params);
  const found = person ? await findPersonSubmissions(team.db, person) : [];
  const [expired, next] = await Promise.all([
    findExpiredSubmissions(team.db),
    nextForPurge(team.db),
  ]);
  return {
    person: person ?? null,
    searched: params.has("email") || params.has("name"),
    found: found.map((record) => ({ id: record.row.id, text: describe(record) })),
    expired: expired.length,
    next: next.map(({ id, kind, dueAt }) => ({ id, kind, dueAt })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("erasure", args, {
    async erase({ team, member }, form) {
      const person = personOf(form);
      if (!person) return done("erase", "Bitte gib eine E-Mail-Adresse oder einen Namen an.");
      const records = await findPersonSubmissions(team.db, person);
      await eraseSubmissions(team.db, records);
      const subscriber = person.email ? await removeSubscriber(team.db, person.email) : false;
      await recordAudit(team.db, {
        action: "submissions-erased",
        member,
        detail: { count: records.length, subscriber },
      });
      return done(
        "erase",
        `Gelöscht: ${records.length} Eingänge${subscriber ? " und die Newsletter-Anmeldung" : ""}.`,
      );
    },
    async purge({ team, member }) {
      const records = await findExpiredSubmissions(team.db);
      await eraseSubmissions(team.db, records);
      await recordAudit(team.db, {
        action: "submissions-purged",
        member,
        detail: { count: records.length },
      });
      return done("purge", `Gelöscht: ${records.length} Eingänge nach Ablauf der Speicherfrist.`);
    },
  });
}

export default function Erasure({ loaderData, actionData }: Route.ComponentProps) {
  const { person, found, searched, expired, next } = loaderData;
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  return (
    <>
      <h1>Löschen</h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <h2>Auskunft und Löschung für eine Person (DSGVO)</h2>
      <p>
        Findet alle Spendenzusagen und Nachrichten einer Person und ihre Newsletter-Anmeldung. Erst
        die Liste prüfen, dann löschen.
      </p>
      <Form method="get" className={styles.filters}>
        <div className={formStyles.field}>
          <label htmlFor="person-email" className={formStyles.label}>
            E-Mail-Adresse
          </label>
          <input
            id="person-email"
            name="email"
            type="email"
            defaultValue={person?.email}
            className={formStyles.control}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="person-name" className={formStyles.label}>
            Vor- und Nachname
          </label>
          <input
            id="person-name"
            name="name"
            defaultValue={person?.name}
            className={formStyles.control}
          />
        </div>
        <div>
          <button type="submit" className="button button--ghost">
            Suchen
          </button>
        </div>
      </Form>
      {searched && !person && (
        <p role="alert">Bitte gib eine E-Mail-Adresse oder einen Namen an.</p>
      )}
      {person && (
        <div className={styles.notice}>
          {found.length === 0 ? (
            <p>
              Keine Eingänge gefunden. Eine Newsletter-Anmeldung dieser Adresse wird trotzdem
              entfernt.
            </p>
          ) : (
            <>
              <p>Gelöscht werden diese {found.length} Eingänge samt ihrer E-Mail-Einträge:</p>
              <ul>
                {found.map((item) => (
                  <li key={item.id}>
                    <Link to={`/intern/eingaenge/${item.id}`}>{item.text}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <ActionButton
            intent="erase"
            hidden={{ email: person.email ?? "", name: person.name ?? "" }}
            label="Diese Daten endgültig löschen"
            tone="danger"
          />
        </div>
      )}
      <h2>Speicherfristen</h2>
      <p>
        Nachrichten und Spendenzusagen ohne Quittung werden nach zwölf Monaten gelöscht, mit
        Quittung nach zehn Jahren (so sagt es die Datenschutzerklärung).
      </p>
      <p>
        Jetzt abgelaufen: <strong>{expired}</strong> Eingänge.
      </p>
      {expired > 0 && (
        <ActionButton intent="purge" label="Abgelaufene jetzt löschen" tone="danger" />
      )}
      <h3>Als Nächstes fällig</h3>
      {next.length === 0 ? (
        <p className={styles.muted}>Nichts gespeichert.</p>
      ) : (
        <ul>
          {next.map((item) => (
            <li key={item.id}>
              <Link to={`/intern/eingaenge/${item.id}`}>
                {item.kind === "donation" ? "Spendenzusage" : "Nachricht"}
              </Link>{" "}
              am {formatDate(item.dueAt)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
