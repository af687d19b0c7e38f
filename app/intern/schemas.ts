import { z } from "zod";
import { ROLES } from "./permissions";

/**
 * The team area's forms: one schema each, used by the page (validation while typing, with
 * JavaScript) and by its action (always).
 */
const email = z
  .string({ error: "Bitte gib eine E-Mail-Adresse an." })
  .trim()
  .max(254, "Die E-Mail-Adresse ist zu lang.")
  .pipe(z.email("Bitte gib eine gültige E-Mail-Adresse an."));
const id = z.string().uuid();
const role = z.enum(ROLES, { error: "Bitte wähle eine Rolle." });

export const signInLinkSchema = z.object({ email });

export const acceptInvitationSchema = z.object({
  token: z.string().min(1),
  name: z
    .string({ error: "Bitte gib deinen Namen an." })
    .trim()
    .min(2, "Bitte gib deinen Namen an.")
    .max(80, "Höchstens 80 Zeichen."),
});

export const inviteSchema = z.object({ intent: z.literal("invite"), email, role });
export const changeRoleSchema = z.object({ intent: z.literal("change-role"), memberId: id, role });
export const removeMemberSchema = z.object({ intent: z.literal("remove"), memberId: id });
export const revokeInvitationSchema = z.object({
  intent: z.literal("revoke-invitation"),
  invitationId: id,
});

export const renamePasskeySchema = z.object({
  intent: z.literal("rename-passkey"),
  passkeyId: z.string().min(1).max(1024),
  label: z
    .string({ error: "Bitte gib einen Namen an." })
    .trim()
    .min(1, "Bitte gib einen Namen an.")
    .max(80, "Höchstens 80 Zeichen."),
});

const isoDay = z
  .string({ error: "Bitte gib das Datum an." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte gib das Datum als TT.MM.JJJJ an.")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Dieses Datum gibt es nicht.")
  .refine(
    (value) => value <= new Date().toISOString().slice(0, 10),
    "Das Datum liegt in der Zukunft.",
  );

export const markReceivedSchema = z.object({
  intent: z.literal("mark-received"),
  receivedOn: isoDay,
  amount: z.coerce
    .number({ error: "Bitte gib den Betrag in Euro an." })
    .positive("Der Betrag muss größer als 0 sein.")
    .max(1_000_000, "Der Betrag ist zu hoch.")
    .multipleOf(0.01, "Höchstens zwei Nachkommastellen."),
});

/** The GDPR erasure: whose data (an e-mail address, a full name, or both). */
export const personSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    name: z.string().trim().max(200).optional(),
  })
  .refine((value) => value.email || value.name, {
    message: "Bitte gib eine E-Mail-Adresse oder einen Namen an.",
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

/** A bank statement export (camt.053 as XML or ZIP). */
export const importStatementSchema = z.object({
  intent: z.literal("import"),
  statement: z
    .instanceof(File, { error: "Bitte wähle die Datei des Kontoauszugs." })
    .refine((file) => file.size > 0, "Bitte wähle die Datei des Kontoauszugs."),
});

const line = (max: number) => z.string().trim().max(max, `Höchstens ${max} Zeichen.`).default("");

/**
 * A credit recorded as a donation, with a pledge or without. The donor is the account holder;
 * another name needs a reason (kept in the audit log).
 */
export const recordDonationSchema = z
  .object({
    intent: z.literal("record"),
    creditId: id,
    pledgeId: id.optional(),
    payerName: z.string(),
    donorName: z
      .string({ error: "Bitte gib den Namen an." })
      .trim()
      .min(2, "Bitte gib den Namen an.")
      .max(200, "Höchstens 200 Zeichen."),
    street: line(200),
    postalCode: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, "Fünf Ziffern oder leer.")
      .default(""),
    city: line(100),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.union([z.literal(""), z.email("Bitte gib eine gültige E-Mail-Adresse an.")]))
      .default(""),
    reason: line(500),
  })
  .refine((value) => value.donorName === value.payerName.trim() || value.reason.length >= 5, {
    path: ["reason"],
    message: "Der Name weicht vom Kontoinhaber ab: bitte den Grund angeben.",
  });

const required = (label: string, max: number) =>
  z
    .string({ error: `Bitte gib ${label} an.` })
    .trim()
    .min(1, `Bitte gib ${label} an.`)
    .max(max, `Höchstens ${max} Zeichen.`);

/** The tax office's data for receipts (a new version each time they are saved). */
export const receiptSettingsSchema = z
  .object({
    intent: z.literal("save"),
    noticeKind: z.enum(["freistellung", "60a"], { error: "Bitte wähle die Art des Bescheids." }),
    taxOffice: required("das Finanzamt", 120),
    taxNumber: required("die Steuernummer", 40),
    noticeDate: z.iso.date("Bitte gib das Datum des Bescheids an."),
    assessmentPeriod: line(40),
    purpose: required("den begünstigten Zweck", 500),
    place: required("den Ort", 80),
    signatory: required("wer unterschreibt", 120),
    machineReceiptsNotified: z
      .enum(["ja", "nein"])
      .default("nein")
      .transform((value) => value === "ja"),
  })
  .refine((value) => value.noticeKind === "60a" || value.assessmentPeriod.length > 0, {
    path: ["assessmentPeriod"],
    message: "Beim Freistellungsbescheid bitte den Veranlagungszeitraum angeben.",
  });
