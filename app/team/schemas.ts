import { z } from "zod/mini";
import { en } from "zod/locales";
import { joinLineBreaks, UNSAFE_CHARACTER, UNSAFE_CHARACTER_IN_LINES } from "~/forms/fields";
import { LOCALES } from "~/i18n/locale";
import { calendarDay } from "~/lib/calendar-day";
import { teamDe } from "~/i18n/messages/team.de";
import { fieldError, type FieldErrorKey } from "./field-error";
import { bankSpelling, sameName } from "./donor-name";
import { isoDay } from "./format";
import { isRole, ROLES } from "./permissions";
import { TAX_PURPOSE_IDS } from "./tax-purposes";

// zod/mini loads no locale: the messages of checks without one of ours (a post no form of the
// area sends) stay classic zod's English ones.
z.config(en());

const tooLong = (max: number | string) => fieldError("tooLong", { max });

/**
 * For texts that end up in a receipt, an e-mail or a log line (`z.refine(...inOneLine)`): no
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
const email = z.pipe(
  z
    .string({ error: fieldError("emailMissing") })
    .check(z.trim(), z.maxLength(254, fieldError("emailTooLong"))),
  z.email(fieldError("emailInvalid")),
);
const id = z.string().check(z.uuid());
/**
 * One or more roles (checkboxes: each checked one posts its value), each once in the order of
 * ROLES. Errors go to the field itself, where its fieldset shows them.
 */
const roles = z.pipe(
  z.array(z.string(), { error: fieldError("roleMissing") }).check(
    z.minLength(1, fieldError("roleMissing")),
    z.refine((chosen) => chosen.every(isRole), fieldError("roleUnknown")),
  ),
  z.transform((chosen: string[]) => ROLES.filter((role) => chosen.includes(role))),
);

export const signInLinkSchema = z.object({ email });

export const acceptInvitationSchema = z.object({
  token: z.string().check(z.minLength(1)),
  name: z
    .string({ error: fieldError("yourNameMissing") })
    .check(
      z.trim(),
      z.minLength(2, fieldError("yourNameMissing")),
      z.maxLength(80, tooLong(80)),
      z.refine(...inOneLine),
    ),
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
  passkeyId: z.string().check(z.minLength(1), z.maxLength(1024)),
  label: z
    .string({ error: fieldError("nameMissing") })
    .check(
      z.trim(),
      z.minLength(1, fieldError("nameMissing")),
      z.maxLength(80, tooLong(80)),
      z.refine(...inOneLine),
    ),
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
}).check(z.refine((value) => value <= isoDay(), fieldError("dateInFuture")));

export const markReceivedSchema = z.object({
  intent: z.literal("mark-received"),
  receivedOn: day,
  amount: z.coerce
    .number({ error: fieldError("amountMissing") })
    .check(
      z.positive(fieldError("amountNotPositive")),
      z.maximum(1_000_000, fieldError("amountTooHigh")),
      z.multipleOf(0.01, fieldError("amountCents")),
    ),
});

/** The GDPR erasure: whose data (an e-mail address, a full name, or both). */
export const personSchema = z
  .object({
    email: z.optional(z.string().check(z.trim(), z.maxLength(254), z.refine(...inOneLine))),
    name: z.optional(z.string().check(z.trim(), z.maxLength(200), z.refine(...inOneLine))),
  })
  .check(
    z.refine((value) => Boolean(value.email || value.name), {
      message: fieldError("personMissing"),
      path: ["email"],
    }),
  );

export const SUBMISSION_KINDS = ["alle", "spende", "kontakt"] as const;
export const PLEDGE_STATES = ["alle", "offen", "eingegangen"] as const;

/** The list's filters, from the address's query (anything unknown falls back to "all"). */
const isoDate = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const page = z.catch(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0);

export const submissionFilterSchema = z.object({
  art: z.catch(z.enum(SUBMISSION_KINDS), "alle"),
  status: z.catch(z.enum(PLEDGE_STATES), "alle"),
  von: isoDate,
  bis: isoDate,
  suche: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  seite: page,
});

export type SubmissionFilter = z.output<typeof submissionFilterSchema>;

/** The Kasse's year of recorded donations, from the address's query (none: the newest). */
export const donationYearSchema = z.object({
  jahr: z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(2000), z.maximum(2999))),
    undefined,
  ),
});

const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(200)),
      z.transform((value: string) => value || undefined),
    ),
  ),
  undefined,
);

/**
 * The audit log's filters, from the address's query: an action (its key), who acted (their
 * address as the log has it), a day range in Hamburg time and a text in what it concerned.
 * Anything unknown or malformed means "all".
 */
export const auditFilterSchema = z.object({
  aktion: z.catch(
    z.optional(z.string().check(z.refine((value) => Object.hasOwn(teamDe.audit.actions, value)))),
    undefined,
  ),
  wer: optionalText,
  von: isoDate,
  bis: isoDate,
  suche: optionalText,
  seite: page,
});

export type AuditFilter = z.output<typeof auditFilterSchema>;

const markdown = () =>
  z.optional(
    z
      .string()
      .check(
        z.overwrite(joinLineBreaks),
        z.trim(),
        z.maxLength(50_000, tooLong("50.000")),
        z.refine(...inLines),
      ),
  );
const title = () =>
  z.optional(z.string().check(z.trim(), z.maxLength(200, tooLong(200)), z.refine(...inOneLine)));

/** A newsletter issue: a news post, or a text written here in Markdown (German, optionally English). */
export const createIssueSchema = z
  .object({
    intent: z.literal("create"),
    post: z.optional(z.string().check(z.trim())),
    title: title(),
    markdown: markdown(),
    titleEn: title(),
    markdownEn: markdown(),
  })
  .check(
    z.superRefine((value, ctx) => {
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
    }),
  );

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

/** A file chosen for upload: one with content, and a name without control characters. */
const upload = (missing: FieldErrorKey) =>
  z.instanceof(File, { error: fieldError(missing) }).check(
    z.refine((file) => file.size > 0, fieldError(missing)),
    z.refine((file) => !UNSAFE_CHARACTER.test(file.name), fieldError("fileNameUnsafe")),
  );

/** A bank statement export (camt.053 as XML or ZIP). */
export const importStatementSchema = z.object({
  intent: z.literal("import"),
  statement: upload("statementFileMissing"),
});

export const importSubscribersSchema = z.object({
  intent: z.literal("import"),
  file: upload("csvFileMissing"),
});

const line = (max: number) =>
  z._default(
    z.string().check(z.trim(), z.maxLength(max, tooLong(max)), z.refine(...inOneLine)),
    "",
  );

/** The donor as a receipt names them. */
const donorAddressFields = {
  donorName: z
    .string({ error: fieldError("donorNameMissing") })
    .check(
      z.trim(),
      z.minLength(2, fieldError("donorNameMissing")),
      z.maxLength(200, tooLong(200)),
      z.refine(...inOneLine),
    ),
  street: line(200),
  postalCode: z._default(
    z.string().check(z.trim(), z.regex(/^(\d{5})?$/, fieldError("postalCodeFormat"))),
    "",
  ),
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
    pledgeId: z.optional(id),
    payerName: z.string(),
    ...donorAddressFields,
    email: z._default(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(254)),
        z.union([z.literal(""), z.email(fieldError("emailInvalid"))]),
      ),
      "",
    ),
    reason: line(500),
    /** "ja": the name is right as written, though it looks like the bank's spelling. */
    nameAsWritten: z.optional(z.literal("ja")),
  })
  .check(
    z.superRefine((value, ctx) => {
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
    }),
  );

const required = (missing: FieldErrorKey, max: number) =>
  z
    .string({ error: fieldError(missing) })
    .check(
      z.trim(),
      z.minLength(1, fieldError(missing)),
      z.maxLength(max, tooLong(max)),
      z.refine(...inOneLine),
    );

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
const withoutDoubledWords = <S extends z.ZodMiniType<string>>(schema: S, words: RegExp) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" ? value.trim().replace(words, "") : value,
    ),
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
    purposeIds: z.pipe(
      z.transform((value: unknown) => (value === undefined ? [] : ([] as unknown[]).concat(value))),
      z
        .array(z.enum(TAX_PURPOSE_IDS, { error: fieldError("purposeUnknown") }))
        .check(z.minLength(1, fieldError("purposeIdsMissing"))),
    ),
    place: required("placeMissing", 80),
    signatory: required("signatoryMissing", 120),
    machineReceiptsNotified: z.pipe(
      z._default(z.enum(["ja", "nein"]), "nein"),
      z.transform((value: "ja" | "nein") => value === "ja"),
    ),
    /** The facsimile signature; its content is checked by the action (signature-image.ts). */
    signatureFile: z.optional(z.instanceof(File)),
    removeSignature: z.optional(z.literal("ja")),
  })
  .check(
    z.refine((value) => value.noticeKind === "60a" || value.assessmentPeriod.length > 0, {
      path: ["assessmentPeriod"],
      message: fieldError("assessmentPeriodMissing"),
    }),
    z.refine((value) => value.noticeKind !== "60a" || value.purposeAccusative.length > 0, {
      path: ["purposeAccusative"],
      message: fieldError("purposeAccusativeMissing"),
    }),
  );

/** A receipt for confirmed donations (their ids, comma-separated). */
export const issueReceiptSchema = z.object({
  intent: z.literal("issue"),
  kind: z.enum(["single", "collective", "simplified"]),
  donationIds: z.pipe(
    z.pipe(
      z.string(),
      z.transform((ids: string) => ids.split(",")),
    ),
    z.array(id).check(z.minLength(1), z.maxLength(500)),
  ),
  /** "ja": the warning before a Sammelbestätigung for a year not ended was confirmed. */
  confirmOpenYear: z.optional(z.literal("ja")),
});

/** A receipt cancelled, and (intent "replace") issued anew with the donor's corrected data. */
export const cancelReceiptSchema = z.object({
  intent: z.literal("cancel"),
  receiptId: id,
  reason: z
    .string({ error: fieldError("reasonMissing") })
    .check(
      z.trim(),
      z.minLength(5, fieldError("reasonTooShort")),
      z.maxLength(500, tooLong(500)),
      z.refine(...inOneLine),
    ),
});

export const replaceReceiptSchema = z.extend(cancelReceiptSchema, {
  intent: z.literal("replace"),
  ...donorAddressFields,
});
