import { Form, Link } from "react-router";
import { useArea } from "~/intern/useArea";
import type { Route } from "./+types/donations";
import {
  ActionButton,
  AreaForm,
  CheckboxField,
  FileField,
  TextField,
  type AreaFields,
} from "~/intern/components/AreaForm";
import { AreaTable } from "~/intern/components/AreaTable";
import { FormDetails } from "~/intern/components/FormDetails";
import { DonorAddressFields } from "~/intern/components/DonorAddressFields";
import { areaFormat, isoDay } from "~/team/format";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { printable } from "~/lib/printable";
import { areaMeta } from "~/intern/meta";
import type { Locale } from "~/i18n/locale";
import { donationYearSchema, importStatementSchema, recordDonationSchema } from "~/team/schemas";
import { bankSpelling } from "~/team/donor-name";
import { can } from "~/team/permissions";
import formStyles from "~/components/forms/Form.module.css";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { requirePage, runAction } from "../../../server/team/guard";
import { CamtError } from "../../../server/donations/camt";
import {
  closePledgeNotReceived,
  confirmDonation,
  dismissCredit,
  findCredit,
  findOpenPledge,
  importStatement,
  MatchError,
  openCredits,
  openPledges,
  proposedDonor,
  suggestionsFor,
  type OpenPledge,
} from "../../../server/donations/credits";
import { donationsOfYear, donationYears, shownYear } from "../../../server/donations/recorded";
import { refusalText } from "../../../server/team/refusal";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.donations.title);

/**
 * The bank's and the visitors' texts as the page shows them: control characters, bidi
 * controls and other invisible characters as visible escapes ("\u202e"), as on the command line.
 */
const shown = (text: string) => printable(text, { oneLine: true });

type CashTexts = TeamMessages["cash"];

const pledgeLabel = (p: OpenPledge, texts: CashTexts, locale: Locale) => {
  const { formatDate, formatEuro } = areaFormat(locale);
  return shown(
    format(texts.pledgeLabel, {
      reference: p.reference ?? texts.noReference,
      firstName: p.firstName,
      lastName: p.lastName,
      amount: formatEuro(p.amountCents),
      date: formatDate(p.createdAt),
    }),
  );
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member, texts: allTexts, locale } = requirePage("donations", context, request);
  const texts = allTexts.cash;
  const query = donationYearSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const year = await shownYear(team.db, query.jahr);
  const [credits, pledges, recorded, years] = await Promise.all([
    openCredits(team.db),
    openPledges(team.db),
    donationsOfYear(team.db, year),
    donationYears(team.db),
  ]);
  return {
    credits: credits.map((credit) => ({
      id: credit.id,
      valueDate: credit.valueDate,
      amountCents: credit.amountCents,
      /** As the bank sent it: the reason a donor of another name needs is asked against it. */
      payerName: credit.payerName,
      payerShown: shown(credit.payerName),
      payerIban: shown(credit.payerIban),
      remittance: shown(credit.remittance),
      suggestions: suggestionsFor(credit, pledges).map(({ pledge, reason }) => ({
        pledgeId: pledge.id,
        label: pledgeLabel(pledge, texts, locale),
        reason: texts.reasons[reason],
        donor: proposedDonor(pledge),
      })),
    })),
    pledges: pledges.map((pledge) => ({
      id: pledge.id,
      label: pledgeLabel(pledge, texts, locale),
    })),
    year,
    years: [...new Set([year, Number(isoDay().slice(0, 4)), ...years])].sort((a, b) => b - a),
    canExport: can(member.roles, "donations:export"),
    donations: recorded.map((d) => ({
      id: d.id,
      receivedOn: d.receivedOn,
      amountCents: d.amountCents,
      donorName: shown(d.donorName),
      accountHolder: shown(d.accountHolder),
      pledge: d.pledge && { id: d.pledge.id, reference: d.pledge.reference ?? texts.noReference },
      receipt: d.receipt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("donations", args, {
    async import({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.cash;
      const parsed = parseForm(form, importStatementSchema);
      if (!parsed.ok) return parsed.answer;
      const file = parsed.value.statement;
      try {
        const result = await importStatement(
          team.db,
          { member },
          new Uint8Array(await file.arrayBuffer()),
          file.name,
        );
        const { added, known, skipped } = result;
        return done("import", format(texts.imported, { added, known, skipped }));
      } catch (error) {
        if (error instanceof CamtError)
          return refused(
            "import",
            format(texts.importRefused, { reason: refusalText(allTexts, error, locale) }),
          );
        throw error;
      }
    },
    async record({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.cash;
      const parsed = parseForm(form, recordDonationSchema);
      if (!parsed.ok) return parsed.answer;
      const { creditId, pledgeId, donorName, street, postalCode, city, email, reason } =
        parsed.value;
      const credit = await findCredit(team.db, creditId);
      const pledge = pledgeId ? await findOpenPledge(team.db, pledgeId) : undefined;
      if (!credit || (pledgeId && !pledge)) return refused("record", texts.notOpen);
      try {
        await confirmDonation(
          team.db,
          { member },
          { credit, pledgeId, donor: { name: donorName, street, postalCode, city, email }, reason },
        );
      } catch (error) {
        if (error instanceof MatchError)
          return refused("record", refusalText(allTexts, error, locale));
        throw error;
      }
      const amount = areaFormat(locale).formatEuro(credit.amountCents);
      return done("record", format(texts.recorded, { name: donorName, amount }));
    },
    async dismiss({ team, member, texts }, form) {
      await dismissCredit(team.db, { member }, String(form.get("creditId")));
      return done("dismiss", texts.cash.dismissed);
    },
    async "close-pledge"({ team, member, texts }, form) {
      await closePledgeNotReceived(team.db, { member }, String(form.get("pledgeId")));
      return done("close-pledge", texts.cash.pledgeClosed);
    },
  });
}

function DonorFields({
  fields,
  accountHolder,
}: {
  fields: AreaFields<typeof recordDonationSchema>;
  accountHolder: string;
}) {
  const texts = useArea().t.cash;
  const name = fields.donorName.value;
  const spelling = typeof name === "string" ? bankSpelling(name) : undefined;
  return (
    <>
      <p className={area.muted}>{format(texts.donorIntro, { holder: accountHolder })}</p>
      <DonorAddressFields fields={fields} />
      {spelling && (
        <>
          <p className={area.notice}>{texts.spelling[spelling]}</p>
          <CheckboxField field={fields.nameAsWritten} label={texts.nameAsWritten} />
        </>
      )}
      <TextField field={fields.email} label={texts.receiptEmail} type="email" />
      <TextField field={fields.reason} label={texts.reason} hint={texts.reasonHint} />
    </>
  );
}

type Donor = { name: string; street: string; postalCode: string; city: string; email: string };

/** A credit without a pledge: the treasurer gives the donor as the receipt must name them. */
const NO_DONOR: Donor = { name: "", street: "", postalCode: "", city: "", email: "" };

/** Records a credit as a donation: for one suggested pledge, or without one. */
function RecordForm(props: {
  summary: string;
  open?: boolean;
  hidden: Record<string, string>;
  donor: Donor;
  accountHolder: string;
  submitLabel: string;
  tone?: "ghost";
}) {
  const { name, ...address } = props.donor;
  return (
    <FormDetails
      summary={props.summary}
      open={props.open}
      forms={[{ intent: "record", hidden: props.hidden }]}
    >
      <AreaForm
        schema={recordDonationSchema}
        intent="record"
        hidden={props.hidden}
        defaultValue={{ donorName: name, ...address }}
        submitLabel={props.submitLabel}
        tone={props.tone}
      >
        {(fields) => <DonorFields fields={fields} accountHolder={props.accountHolder} />}
      </AreaForm>
    </FormDetails>
  );
}

export default function Donations({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatEuro } = useArea();
  const texts = t.cash;
  const { credits, pledges, donations, year, years } = loaderData;
  return (
    <>
      <h1>{t.donations.title}</h1>
      <p>
        <Link to="/intern/kasse/bestaetigungen">{t.donations.receiptsTitle}</Link> ·{" "}
        <Link to="/intern/kasse/einstellungen">{t.donations.settingsTitle}</Link>
      </p>
      <AreaNotice intents={["dismiss", "close-pledge", "record"]} />
      <h2>{texts.importHeading}</h2>
      <p className={area.muted}>{texts.importIntro}</p>
      <AreaForm
        schema={importStatementSchema}
        intent="import"
        encType="multipart/form-data"
        submitLabel={texts.importSubmit}
      >
        {(fields) => (
          <FileField field={fields.statement} label={texts.importFile} accept=".xml,.zip" />
        )}
      </AreaForm>

      <h2>{format(texts.creditsHeading, { count: credits.length })}</h2>
      <p className={area.muted}>{texts.creditsIntro}</p>
      {credits.length === 0 && <p className={area.muted}>{texts.none}</p>}
      {credits.map((credit) => (
        <section
          key={credit.id}
          className={area.notice}
          aria-label={format(texts.creditLabel, { payer: credit.payerShown })}
        >
          <p>
            <strong>{formatEuro(credit.amountCents)}</strong>{" "}
            {format(texts.creditOn, { date: formatDate(credit.valueDate) })}{" "}
            <strong>{credit.payerShown}</strong> ({credit.payerIban || texts.noIban})
            <br />
            {format(texts.remittance, { text: credit.remittance || "–" })}
          </p>
          {credit.suggestions.length === 0 && <p>{texts.noMatch}</p>}
          {credit.suggestions.map((s, index) => (
            <RecordForm
              key={s.pledgeId}
              summary={format(texts.suggestion, {
                number: index + 1,
                label: s.label,
                reason: s.reason,
              })}
              open={index === 0}
              hidden={{ creditId: credit.id, pledgeId: s.pledgeId, payerName: credit.payerName }}
              donor={s.donor}
              accountHolder={credit.payerShown}
              submitLabel={texts.confirmMatch}
            />
          ))}
          <RecordForm
            summary={texts.withoutPledge}
            hidden={{ creditId: credit.id, payerName: credit.payerName }}
            donor={NO_DONOR}
            accountHolder={credit.payerShown}
            submitLabel={texts.recordAsDonation}
            tone="ghost"
          />
          <ActionButton
            intent="dismiss"
            hidden={{ creditId: credit.id }}
            label={texts.notADonation}
          />
        </section>
      ))}

      <h2>{format(texts.pledgesHeading, { count: pledges.length })}</h2>
      {pledges.length === 0 ? (
        <p className={area.muted}>{texts.none}</p>
      ) : (
        <ul>
          {pledges.map((pledge) => (
            <li key={pledge.id}>
              <Link to={`/intern/eingaenge/${pledge.id}`}>{pledge.label}</Link>{" "}
              <ActionButton
                intent="close-pledge"
                hidden={{ pledgeId: pledge.id }}
                label={texts.notReceived}
              />
            </li>
          ))}
        </ul>
      )}

      <h2 id="erfasste-spenden">{format(texts.recordedHeading, { year })}</h2>
      <Form method="get" className={area.filters} aria-label={texts.yearFilter}>
        <div className={formStyles.field}>
          <label htmlFor="spenden-jahr" className={formStyles.label}>
            {texts.yearLabel}
          </label>
          <select
            id="spenden-jahr"
            name="jahr"
            defaultValue={String(year)}
            className={formStyles.control}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="button">
            {texts.show}
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          <Link to={`/intern/kasse/spenden/export?jahr=${year}`} reloadDocument>
            {format(texts.export, { year })}
          </Link>
        </p>
      )}
      {donations.length === 0 ? (
        <p className={area.muted}>{format(texts.noneIn, { year })}</p>
      ) : (
        <AreaTable
          caption={format(texts.recordedCaption, { year })}
          rowKey={(d) => d.id}
          rowId={(d) => `spende-${d.id}`}
          rows={donations}
          columns={[
            { label: texts.columns.received, cell: (d) => formatDate(d.receivedOn) },
            { label: texts.columns.amount, number: true, cell: (d) => formatEuro(d.amountCents) },
            { label: texts.columns.donor, cell: (d) => d.donorName },
            { label: texts.columns.holder, cell: (d) => d.accountHolder },
            {
              label: texts.columns.pledge,
              cell: (d) =>
                d.pledge ? (
                  <Link to={`/intern/eingaenge/${d.pledge.id}`}>{d.pledge.reference}</Link>
                ) : (
                  texts.noPledge
                ),
            },
            {
              label: texts.columns.receipt,
              cell: (d) =>
                d.receipt ? (
                  <Link to={`/intern/kasse/bestaetigungen#bestaetigung-${d.receipt.id}`}>
                    {format(texts.receiptNumber, { number: d.receipt.number })}
                  </Link>
                ) : (
                  <Link to="/intern/kasse/bestaetigungen">{texts.noReceiptYet}</Link>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
