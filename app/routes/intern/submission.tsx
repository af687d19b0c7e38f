import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/submission";
import { ActionButton, AreaForm, TextField } from "~/intern/components/AreaForm";
import { formatDate, formatDateTime, formatEuro, isoDay } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { markReceivedSchema } from "~/intern/schemas";
import { done, parseForm } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import { eraseSubmissions, findSubmission, type SubmissionRecord } from "../../../server/db/admin";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { markReceived } from "../../../server/team/submissions";

export const meta: Route.MetaFunction = () => areaMeta("Eingang");

function mailState(record: SubmissionRecord): string {
  const n = record.notification;
  if (!n) return "keine";
  if (n.sentAt) return `gesendet ${formatDateTime(n.sentAt)}`;
  if (n.lastError)
    return `fehlgeschlagen (${n.attempts} Versuche, zuletzt: ${n.lastError}); nächster Versuch ${formatDateTime(n.nextAttemptAt)}`;
  return "wartet";
}

/** The fields a role may see: donors' names, addresses and notes only with `donors:read`. */
function fieldsOf(record: SubmissionRecord, donors: boolean): [string, string][] {
  if (record.kind === "contact") {
    const c = record.row;
    return [
      ["Name", c.name],
      ["E-Mail", c.email],
      ["Telefon", c.phone || "–"],
      ["Betreff", c.subject || "–"],
      ["Nachricht", c.message],
      ["Sprache", c.locale],
    ];
  }
  const d = record.row;
  const amounts: [string, string][] = [
    ["Betrag", formatEuro(d.amountCents)],
    [
      "Eingegangen",
      d.receivedOn
        ? `${formatEuro(d.receivedCents ?? 0)} am ${formatDate(d.receivedOn)}`
        : "noch nicht markiert",
    ],
    ["Spendenquittung", d.certificate ? "gewünscht" : "nicht gewünscht"],
  ];
  if (!donors) return amounts;
  return [
    ...amounts,
    ["Vorname", d.firstName],
    ["Nachname", d.lastName],
    ["Straße und Hausnummer", d.address || "–"],
    ["Postleitzahl", d.postalCode || "–"],
    ["Ort", d.city || "–"],
    ["Anmerkung", d.note || "–"],
    ["Sprache", d.locale],
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, member } = requirePage("submission", context, request);
  const record = await findSubmission(team.db, params.id);
  if (!record) throw data("Nicht gefunden", { status: 404 });
  const donors = can(member.role, "donors:read");
  const pledge = record.kind === "donation" ? record.row : undefined;
  return {
    id: record.row.id,
    kind: record.kind,
    createdAt: record.row.createdAt,
    fields: fieldsOf(record, donors),
    mail: mailState(record),
    confirmErase: new URL(request.url).searchParams.has("loeschen"),
    canMark: pledge !== undefined && can(member.role, "pledges:mark-received"),
    canErase: can(member.role, "submissions:erase"),
    received: pledge
      ? {
          receivedOn: pledge.receivedOn ?? isoDay(),
          amount: ((pledge.receivedCents ?? pledge.amountCents) / 100).toFixed(2),
        }
      : null,
  };
}

export function action(args: Route.ActionArgs) {
  const { id } = args.params;
  return runAction("submission", args, {
    async "mark-received"({ team, member }, form) {
      const parsed = parseForm(form, markReceivedSchema);
      if (!parsed.ok) return parsed.answer;
      const cents = Math.round(parsed.value.amount * 100);
      if (!(await markReceived(team.db, id, parsed.value.receivedOn, cents)))
        throw data("Nicht gefunden", { status: 404 });
      await recordAudit(team.db, {
        action: "pledge-received",
        member,
        target: id,
        detail: { receivedOn: parsed.value.receivedOn, cents },
      });
      return done("mark-received", "Als eingegangen markiert.");
    },
    async erase({ team, member }) {
      const record = await findSubmission(team.db, id);
      if (!record) throw data("Nicht gefunden", { status: 404 });
      await eraseSubmissions(team.db, [record]);
      await recordAudit(team.db, {
        action: "submissions-erased",
        member,
        target: id,
        detail: { count: 1 },
      });
      throw redirect("/intern/eingaenge");
    },
  });
}

export default function Submission({ loaderData: entry }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to="/intern/eingaenge">← Alle Eingänge</Link>
      </p>
      <h1>
        {entry.kind === "donation" ? "Spendenzusage" : "Nachricht"} vom{" "}
        {formatDateTime(entry.createdAt)}
      </h1>
      <dl className={styles.fields}>
        {entry.fields.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>E-Mail ans Team</dt>
        <dd>{entry.mail}</dd>
        <dt>Kennung</dt>
        <dd>{entry.id}</dd>
      </dl>
      {entry.canMark && entry.received && (
        <>
          <h2>Zahlungseingang</h2>
          <AreaForm
            schema={markReceivedSchema}
            intent="mark-received"
            defaultValue={entry.received}
            submitLabel="Als eingegangen markieren"
          >
            {(fields) => (
              <>
                <TextField field={fields.receivedOn} label="Eingegangen am" type="date" />
                <TextField field={fields.amount} label="Betrag in Euro" type="number" step="0.01" />
              </>
            )}
          </AreaForm>
        </>
      )}
      {entry.canErase && (
        <>
          <h2>Löschen</h2>
          {entry.confirmErase ? (
            <div className={styles.notice}>
              <p>
                Gelöscht werden: dieser Eingang mit allen Feldern oben und sein Eintrag im
                Postausgang. Das lässt sich nicht rückgängig machen.
              </p>
              <ActionButton intent="erase" label="Endgültig löschen" tone="danger" />
              <p>
                <Link to=".">Abbrechen</Link>
              </p>
            </div>
          ) : (
            <p>
              <Link to="?loeschen" className="button button--ghost">
                Diesen Eingang löschen …
              </Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
