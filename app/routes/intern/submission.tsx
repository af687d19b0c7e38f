import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/submission";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { useArea } from "~/intern/useArea";
import { ActionButton, AreaForm, TextField } from "~/intern/components/AreaForm";
import { isoDay } from "~/team/format";
import { areaFormat, type AreaFormat } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/team/permissions";
import { markReceivedSchema } from "~/team/schemas";
import { done, parseForm } from "../../../server/team/action-result";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { area } from "~/intern/components/area-style";
import { printable } from "~/lib/printable";
import { findSubmission, type SubmissionRecord } from "../../../server/db/admin";
import { eraseSubmission } from "../../../server/privacy/erase-submission";
import { requirePage, runAction } from "../../../server/team/guard";
import { markReceived } from "../../../server/submissions/mark-received";
import { donationOfPledge } from "../../../server/donations/recorded";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.submission.title);

function mailState(
  record: SubmissionRecord,
  t: TeamMessages,
  { formatDateTime }: AreaFormat,
): string {
  const texts = t.submission;
  const common = t.common;
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
function fieldsOf(
  record: SubmissionRecord,
  donors: boolean,
  t: TeamMessages,
  { formatDate, formatEuro }: AreaFormat,
): [string, string][] {
  const texts = t.submission;
  const common = t.common;
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
    [texts.reference, d.reference ?? texts.noReference],
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
  const { team, member, texts: allTexts, locale } = requirePage("submission", context, request);
  const record = await findSubmission(team.db, params.id);
  if (!record) throw data(allTexts.errors.missing, { status: 404 });
  const donors = can(member.roles, "donors:read");
  const pledge = record.kind === "donation" ? record.row : undefined;
  const payment = pledge && (await donationOfPledge(team.db, pledge.id));
  return {
    id: record.row.id,
    kind: record.kind,
    createdAt: record.row.createdAt,
    fields: fieldsOf(record, donors, allTexts, areaFormat(locale)),
    mail: mailState(record, allTexts, areaFormat(locale)),
    confirmErase: new URL(request.url).searchParams.has("loeschen"),
    canMark: pledge !== undefined && !payment && can(member.roles, "pledges:mark-received"),
    /** The credit matched to the pledge (a recorded donation) and its receipt, if any. */
    payment: payment && {
      id: payment.id,
      receivedOn: payment.receivedOn,
      amountCents: payment.amountCents,
      accountHolder: donors ? payment.accountHolder : undefined,
      receipt: payment.receipt,
    },
    linkToKasse: can(member.roles, "donations:manage"),
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
    async "mark-received"({ team, member, texts: allTexts }, form) {
      const texts = allTexts.submission;
      const parsed = parseForm(form, markReceivedSchema);
      if (!parsed.ok) return parsed.answer;
      const cents = Math.round(parsed.value.amount * 100);
      const marked = await markReceived(team.db, { member }, id, parsed.value.receivedOn, cents);
      if (marked === "missing") throw data(allTexts.errors.missing, { status: 404 });
      // The page comes back without the form (the payment is shown instead): the notice says why.
      if (marked === "recorded")
        return data({ intent: "mark-received", notice: texts.alreadyRecorded }, { status: 409 });
      return done("mark-received", texts.marked);
    },
    async erase({ team, member, texts }) {
      const record = await findSubmission(team.db, id);
      if (!record) throw data(texts.errors.missing, { status: 404 });
      await eraseSubmission(team.db, { member }, record);
      throw redirect("/intern/eingaenge");
    },
  });
}

/** The credit matched to this pledge, with links to it in the Kasse and to its receipt. */
function Payment({
  payment,
  linkToKasse,
}: {
  payment: {
    id: string;
    receivedOn: string;
    amountCents: number;
    accountHolder: string | undefined;
    receipt: { id: string; number: string } | null;
  };
  linkToKasse: boolean;
}) {
  const { t, formatDate, formatEuro } = useArea();
  const texts = t.submission;
  const credit = format(texts.paymentRecorded, {
    amount: formatEuro(payment.amountCents),
    date: formatDate(payment.receivedOn),
  });
  const receipt = payment.receipt ? `Nr. ${payment.receipt.number}` : texts.noReceiptYet;
  return (
    <>
      <h2>{texts.paymentHeading}</h2>
      <dl className={area.fields}>
        <dt>{texts.credit}</dt>
        <dd>
          {linkToKasse ? (
            <Link to={`/intern/kasse?jahr=${payment.receivedOn.slice(0, 4)}#spende-${payment.id}`}>
              {credit}
            </Link>
          ) : (
            credit
          )}
          {payment.accountHolder && ` (${printable(payment.accountHolder, { oneLine: true })})`}
        </dd>
        <dt>{texts.receipt}</dt>
        <dd>
          {linkToKasse && payment.receipt ? (
            <Link to={`/intern/kasse/bestaetigungen#bestaetigung-${payment.receipt.id}`}>
              {receipt}
            </Link>
          ) : (
            receipt
          )}
        </dd>
      </dl>
    </>
  );
}

export default function Submission({ loaderData: entry }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.submission;
  const common = t.common;
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
      {/* The mark form shows its own answer; without it (a payment matched meanwhile) this does. */}
      {!(entry.canMark && entry.received) && <AreaNotice intents={["mark-received"]} />}
      {entry.payment && <Payment payment={entry.payment} linkToKasse={entry.linkToKasse} />}
      {entry.canMark && entry.received && (
        <>
          <h2>{texts.paymentHeading}</h2>
          <p className={area.muted}>{texts.markOnlyWithoutStatement}</p>
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
