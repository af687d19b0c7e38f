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
import { isoDay, formatDate, formatEuro } from "~/team/format";
import { printable } from "~/lib/printable";
import { areaMeta } from "~/intern/meta";
import { donationYearSchema, importStatementSchema, recordDonationSchema } from "~/team/schemas";
import { BANK_SPELLING_WARNINGS, bankSpelling, sameName } from "~/team/donor-name";
import { can } from "~/team/permissions";
import formStyles from "~/components/forms/Form.module.css";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { CamtError } from "../../../server/donations/camt";
import {
  closeNotReceived,
  dismissCredit,
  findCredit,
  findOpenPledge,
  importStatement,
  MatchError,
  openCredits,
  openPledges,
  proposedDonor,
  recordDonation,
  suggestionsFor,
  type OpenPledge,
} from "../../../server/donations/credits";
import { donationsOfYear, donationYears, shownYear } from "../../../server/donations/recorded";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.donations.title);

const REASONS = {
  reference: "Referenz im Verwendungszweck",
  "amount-name-date": "gleicher Betrag und Name, nach der Zusage",
} as const;

/**
 * The bank's and the visitors' texts as the page shows them: control characters, bidi
 * controls and other invisible characters as visible escapes ("\u202e"), as on the command line.
 */
const shown = (text: string) => printable(text, { oneLine: true });

const pledgeLabel = (p: OpenPledge) =>
  shown(
    `${p.reference ?? "ohne Referenz"} · ${p.firstName} ${p.lastName} · ${formatEuro(p.amountCents)} · zugesagt ${formatDate(p.createdAt)}`,
  );

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("donations", context, request);
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
        label: pledgeLabel(pledge),
        reason: REASONS[reason],
        donor: proposedDonor(pledge),
      })),
    })),
    pledges: pledges.map((pledge) => ({ id: pledge.id, label: pledgeLabel(pledge) })),
    year,
    years: [...new Set([year, Number(isoDay().slice(0, 4)), ...years])].sort((a, b) => b - a),
    canExport: can(member.roles, "donations:export"),
    donations: recorded.map((d) => ({
      id: d.id,
      receivedOn: d.receivedOn,
      amountCents: d.amountCents,
      donorName: shown(d.donorName),
      accountHolder: shown(d.accountHolder),
      pledge: d.pledge && { id: d.pledge.id, reference: d.pledge.reference ?? "ohne Referenz" },
      receipt: d.receipt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("donations", args, {
    async import({ team, member }, form) {
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
        return done(
          "import",
          `Eingelesen: ${result.added} neue Gutschriften, ${result.known} schon bekannt, ${result.skipped} übergangen (keine gebuchte Gutschrift in Euro).`,
        );
      } catch (error) {
        if (error instanceof CamtError)
          return refused("import", `Nichts eingelesen: ${error.message}`);
        throw error;
      }
    },
    async record({ team, member }, form) {
      const parsed = parseForm(form, recordDonationSchema);
      if (!parsed.ok) return parsed.answer;
      const { creditId, pledgeId, donorName, street, postalCode, city, email, reason } =
        parsed.value;
      const credit = await findCredit(team.db, creditId);
      const pledge = pledgeId ? await findOpenPledge(team.db, pledgeId) : undefined;
      if (!credit || (pledgeId && !pledge))
        return refused("record", "Gutschrift oder Zusage ist nicht mehr offen.");
      try {
        const donation = await recordDonation(team.db, {
          creditId,
          pledgeId,
          donor: { name: donorName, street, postalCode, city, email },
          memberId: member.id,
        });
        await recordAudit(team.db, {
          action: "donation-recorded",
          member,
          target: donation.id,
          detail: { creditId, pledgeId: pledgeId ?? null, cents: donation.amountCents },
        });
        if (!sameName(donorName, credit.payerName))
          await recordAudit(team.db, {
            action: "donor-changed",
            member,
            target: donation.id,
            detail: { accountHolder: credit.payerName, donor: donorName, reason },
          });
      } catch (error) {
        if (error instanceof MatchError) return refused("record", error.message);
        throw error;
      }
      return done(
        "record",
        `Als Spende von ${donorName} erfasst (${formatEuro(credit.amountCents)}).`,
      );
    },
    async dismiss({ team, member }, form) {
      const creditId = String(form.get("creditId"));
      if (await dismissCredit(team.db, creditId))
        await recordAudit(team.db, { action: "credit-dismissed", member, target: creditId });
      return done("dismiss", "Die Gutschrift ist als keine Spende markiert.");
    },
    async "close-pledge"({ team, member }, form) {
      const pledgeId = String(form.get("pledgeId"));
      if (/^[0-9a-f-]{36}$/i.test(pledgeId) && (await closeNotReceived(team.db, [pledgeId])))
        await recordAudit(team.db, { action: "pledge-not-received", member, target: pledgeId });
      return done("close-pledge", "Die Zusage ist als „nicht eingegangen“ geschlossen.");
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
  const name = fields.donorName.value;
  const spelling = typeof name === "string" ? bankSpelling(name) : undefined;
  return (
    <>
      <p className={area.muted}>
        {`Name und Anschrift so, wie sie auf der Zuwendungsbestätigung stehen sollen. Laut Bank: ${accountHolder}.`}
      </p>
      <DonorAddressFields fields={fields} />
      {spelling && (
        <>
          <p className={area.notice}>{BANK_SPELLING_WARNINGS[spelling]}</p>
          <CheckboxField
            field={fields.nameAsWritten}
            label="Der Name ist so richtig und soll so auf die Bestätigung."
          />
        </>
      )}
      <TextField
        field={fields.email}
        label="E-Mail für die Quittung (leer: per Post)"
        type="email"
      />
      <TextField
        field={fields.reason}
        label="Grund, falls die Person eine andere ist als der Kontoinhaber"
        hint="Steht im Protokoll. Nicht nötig, wenn nur die Schreibweise anders ist (z. B. „WEBER, JONAS“ und „Jonas Weber“)."
      />
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
  const { formatDate, formatEuro } = useArea();
  const { credits, pledges, donations, year, years } = loaderData;
  return (
    <>
      <h1>Kasse</h1>
      <p>
        <Link to="/intern/kasse/bestaetigungen">Zuwendungsbestätigungen</Link> ·{" "}
        <Link to="/intern/kasse/einstellungen">Angaben für Zuwendungsbestätigungen</Link>
      </p>
      <AreaNotice intents={["dismiss", "close-pledge", "record"]} />
      <h2>Kontoauszug einlesen</h2>
      <p className={area.muted}>
        Der Export der Bank im Format camt.053 (XML oder ZIP, Versionen 001.02 bis 001.08). Nur
        gebuchte Gutschriften werden übernommen, jede nur einmal.
      </p>
      <AreaForm
        schema={importStatementSchema}
        intent="import"
        encType="multipart/form-data"
        submitLabel="Einlesen"
      >
        {(fields) => (
          <FileField field={fields.statement} label="Datei (.xml oder .zip)" accept=".xml,.zip" />
        )}
      </AreaForm>

      <h2>Offene Gutschriften ({credits.length})</h2>
      <p className={area.muted}>
        Geld auf dem Vereinskonto wird nur hier gebucht: Kontoauszug einlesen, dann die Gutschrift
        der Zusage zuordnen (oder ohne Zusage erfassen). Nur so wird sie eine erfasste Spende, für
        die es eine Zuwendungsbestätigung gibt. „Als eingegangen markieren“ auf der Seite einer
        Zusage ist nur für Geld, das in keinem Kontoauszug steht (z. B. bar).
      </p>
      {credits.length === 0 && <p className={area.muted}>Keine.</p>}
      {credits.map((credit) => (
        <section
          key={credit.id}
          className={area.notice}
          aria-label={`Gutschrift ${credit.payerShown}`}
        >
          <p>
            <strong>{formatEuro(credit.amountCents)}</strong> am {formatDate(credit.valueDate)} von{" "}
            <strong>{credit.payerShown}</strong> ({credit.payerIban || "ohne IBAN"})
            <br />
            Verwendungszweck: {credit.remittance || "–"}
          </p>
          {credit.suggestions.length === 0 && <p>Keine passende Zusage gefunden.</p>}
          {credit.suggestions.map((s, index) => (
            <RecordForm
              key={s.pledgeId}
              summary={`Vorschlag ${index + 1}: ${s.label} (${s.reason})`}
              open={index === 0}
              hidden={{ creditId: credit.id, pledgeId: s.pledgeId, payerName: credit.payerName }}
              donor={s.donor}
              accountHolder={credit.payerShown}
              submitLabel="Zuordnung bestätigen"
            />
          ))}
          <RecordForm
            summary="Ohne Zusage als Spende erfassen"
            hidden={{ creditId: credit.id, payerName: credit.payerName }}
            donor={NO_DONOR}
            accountHolder={credit.payerShown}
            submitLabel="Als Spende erfassen"
            tone="ghost"
          />
          <ActionButton intent="dismiss" hidden={{ creditId: credit.id }} label="Keine Spende" />
        </section>
      ))}

      <h2>Offene Zusagen ({pledges.length})</h2>
      {pledges.length === 0 ? (
        <p className={area.muted}>Keine.</p>
      ) : (
        <ul>
          {pledges.map((pledge) => (
            <li key={pledge.id}>
              <Link to={`/intern/eingaenge/${pledge.id}`}>{pledge.label}</Link>{" "}
              <ActionButton
                intent="close-pledge"
                hidden={{ pledgeId: pledge.id }}
                label="Nicht eingegangen"
              />
            </li>
          ))}
        </ul>
      )}

      <h2 id="erfasste-spenden">Erfasste Spenden {year}</h2>
      <Form method="get" className={area.filters} aria-label="Jahr der erfassten Spenden">
        <div className={formStyles.field}>
          <label htmlFor="spenden-jahr" className={formStyles.label}>
            Jahr (Eingang)
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
            Anzeigen
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          <Link to={`/intern/kasse/spenden/export?jahr=${year}`} reloadDocument>
            Erfasste Spenden {year} als CSV herunterladen
          </Link>
        </p>
      )}
      {donations.length === 0 ? (
        <p className={area.muted}>Keine in {year}.</p>
      ) : (
        <AreaTable
          caption={`Erfasste Spenden ${year}, neueste zuerst`}
          rowKey={(d) => d.id}
          rowId={(d) => `spende-${d.id}`}
          rows={donations}
          columns={[
            { label: "Eingang", cell: (d) => formatDate(d.receivedOn) },
            { label: "Betrag", number: true, cell: (d) => formatEuro(d.amountCents) },
            { label: "Spender/in", cell: (d) => d.donorName },
            { label: "Kontoinhaber", cell: (d) => d.accountHolder },
            {
              label: "Zusage",
              cell: (d) =>
                d.pledge ? (
                  <Link to={`/intern/eingaenge/${d.pledge.id}`}>{d.pledge.reference}</Link>
                ) : (
                  "ohne"
                ),
            },
            {
              label: "Bestätigung",
              cell: (d) =>
                d.receipt ? (
                  <Link to={`/intern/kasse/bestaetigungen#bestaetigung-${d.receipt.id}`}>
                    Nr. {d.receipt.number}
                  </Link>
                ) : (
                  <Link to="/intern/kasse/bestaetigungen">noch keine</Link>
                ),
            },
          ]}
        />
      )}
    </>
  );
}
