import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/submission";
import { format } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";
import { ActionButton, AreaForm, TextField } from "~/intern/components/AreaForm";
import { formatDate, formatDateTime, formatEuro, isoDay } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { markReceivedSchema } from "~/intern/schemas";
import { done, parseForm } from "~/intern/form.server";
import { area } from "~/intern/components/area-style";
import { eraseSubmissions, findSubmission, type SubmissionRecord } from "../../../server/db/admin";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { markReceived } from "../../../server/team/submissions";

const texts = teamDe.submission;
const common = teamDe.common;

export const meta: Route.MetaFunction = () => areaMeta(texts.title);

function mailState(record: SubmissionRecord): string {
  const n = record.notification;
  if (!n) return common.mail.none;
  if (n.sentAt) return format(texts.mailSent, { date: formatDateTime(n.sentAt) });
  if (n.lastError)
    return format(texts.mailFailed, {
      attempts: n.attempts,
      error: n.lastError,
      next: formatDateTime(n.nextAttemptAt),
    });
  return common.mail.waiting;
}

/** The fields a role may see: donors' names, addresses and notes only with `donors:read`. */
function fieldsOf(record: SubmissionRecord, donors: boolean): [string, string][] {
  if (record.kind === "contact") {
    const c = record.row;
    return [
      [common.name, c.name],
      [common.email, c.email],
      [texts.phone, c.phone || "–"],
      [texts.subject, c.subject || "–"],
      [texts.message, c.message],
      [common.language, c.locale],
    ];
  }
  const d = record.row;
  const amounts: [string, string][] = [
    [texts.amount, formatEuro(d.amountCents)],
    [
      texts.received,
      d.receivedOn
        ? format(texts.receivedOn, {
            amount: formatEuro(d.receivedCents ?? 0),
            date: formatDate(d.receivedOn),
          })
        : texts.notMarked,
    ],
    [texts.certificate, d.certificate ? texts.certificateWanted : texts.certificateNotWanted],
  ];
  if (!donors) return amounts;
  return [
    ...amounts,
    [texts.firstName, d.firstName],
    [texts.lastName, d.lastName],
    [texts.address, d.address || "–"],
    [texts.postalCode, d.postalCode || "–"],
    [texts.city, d.city || "–"],
    [texts.note, d.note || "–"],
    [common.language, d.locale],
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, member } = requirePage("submission", context, request);
  const record = await findSubmission(team.db, params.id);
  if (!record) throw data(teamDe.errors.missing, { status: 404 });
  const donors = can(member.roles, "donors:read");
  const pledge = record.kind === "donation" ? record.row : undefined;
  return {
    id: record.row.id,
    kind: record.kind,
    createdAt: record.row.createdAt,
    fields: fieldsOf(record, donors),
    mail: mailState(record),
    confirmErase: new URL(request.url).searchParams.has("loeschen"),
    canMark: pledge !== undefined && can(member.roles, "pledges:mark-received"),
    canErase: can(member.roles, "submissions:erase"),
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
        throw data(teamDe.errors.missing, { status: 404 });
      await recordAudit(team.db, {
        action: "pledge-received",
        member,
        target: id,
        detail: { receivedOn: parsed.value.receivedOn, cents },
      });
      return done("mark-received", texts.marked);
    },
    async erase({ team, member }) {
      const record = await findSubmission(team.db, id);
      if (!record) throw data(teamDe.errors.missing, { status: 404 });
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
        <Link to="/intern/eingaenge">{texts.back}</Link>
      </p>
      <h1>
        {format(texts.heading, {
          kind: entry.kind === "donation" ? common.donation : common.contact,
          date: formatDateTime(entry.createdAt),
        })}
      </h1>
      <dl className={area.fields}>
        {entry.fields.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{common.mailToTeam}</dt>
        <dd>{entry.mail}</dd>
        <dt>{texts.id}</dt>
        <dd>{entry.id}</dd>
      </dl>
      {entry.canMark && entry.received && (
        <>
          <h2>{texts.paymentHeading}</h2>
          <AreaForm
            schema={markReceivedSchema}
            intent="mark-received"
            defaultValue={entry.received}
            submitLabel={texts.markReceived}
          >
            {(fields) => (
              <>
                <TextField field={fields.receivedOn} label={texts.receivedDate} type="date" />
                <TextField
                  field={fields.amount}
                  label={texts.amountInEuro}
                  type="number"
                  step="0.01"
                />
              </>
            )}
          </AreaForm>
        </>
      )}
      {entry.canErase && (
        <>
          <h2>{texts.eraseHeading}</h2>
          {entry.confirmErase ? (
            <div className={area.notice}>
              <p>{texts.eraseWarning}</p>
              <ActionButton intent="erase" label={texts.eraseConfirm} tone="danger" />
              <p>
                <Link to=".">{texts.cancel}</Link>
              </p>
            </div>
          ) : (
            <p>
              <Link to="?loeschen" className="button button--ghost">
                {texts.erase}
              </Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
