import { Link } from "react-router";
import type { Route } from "./+types/receipt-settings";
import {
  AreaForm,
  CheckboxesField,
  FileField,
  SelectField,
  TextField,
} from "~/intern/components/AreaForm";
import { isoDay } from "~/team/format";
import { areaFormat } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { receiptSettingsSchema } from "~/team/schemas";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { useArea } from "~/intern/useArea";
import { area } from "~/intern/components/area-style";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { TAX_PURPOSES } from "../../team/tax-purposes";
import {
  acceptSignatureImage,
  SignatureImageError,
} from "../../../server/receipts/signature-image";
import {
  keptSignatureImage,
  saveSettings,
  settingsHistory,
  settingsRefusal,
  settingsSentences,
  sixtyARefusal,
} from "../../../server/receipts/settings";

const PURPOSE_OPTIONS = TAX_PURPOSES.map((p) => ({
  value: p.id,
  label: `${p.number}: ${p.wording}`,
}));
const SAMPLES = [
  { kind: "single", label: "Zuwendungsbestätigung" },
  { kind: "collective", label: "Sammelbestätigung" },
  { kind: "simplified", label: "Beleg bis 300 Euro" },
] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.donations.settingsTitle);

const KINDS = [
  { value: "freistellung", label: "Freistellungsbescheid (gilt 5 Jahre)" },
  { value: "60a", label: "Feststellung nach § 60a AO (gilt 3 Jahre)" },
] as const;
const YES_NO = [
  { value: "nein", label: "nein: Quittungen werden ausgedruckt und von Hand unterschrieben" },
  {
    value: "ja",
    label: "ja: maschinell erstellt, ohne eigenhändige Unterschrift, auch per E-Mail",
  },
] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, locale } = requirePage("receiptSettings", context, request);
  const { formatDate } = areaFormat(locale);
  const history = await settingsHistory(team.db);
  const [current] = history;
  return {
    current: current && {
      noticeKind: current.noticeKind,
      taxOffice: current.taxOffice,
      taxNumber: current.taxNumber,
      noticeDate: current.noticeDate,
      assessmentPeriod: current.assessmentPeriod,
      purpose: current.purpose,
      purposeAccusative: current.purposeAccusative,
      purposeIds: current.purposeIds,
      place: current.place,
      signatory: current.signatory,
      machineReceiptsNotified: current.machineReceiptsNotified ? "ja" : "nein",
    },
    refusal: current && settingsRefusal(history, isoDay()),
    sentences: current && settingsSentences(current),
    hasSignatureImage: Boolean(current?.signatureImage),
    history: history.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      summary: `${row.noticeKind === "60a" ? "§ 60a AO" : "Freistellungsbescheid"} vom ${formatDate(row.noticeDate)}, Finanzamt ${row.taxOffice}, StNr. ${row.taxNumber}${row.assessmentPeriod ? `, VZ ${row.assessmentPeriod}` : ""}; ${row.machineReceiptsNotified ? "maschinell" : "von Hand unterschrieben"}`,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("receiptSettings", args, {
    async save({ team, member }, form) {
      const parsed = parseForm(form, receiptSettingsSchema);
      if (!parsed.ok) return parsed.answer;
      const { intent: _intent, signatureFile: file, removeSignature, ...values } = parsed.value;
      const history = await settingsHistory(team.db);
      const after = sixtyARefusal(values.noticeKind, history);
      if (after) return refused("save", after);
      let uploaded: Uint8Array | undefined;
      if (file && file.size > 0)
        try {
          uploaded = await acceptSignatureImage(new Uint8Array(await file.arrayBuffer()));
        } catch (error) {
          if (error instanceof SignatureImageError) return refused("save", error.message, 422);
          throw error;
        }
      const signatureImage = keptSignatureImage(uploaded, removeSignature === "ja", history[0]);
      const row = await saveSettings(team.db, { ...values, signatureImage }, member.id);
      await recordAudit(team.db, {
        action: "receipt-settings-changed",
        member,
        target: String(row.id),
        detail: {
          noticeKind: row.noticeKind,
          noticeDate: row.noticeDate,
          signatureImage: uploaded ? "neu" : signatureImage ? "wie bisher" : "keine",
        },
      });
      return done("save", "Gespeichert. Die bisherigen Angaben bleiben in der Liste unten.");
    },
  });
}

export default function ReceiptSettings({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.donations;
  const { current, refusal, sentences, hasSignatureImage, history } = loaderData;
  return (
    <>
      <p>
        <Link to="/intern/kasse">← Kasse</Link>
      </p>
      <h1>Angaben für Zuwendungsbestätigungen</h1>
      {refusal && (
        <p role="alert" className={area.notice}>
          {refusal}
        </p>
      )}
      {sentences && (
        <section aria-labelledby="vorschau">
          <h2 id="vorschau">{texts.previewHeading}</h2>
          <p className={area.muted}>{texts.previewIntro}</p>
          {Array.isArray(sentences) ? (
            sentences.map((sentence) => <blockquote key={sentence}>{sentence}</blockquote>)
          ) : (
            <p className={area.notice}>{sentences.refusal}</p>
          )}
          <p>
            {texts.sampleLinks}{" "}
            {SAMPLES.map(({ kind, label }, i) => (
              <span key={kind}>
                {i > 0 && ", "}
                <a href={`/intern/kasse/einstellungen/muster.pdf?art=${kind}`}>{label}</a>
              </span>
            ))}
          </p>
        </section>
      )}
      <h2>Angaben ändern</h2>
      <AreaForm
        schema={receiptSettingsSchema}
        intent="save"
        defaultValue={current ?? { noticeKind: "freistellung", machineReceiptsNotified: "nein" }}
        submitLabel="Speichern"
        encType="multipart/form-data"
      >
        {(fields) => (
          <>
            <SelectField field={fields.noticeKind} label="Art des Bescheids" options={KINDS} />
            <TextField
              field={fields.taxOffice}
              label="Finanzamt"
              hint={texts.settingsHints.taxOffice}
            />
            <TextField
              field={fields.taxNumber}
              label="Steuernummer"
              hint={texts.settingsHints.taxNumber}
            />
            <TextField
              field={fields.noticeDate}
              label="Datum des Bescheids"
              type="date"
              hint={texts.settingsHints.noticeDate}
            />
            <TextField
              field={fields.assessmentPeriod}
              label="Letzter Veranlagungszeitraum (nur Freistellungsbescheid)"
              hint={texts.settingsHints.assessmentPeriod}
            />
            <CheckboxesField
              field={fields.purposeIds}
              legend={texts.purposeIdsLegend}
              hint={texts.purposeIdsHint}
              options={PURPOSE_OPTIONS}
            />
            <TextField field={fields.purpose} label={texts.purposeLabel} hint={texts.purposeHint} />
            <TextField
              field={fields.purposeAccusative}
              label={texts.purposeAccusativeLabel}
              hint={texts.purposeAccusativeHint}
            />
            <TextField
              field={fields.place}
              label="Ort der Ausstellung"
              hint={texts.settingsHints.place}
            />
            <TextField
              field={fields.signatory}
              label="Unterschrift (Name, Funktion)"
              hint={texts.settingsHints.signatory}
            />
            <SelectField
              field={fields.machineReceiptsNotified}
              label="Dem Finanzamt die maschinelle Erstellung angezeigt (R 10b.1 Abs. 4 EStR)?"
              options={YES_NO}
            />
            <FileField
              field={fields.signatureFile}
              label={
                hasSignatureImage ? texts.signatureImageReplaceLabel : texts.signatureImageLabel
              }
              hint={texts.signatureImageHint}
              accept="image/png,image/jpeg,image/webp"
            />
            {hasSignatureImage && (
              <CheckboxesField
                field={fields.removeSignature}
                legend={texts.signatureImageStored}
                options={[{ value: "ja", label: texts.signatureImageRemove }]}
              />
            )}
          </>
        )}
      </AreaForm>
      <h2>Bisherige Angaben</h2>
      {history.length === 0 ? (
        <p className={area.muted}>Noch keine.</p>
      ) : (
        <ol>
          {history.map((row) => (
            <li key={row.id}>
              {formatDateTime(row.createdAt)}: {row.summary}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
