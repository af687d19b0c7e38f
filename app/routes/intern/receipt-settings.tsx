import { Link } from "react-router";
import type { Route } from "./+types/receipt-settings";
import {
  AreaForm,
  CheckboxesField,
  FileField,
  SelectField,
  TextField,
} from "~/intern/components/AreaForm";
import { areaFormat, isoDay } from "~/team/format";
import { format } from "~/i18n/format";
import { areaMeta } from "~/intern/meta";
import { receiptSettingsSchema } from "~/team/schemas";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { useArea } from "~/intern/useArea";
import { area } from "~/intern/components/area-style";
import { requirePage, runAction } from "../../../server/team/guard";
import { TAX_PURPOSES } from "../../team/tax-purposes";
import {
  acceptSignatureImage,
  SignatureImageError,
} from "../../../server/receipts/signature-image";
import {
  changeReceiptSettings,
  settingsHistory,
  settingsRefusal,
  settingsSentences,
  sixtyARefusal,
} from "../../../server/receipts/settings";
import { refusalText } from "../../../server/team/refusal";

const PURPOSE_OPTIONS = TAX_PURPOSES.map((p) => ({
  value: p.id,
  label: `${p.number}: ${p.wording}`,
}));
const SAMPLES = ["single", "collective", "simplified"] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.donations.settingsTitle);

const KINDS = ["freistellung", "60a"] as const;
const YES_NO = ["nein", "ja"] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, locale, texts: allTexts } = requirePage("receiptSettings", context, request);
  const texts = allTexts.receiptSettings;
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
    refusal: current && settingsRefusal(history, isoDay(), locale),
    sentences: current && settingsSentences(current, locale),
    hasSignatureImage: Boolean(current?.signatureImage),
    history: history.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      summary: format(row.assessmentPeriod ? texts.summaryWithPeriod : texts.summary, {
        kind: texts.noticeKinds[row.noticeKind === "60a" ? "60a" : "freistellung"],
        date: formatDate(row.noticeDate),
        office: row.taxOffice,
        number: row.taxNumber,
        period: row.assessmentPeriod ?? "",
        how: row.machineReceiptsNotified ? texts.machineMade : texts.handSigned,
      }),
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("receiptSettings", args, {
    async save({ team, member, texts, locale }, form) {
      const parsed = parseForm(form, receiptSettingsSchema);
      if (!parsed.ok) return parsed.answer;
      const { intent: _intent, signatureFile: file, removeSignature, ...values } = parsed.value;
      const history = await settingsHistory(team.db);
      const after = sixtyARefusal(values.noticeKind, history, locale);
      if (after) return refused("save", after);
      let uploaded: Uint8Array | undefined;
      if (file && file.size > 0)
        try {
          uploaded = await acceptSignatureImage(new Uint8Array(await file.arrayBuffer()));
        } catch (error) {
          if (error instanceof SignatureImageError)
            return refused("save", refusalText(texts, error), 422);
          throw error;
        }
      await changeReceiptSettings(team.db, { member }, values, {
        uploaded,
        remove: removeSignature === "ja",
      });
      return done("save", texts.receiptSettings.saved);
    },
  });
}

export default function ReceiptSettings({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.donations;
  const own = t.receiptSettings;
  const labels = own.labels;
  const { current, refusal, sentences, hasSignatureImage, history } = loaderData;
  return (
    <>
      <p>
        <Link to="/intern/kasse">{own.back}</Link>
      </p>
      <h1>{texts.settingsTitle}</h1>
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
            {SAMPLES.map((kind, i) => (
              <span key={kind}>
                {i > 0 && ", "}
                <a href={`/intern/kasse/einstellungen/muster.pdf?art=${kind}`}>
                  {own.samples[kind]}
                </a>
              </span>
            ))}
          </p>
        </section>
      )}
      <h2>{own.changeHeading}</h2>
      <AreaForm
        schema={receiptSettingsSchema}
        intent="save"
        defaultValue={current ?? { noticeKind: "freistellung", machineReceiptsNotified: "nein" }}
        submitLabel={own.save}
        encType="multipart/form-data"
      >
        {(fields) => (
          <>
            <SelectField
              field={fields.noticeKind}
              label={labels.noticeKind}
              options={KINDS.map((value) => ({ value, label: own.kinds[value] }))}
            />
            <TextField
              field={fields.taxOffice}
              label={labels.taxOffice}
              hint={texts.settingsHints.taxOffice}
            />
            <TextField
              field={fields.taxNumber}
              label={labels.taxNumber}
              hint={texts.settingsHints.taxNumber}
            />
            <TextField
              field={fields.noticeDate}
              label={labels.noticeDate}
              type="date"
              hint={texts.settingsHints.noticeDate}
            />
            <TextField
              field={fields.assessmentPeriod}
              label={labels.assessmentPeriod}
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
            <TextField field={fields.place} label={labels.place} hint={texts.settingsHints.place} />
            <TextField
              field={fields.signatory}
              label={labels.signatory}
              hint={texts.settingsHints.signatory}
            />
            <SelectField
              field={fields.machineReceiptsNotified}
              label={labels.machineReceiptsNotified}
              options={YES_NO.map((value) => ({ value, label: own.machine[value] }))}
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
      <h2>{own.historyHeading}</h2>
      {history.length === 0 ? (
        <p className={area.muted}>{own.none}</p>
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
