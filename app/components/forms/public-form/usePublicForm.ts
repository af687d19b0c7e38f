import { useRef, useState } from "react";
import type { FieldErrors } from "~/forms/errors";
import type { FormReplay } from "~/forms/replay";
import type { FormValidator } from "~/forms/validation";
import type { FormKind, SubmitOutcome } from "~/forms/submit-outcome";
import type { FormTexts } from "~/i18n/form-texts";
import { useLocale } from "~/i18n/useLocale";
import { useHydrated } from "~/lib/useHydrated";
import type { InfoDialogData } from "~/components/dialog/InfoDialog";
import { errorCountAnnouncement } from "../messages";
import { useFormMessages } from "../useFormMessages";
import { AttemptKeys } from "./attempt-keys";
import { failureDialog, replaySummary, summaryOf, type SummaryMode } from "./form-feedback";
import { useCheckOnBlur } from "./useCheckOnBlur";
import { useFillClock } from "./useFillClock";
import { useLazyCheck } from "./useLazyCheck";
import { ofFields, useLazyConformForm, valuesOf } from "./useLazyConformForm";
import { useKeepTypedBeforeHydration } from "./typedBeforeHydration";

export interface PublicFormOptions<F extends string, Out, K extends FormKind> {
  kind: K;
  /** Prefix of the controls' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The fields in the order they appear (errors are listed and focused in this order). */
  fields: readonly F[];
  /** Every value as the text a form control holds ("0", "false"). */
  initialValues: Record<F, string>;
  /** Loads the shared schema's validator (a dynamic import, so it is not in the first load). */
  loadValidator: () => Promise<FormValidator<F, Out>>;
  /** The dialog after a stored submission; `reference`: a donation pledge's code. */
  successDialog: (data: Out, texts: FormTexts<K>, reference?: string) => InfoDialogData;
  /** Log failures with console.error (the spec asks for it on the contact form). */
  logFailures?: boolean;
  /** The control a field's entry in the error summary links to (default `${idPrefix}-${field}`). */
  controlId?: (field: F, values: Record<F, string>) => string;
  /** A post without JavaScript the page's route action refused, with the visitor's values. */
  replay?: FormReplay | null;
  /** Sends the fields (with honeypot and start time) to the page's route action (useRouteActionSender). */
  send: (fields: Record<string, string>, idempotencyKey: string) => Promise<SubmitOutcome>;
}

/**
 * A public form (contact, donation, newsletter sign-up): Conform with the lazily loaded shared
 * schema, the error summary, the result dialog, the announcement for screen readers, and one
 * submission at a time to the page's route action with its idempotency key and fill time.
 */
export function usePublicForm<F extends string, Out, K extends FormKind>(
  options: PublicFormOptions<F, Out, K>,
) {
  const { kind, idPrefix, fields, initialValues, replay } = options;
  const latest = useRef(options);
  latest.current = options;
  const locale = useLocale();
  const hydrated = useHydrated();
  const texts = useFormMessages(kind);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  const check = useLazyCheck(options.loadValidator, texts);
  const clock = useFillClock();
  const [keys] = useState(() => new AttemptKeys());

  const [renderedValues] = useState(() =>
    replay ? { ...initialValues, ...ofFields(fields, replay.values) } : initialValues,
  );
  const [summaryMode, setSummaryMode] = useState<SummaryMode>(() =>
    replay ? replaySummary(replay, texts, kind) : null,
  );
  const [dialog, setDialog] = useState<InfoDialogData | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useLazyConformForm<F, Out>({
    id: `${idPrefix}-formular`,
    fields,
    defaultValues: initialValues,
    renderedBack: replay
      ? { values: renderedValues, errors: ofFields(fields, replay.errors) }
      : undefined,
    check,
    onSubmit: (element) => void submit(element),
  });
  const blurCheck = useCheckOnBlur((field) => {
    if (!sendingNow.current) form.validate(field);
  });
  useKeepTypedBeforeHydration(formRef, fields, renderedValues, blurCheck.markChanged);

  const showErrors = (found: FieldErrors<F>) => {
    form.showErrors(found);
    setSummaryMode("fields");
    setAnnouncement(errorCountAnnouncement(textsRef.current, Object.keys(found).length));
  };

  async function send(element: HTMLFormElement) {
    const { successDialog, logFailures, send: sendFields } = latest.current;
    const current = textsRef.current;
    const checkNow = await check.load().catch((error: unknown) => {
      if (logFailures) console.error(error);
      return null;
    });
    if (!checkNow) return setDialog(failureDialog(null, current, kind));
    const typed = valuesOf(fields, Object.fromEntries(new FormData(element)));
    const result = checkNow(typed);
    if (!result.ok) return showErrors(result.errors);

    setSummaryMode(null);
    setSending(true);
    setAnnouncement(current.common.sending);
    const key = keys.keyFor(result.data);
    await clock.waitForMinimum();
    const website = honeypotRef.current?.value ?? "";
    const outcome = await sendFields({ ...typed, website, startedAt: clock.startedAt() }, key);
    keys.settle(outcome);
    setSending(false);
    setAnnouncement("");

    if (outcome.status === "success") {
      form.reset();
      setSummaryMode(null);
      blurCheck.forget();
      if (honeypotRef.current) honeypotRef.current.value = "";
      clock.restart();
      const success = successDialog(result.data, current, outcome.reference);
      return setDialog({ ...success, tone: "success" });
    }
    const refused = outcome.status === "invalid" ? ofFields(fields, outcome.errors) : {};
    if (Object.keys(refused).length > 0) return showErrors(refused);
    if (outcome.status === "failed" && logFailures) console.error(outcome.error);
    setDialog(failureDialog(outcome, current, kind));
  }

  async function submit(element: HTMLFormElement) {
    if (sendingNow.current) return;
    sendingNow.current = true;
    try {
      await send(element);
    } finally {
      sendingNow.current = false;
    }
  }

  const controlId = (field: F) => options.controlId?.(field, form.values) ?? `${idPrefix}-${field}`;

  return {
    id: form.id,
    values: form.values,
    errors: form.errors,
    sending,
    /** True once JavaScript runs: the form then checks itself instead of the browser. */
    hydrated,
    formRef,
    dialog,
    closeDialog: () => setDialog(null),
    summary: summaryOf(summaryMode, fields, form.errors, controlId),
    summaryId: `${idPrefix}-fehlerliste`,
    /** The summary takes focus as the page loads (a refused post without JavaScript). */
    summaryAutoFocus: Boolean(replay),
    announcement,
    honeypotRef,
    onBlur: blurCheck.onBlur,
    onInput: blurCheck.onInput,
    onSubmit: form.onSubmit,
    /** Starts loading the schema; call it when the visitor first focuses or presses in the form. */
    prepare: check.prepare,
    /** The page's language: a plain post goes to the form's page in it. */
    locale,
    texts,
    /** Id of the control and of its error message, for labels and aria-describedby. */
    idOf: (field: F) => `${idPrefix}-${field}`,
    /** The props a text field of `field` needs: its text as rendered and its error. */
    textProps: (field: F) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      defaultValue: renderedValues[field],
      error: form.errors[field],
    }),
  };
}

export type PublicForm<F extends string> = ReturnType<typeof usePublicForm<F, unknown, never>>;
