import { z } from "zod";
import { joinLineBreaks, UNSAFE_CHARACTER, UNSAFE_CHARACTER_IN_LINES } from "~/forms/fields";
import { LOCALES } from "~/i18n/locale";
import { calendarDay } from "~/lib/calendar-day";
import { teamDe } from "~/i18n/messages/team.de";
import { fieldError, type FieldErrorKey } from "./field-error";
import { bankSpelling, sameName } from "./donor-name";
import { isoDay } from "./format";
import { isRole, ROLES } from "./permissions";
import { TAX_PURPOSE_IDS } from "./tax-purposes";

const tooLong = (max: number | string) => fieldError("tooLong", { max });

/**
 * For texts that end up in a receipt, an e-mail or a log line (`.refine(...inOneLine)`): no
 * control characters, line or paragraph separators or bidi controls (app/forms/fields.ts). A
 * text of several lines (a textarea, its CRLF joined first) may have line breaks and tabs.
 */
const inOneLine = [
  (value: string) => !UNSAFE_CHARACTER.test(value),
  fieldError("unsafeCharacter"),
] as const;
const inLines = [
  (value: string) => !UNSAFE_CHARACTER_IN_LINES.test(value),
  fieldError("unsafeCharacterInLines"),
] as const;

/**
 * The team area's forms: one schema each, used by the page (validation while typing, with
 * JavaScript) and by its action (always).
 */
const email = z
  .string({ error: fieldError("emailMissing") })
  .trim()
  .max(254, fieldError("emailTooLong"))
  .pipe(z.email(fieldError("emailInvalid")));
const id = z.string().uuid();
/**
 * One or more roles (checkboxes: each checked one posts its value), each once in the order of
 * ROLES. Errors go to the field itself, where its fieldset shows them.
 */
const roles = z
  .array(z.string(), { error: fieldError("roleMissing") })
  .min(1, fieldError("roleMissing"))
  .refine((chosen) => chosen.every(isRole), fieldError("roleUnknown"))
  .transform((chosen) => ROLES.filter((role) => chosen.includes(role)));

export const signInLinkSchema = z.object({ email });

export const acceptInvitationSchema = z.object({
  token: z.string().min(1),
  name: z
    .string({ error: fieldError("yourNameMissing") })
    .trim()
    .min(2, fieldError("yourNameMissing"))
    .max(80, tooLong(80))
    .refine(...inOneLine),
});

export const inviteSchema = z.object({ intent: z.literal("invite"), email, roles });
export const changeRolesSchema = z.object({
  intent: z.literal("change-role"),
  memberId: id,
  roles,
});
/** Removing a member needs the confirmation's field: a post of the first step alone is refused. */
export const removeMemberSchema = z.object({
  intent: z.literal("remove"),
  memberId: id,
  confirm: z.literal("ja"),
});

export const renamePasskeySchema = z.object({
  intent: z.literal("rename-passkey"),
  passkeyId: z.string().min(1).max(1024),
  label: z
    .string({ error: fieldError("nameMissing") })
    .trim()
    .min(1, fieldError("nameMissing"))
    .max(80, tooLong(80))
    .refine(...inOneLine),
});

export const languageSchema = z.object({
  intent: z.literal("set-language"),
  language: z.enum(LOCALES),
});

/** A day that has begun in Hamburg (the team's dates are Hamburg days, wherever the browser is). */
const day = calendarDay({
  missing: fieldError("dateMissing"),
  format: fieldError("dateFormat"),
  invalid: fieldError("dateInvalid"),
}).refine((value) => value <= isoDay(), fieldError("dateInFuture"));

export const markReceivedSchema = z.object({
  intent: z.literal("mark-received"),
  receivedOn: day,
  amount: z.coerce
    .number({ error: fieldError("amountMissing") })
    .positive(fieldError("amountNotPositive"))
    .max(1_000_000, fieldError("amountTooHigh"))
    .multipleOf(0.01, fieldError("amountCents")),
});

/** The GDPR erasure: whose data (an e-mail address, a full name, or both). */
export const personSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254)
      .refine(...inOneLine)
      .optional(),
    name: z
      .string()
      .trim()
      .max(200)
      .refine(...inOneLine)
      .optional(),
  })
  .refine((value) => value.email || value.name, {
    message: fieldError("personMissing"),
    path: ["email"],
  });

export const SUBMISSION_KINDS = ["alle", "spende", "kontakt"] as const;
export const PLEDGE_STATES = ["alle", "offen", "eingegangen"] as const;

/** The list's filters, from the address's query (anything unknown falls back to "all"). */
export const submissionFilterSchema = z.object({
  art: z.enum(SUBMISSION_KINDS).catch("alle"),
  status: z.enum(PLEDGE_STATES).catch("alle"),
  von: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  bis: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  suche: z.string().trim().max(200).optional().catch(undefined),
  seite: z.coerce.number().int().min(0).max(10_000).catch(0),
});

export type SubmissionFilter = z.output<typeof submissionFilterSchema>;

/** The Kasse's year of recorded donations, from the address's query (none: the newest). */
export const donationYearSchema = z.object({
  jahr: z.coerce.number().int().min(2000).max(2999).optional().catch(undefined),
});

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const optionalText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);

/**
 * The audit log's filters, from the address's query: an action (its key), who acted (their
 * address as the log has it), a day range in Hamburg time and a text in what it concerned.
 * Anything unknown or malformed means "all".
 */
export const auditFilterSchema = z.object({
  aktion: z
    .string()
    .refine((value) => Object.hasOwn(teamDe.audit.actions, value))
    .optional()
    .catch(undefined),
  wer: optionalText,
  von: isoDate,
  bis: isoDate,
  suche: optionalText,
  seite: z.coerce.number().int().min(0).max(10_000).catch(0),
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

const markdown = () =>
  z
    .string()
    .overwrite(joinLineBreaks)
    .trim()
    .max(50_000, tooLong("50.000"))
    .refine(...inLines)
    .optional();

/** A newsletter issue: a news post, or a text written here in Markdown (German, optionally English). */
export const createIssueSchema = z
  .object({
    intent: z.literal("create"),
    post: z.string().trim().optional(),
    title: z
      .string()
      .trim()
      .max(200, tooLong(200))
      .refine(...inOneLine)
      .optional(),
    markdown: markdown(),
    titleEn: z
      .string()
      .trim()
      .max(200, tooLong(200))
      .refine(...inOneLine)
      .optional(),
    markdownEn: markdown(),
  })
  .superRefine((value, ctx) => {
    if (value.post) return;
    if (!value.title)
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: fieldError("issueTitleMissing"),
      });
    if (!value.markdown)
      ctx.addIssue({
        code: "custom",
        path: ["markdown"],
        message: fieldError("issueTextMissing"),
      });
    if (Boolean(value.titleEn) !== Boolean(value.markdownEn))
      ctx.addIssue({
        code: "custom",
        path: [value.titleEn ? "markdownEn" : "titleEn"],
        message: fieldError("englishIncomplete"),
      });
  });

export const testIssueSchema = z.object({
  intent: z.literal("test"),
  issueId: id,
  locale: z.enum(["de", "en"], { error: fieldError("localeMissing") }),
});

export const sendIssueSchema = z.object({
  intent: z.literal("send"),
  issueId: id,
  confirm: z.literal("on", { error: fieldError("sendConfirmMissing") }),
});

/** A bank statement export (camt.053 as XML or ZIP). */
export const importStatementSchema = z.object({
  intent: z.literal("import"),
  statement: z
    .instanceof(File, { error: fieldError("statementFileMissing") })
    .refine((file) => file.size > 0, fieldError("statementFileMissing"))
    .refine((file) => !UNSAFE_CHARACTER.test(file.name), fieldError("fileNameUnsafe")),
});

export const importSubscribersSchema = z.object({
  intent: z.literal("import"),
  file: z
    .instanceof(File, { error: fieldError("csvFileMissing") })
    .refine((file) => file.size > 0, fieldError("csvFileMissing"))
    .refine((file) => !UNSAFE_CHARACTER.test(file.name), fieldError("fileNameUnsafe")),
});

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine(...inOneLine)
    .default("");

/** The donor as a receipt names them. */
const donorAddressFields = {
  donorName: z
    .string({ error: fieldError("donorNameMissing") })
    .trim()
    .min(2, fieldError("donorNameMissing"))
    .max(200, tooLong(200))
    .refine(...inOneLine),
  street: line(200),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, fieldError("postalCodeFormat"))
    .default(""),
  city: line(100),
};

/**
 * A credit recorded as a donation, with a pledge or without. The donor is the account holder;
 * another name than the bank's (spelling aside: "WEBER, JONAS" is Jonas Weber) needs a reason,
 * kept in the audit log. A name written the bank's way (capitals, "Surname, First name") is
 * taken only once confirmed: a warning, not a refusal.
 */
export const recordDonationSchema = z
  .object({
    intent: z.literal("record"),
    creditId: id,
    pledgeId: id.optional(),
    payerName: z.string(),
    ...donorAddressFields,
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.union([z.literal(""), z.email(fieldError("emailInvalid"))]))
      .default(""),
    reason: line(500),
    /** "ja": the name is right as written, though it looks like the bank's spelling. */
    nameAsWritten: z.literal("ja").optional(),
  })
  .superRefine((value, ctx) => {
    if (!sameName(value.donorName, value.payerName) && value.reason.length < 5)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Der Name weicht vom Kontoinhaber ab: bitte den Grund angeben.",
      });
    const spelling = bankSpelling(value.donorName);
    // The warning itself stands beside the box (the page shows it as soon as the name is typed).
    if (spelling && !value.nameAsWritten)
      ctx.addIssue({
        code: "custom",
        path: ["nameAsWritten"],
        message: fieldError("nameNotConfirmed"),
      });
  });

const required = (missing: FieldErrorKey, max: number) =>
  z
    .string({ error: fieldError(missing) })
    .trim()
    .min(1, fieldError(missing))
    .max(max, tooLong(max))
    .refine(...inOneLine);

/**
 * The words the receipt's sentence already has before a blank ("des Finanzamtes …", "wegen
 * Förderung …"): typed into the field as well, they would be printed twice, so they are dropped.
 */
const DOUBLED_WORDS = {
  taxOffice: /^(des\s+|das\s+)?Finanzamt(es|s)?\s+/i,
  taxNumber: /^(StNr\.?|St\.-?Nr\.?|Steuernummer)\s*:?\s*/i,
  assessmentPeriod: /^(den\s+)?(letzten\s+)?(Veranlagungszeitraum|VZ)\s*:?\s*/i,
  purpose: /^(wegen\s+|zur\s+|die\s+)?Förderung\s+/i,
  purposeAccusative: /^Wir\s+fördern(\s+nach\s+unserer\s+Satzung)?\s+/i,
};
const withoutDoubledWords = <S extends z.ZodType<string>>(schema: S, words: RegExp) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(words, "") : value),
    schema,
  );

/** The tax office's data for receipts (a new version each time they are saved). */
export const receiptSettingsSchema = z
  .object({
    intent: z.literal("save"),
    noticeKind: z.enum(["freistellung", "60a"], { error: fieldError("noticeKindMissing") }),
    taxOffice: withoutDoubledWords(required("taxOfficeMissing", 120), DOUBLED_WORDS.taxOffice),
    taxNumber: withoutDoubledWords(required("taxNumberMissing", 40), DOUBLED_WORDS.taxNumber),
    noticeDate: z.iso.date(fieldError("noticeDateMissing")),
    assessmentPeriod: withoutDoubledWords(line(40), DOUBLED_WORDS.assessmentPeriod),
    purpose: withoutDoubledWords(required("purposeMissing", 500), DOUBLED_WORDS.purpose),
    purposeAccusative: withoutDoubledWords(line(500), DOUBLED_WORDS.purposeAccusative),
    // One check box checked comes as a single value.
    purposeIds: z.preprocess(
      (value) => (value === undefined ? [] : ([] as unknown[]).concat(value)),
      z
        .array(z.enum(TAX_PURPOSE_IDS, { error: fieldError("purposeUnknown") }))
        .min(1, fieldError("purposeIdsMissing")),
    ),
    place: required("placeMissing", 80),
    signatory: required("signatoryMissing", 120),
    machineReceiptsNotified: z
      .enum(["ja", "nein"])
      .default("nein")
      .transform((value) => value === "ja"),
    /** The facsimile signature; its content is checked by the action (signature-image.ts). */
    signatureFile: z.instanceof(File).optional(),
    removeSignature: z.literal("ja").optional(),
  })
  .refine((value) => value.noticeKind === "60a" || value.assessmentPeriod.length > 0, {
    path: ["assessmentPeriod"],
    message: fieldError("assessmentPeriodMissing"),
  })
  .refine((value) => value.noticeKind !== "60a" || value.purposeAccusative.length > 0, {
    path: ["purposeAccusative"],
    message: fieldError("purposeAccusativeMissing"),
  });

/** A receipt for confirmed donations (their ids, comma-separated). */
export const issueReceiptSchema = z.object({
  intent: z.literal("issue"),
  kind: z.enum(["single", "collective", "simplified"]),
  donationIds: z
    .string()
    .transform((ids) => ids.split(","))
    .pipe(z.array(id).min(1).max(500)),
  /** "ja": the warning before a Sammelbestätigung for a year not ended was confirmed. */
  confirmOpenYear: z.literal("ja").optional(),
});

/** A receipt cancelled, and (intent "replace") issued anew with the donor's corrected data. */
export const cancelReceiptSchema = z.object({
  intent: z.literal("cancel"),
  receiptId: id,
  reason: z
    .string({ error: fieldError("reasonMissing") })
    .trim()
    .min(5, fieldError("reasonTooShort"))
    .max(500, tooLong(500))
    .refine(...inOneLine),
});

export const replaceReceiptSchema = cancelReceiptSchema.extend({
  intent: z.literal("replace"),
  ...donorAddressFields,
});
