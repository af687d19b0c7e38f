import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import type { FieldErrors, SubmitFailure } from "~/forms/errors";
import { messageTexts } from "~/forms/message-keys";
import type { FormReplay } from "~/forms/replay";
import type { FormValidator, Validation } from "~/forms/validation";
import { DEFAULT_MIN_FILL_MS } from "~/forms/transport";
import { typedBeforeHydration } from "./typedBeforeHydration";
import { useLocale } from "~/i18n/useLocale";
import type { FormTexts } from "~/i18n/form-texts";
import { newIdempotencyKey, type FormKind, type SubmitOutcome } from "~/forms/submit-outcome";
import type { InfoDialogData } from "~/components/dialog/InfoDialog";
import { errorCountAnnouncement, otherAddressMessage, rateLimitMessage } from "./messages";
import { useBlurAfterClick } from "./useBlurAfterClick";
import { useFormMessages } from "./useFormMessages";
import { useLazyValidator } from "./useLazyValidator";

export interface ApiFormOptions<F extends string, Out, K extends FormKind> {
  kind: K;
  /** Prefix of the controls' ids: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The fields in the order they appear (errors are listed and focused in this order). */
  fields: readonly F[];
  /** Every value as the text a form control holds ("0", "false"). */
  initialValues: Record<F, string>;
  /** Loads the shared schema's validator (a dynamic import, so it is not in the first load). */
  loadValidator: () => Promise<FormValidator<F, Out>>;
  /** The dialog after a successful submission, in the page's language. */
  /** `reference`: the code the action answered with (a donation pledge's). */
  successDialog: (data: Out, messages: FormTexts<K>, reference?: string) => InfoDialogData;
  /** Log failures with console.error (the spec asks for it on the contact form). */
  logFailures?: boolean;
  /** The control that receives focus for a field (default: the element with id `${idPrefix}-${field}`). */
  controlId?: (field: F, values: Record<F, string>) => string;
  /** A refused post without JavaScript, rendered back by the server with the visitor's values. */
  replay?: FormReplay | null;
  /**
   * Sends the controls' text (and the honeypot and start time) to the form page's route action
   * (useRouteActionSender).
   */
  send: (fields: Record<string, string>, idempotencyKey: string) => Promise<SubmitOutcome>;
}

export type Summary =
  | { kind: "fields"; items: { field: string; message: string; href: string }[] }
  | { kind: "failure"; message: string };

/** The server drops submissions sent faster than its MIN_FILL_MS; wait a little longer than that. */
const MIN_FILL_MS = DEFAULT_MIN_FILL_MS + 500;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** The entries of `record` that are fields of the form. */
function ofFields<F extends string>(fields: readonly F[], record: Record<string, unknown>) {
  const picked: Partial<Record<F, string>> = {};
  for (const field of fields)
    if (typeof record[field] === "string") picked[field] = record[field] as string;
  return picked;
}

/** Every field's text as the form holds it (an unchecked radio group: ""). */
function valuesOf<F extends string>(fields: readonly F[], record: Record<string, unknown>) {
  return {
    ...Object.fromEntries(fields.map((field) => [field, ""])),
    ...ofFields(fields, record),
  } as Record<F, string>;
}

const asConformErrors = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message ?? ""]]));

/** Errors found on submit or by the route action, shown at every field. */
function errorResult<F extends string>(
  fields: readonly F[],
  errors: FieldErrors<F>,
): SubmissionResult {
  return {
    status: "error",
    error: asConformErrors(ofFields(fields, errors)),
    state: { validated: Object.fromEntries(fields.map((field) => [field, true])) },
  };
}

/**
 * The site's forms on Conform's `useForm`: it holds the values and errors. The schema loads
 * lazily, so a submission is checked once it is there (`handleSubmit`); until then a check on
 * blur or input waits for it. Around it: error summary, the submission (to the page's route
 * action by `send`), the result dialog, and the page the route action rendered back for a post
 * without JavaScript (`replay`).
 */
export function useApiForm<F extends string, Out, K extends FormKind>(
  options: ApiFormOptions<F, Out, K>,
) {
  const { kind, idPrefix, fields, initialValues, replay } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const locale = useLocale();
  const messages = useFormMessages(kind);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const lazy = useLazyValidator(options.loadValidator);
  // The schema reports message keys: the page's catalogue turns them into text.
  const check = useCallback(
    (validate: FormValidator<F, Out>, values: Record<F, string>): Validation<F, Out> => {
      const result = validate(values, locale);
      return result.ok
        ? result
        : { ok: false, errors: messageTexts(result.errors, messagesRef.current) };
    },
    [locale],
  );

  const summaryId = `${idPrefix}-fehlerliste`;
  const controlId = (field: F, values: Record<F, string>) =>
    options.controlId?.(field, values) ?? `${idPrefix}-${field}`;

  // A post without JavaScript that the route action refused: the page it rendered back.
  const initialQuery = replay
    ? {
        fieldErrors: ofFields(fields, replay.errors),
        failure: replay.failure,
        ...(replay.waitSeconds && { waitSeconds: replay.waitSeconds }),
      }
    : undefined;

  function summaryModeFor(parsed: { failure: SubmitFailure | undefined; waitSeconds?: number }) {
    if (parsed.failure === "rate")
      return { failure: rateLimitMessage(messagesRef.current, parsed.waitSeconds) };
    if (parsed.failure === "server") return { failure: messagesRef.current[kind].failure };
    if (parsed.failure === "tooLarge") return { failure: messagesRef.current.common.tooLarge };
    if (parsed.failure === "origin")
      return { failure: otherAddressMessage(messagesRef.current, replay?.siteAddress) };
    return "fields" as const;
  }

  const [renderedValues] = useState<Record<F, string>>(() =>
    replay ? { ...initialValues, ...ofFields(fields, replay.values) } : initialValues,
  );
  // What the route action (or the check on submit) answered, as Conform reads it.
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(() =>
    initialQuery
      ? { ...errorResult(fields, initialQuery.fieldErrors), initialValue: renderedValues }
      : undefined,
  );
  const [summaryMode, setSummaryMode] = useState<null | "fields" | { failure: string }>(() =>
    initialQuery ? summaryModeFor(initialQuery) : null,
  );
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<InfoDialogData | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);

  const sendingRef = useRef(false);
  const changed = useRef(new Set<string>());
  const startedAt = useRef(0);
  const attempt = useRef<{ key: string; snapshot: string; reusable: boolean } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [form, fieldset] = useForm<Record<F, string>>({
    id: `${idPrefix}-formular`,
    defaultValue: initialValues as DefaultValue<Record<F, string>>,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload, intent) => {
          // A submission is checked by handleSubmit, which waits for the schema.
          if (!intent) return { value: payload };
          const validate = lazy.loaded();
          if (!validate) {
            // Checked again once the schema is there; until then the errors stay as they are.
            const name = intent.type === "validate" ? intent.payload.name : undefined;
            lazy.load().then(
              () => form.validate(name ? { name } : {}),
              () => undefined,
            );
            return { error: null };
          }
          const result = check(validate, valuesOf(fields, payload));
          return result.ok ? { value: payload } : { error: asConformErrors(result.errors) };
        },
      }),
    onSubmit: (event) => {
      event.preventDefault();
      void handleSubmit(event.currentTarget);
    },
  });

  const values = valuesOf(fields, (form.value ?? {}) as Record<string, unknown>);
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = fieldset[field].errors?.[0];
    if (message) errors[field] = message;
  }

  // After hydration the form validates itself, and the clock for the minimum fill time starts.
  useEffect(() => {
    setHydrated(true);
    startedAt.current = Date.now();
  }, []);

  // The page hydrates once the visitor turns to the form, often typing already: the controls
  // keep the text, and an input event tells Conform about it.
  useEffect(() => {
    const element = formRef.current;
    const typed = Object.keys(typedBeforeHydration(element, fields, renderedValues));
    if (!element || typed.length === 0) return;
    for (const field of typed) changed.current.add(field);
    const control = Array.from(element.elements).find(
      (item) => (item as HTMLInputElement).name === typed[0],
    );
    control?.dispatchEvent(new Event("input", { bubbles: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  // A changed field is checked when it loses focus (new errors only appear then or on submit).
  const blurLater = useBlurAfterClick((field: string) => {
    if (!sendingRef.current) form.validate({ name: field });
  });
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as HTMLInputElement;
    if (changed.current.has(name)) blurLater(name);
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    changed.current.add((event.target as unknown as HTMLInputElement).name);
  };

  const showErrors = (found: FieldErrors<F>) => {
    // Conform focuses the first control with an error as it reads the result.
    setLastResult(errorResult(fields, found));
    setSummaryMode("fields");
    setAnnouncement(errorCountAnnouncement(messagesRef.current, Object.keys(found).length));
  };

  const reset = () => {
    form.reset();
    setSummaryMode(null);
    changed.current.clear();
    if (honeypotRef.current) honeypotRef.current.value = "";
    startedAt.current = Date.now();
  };

  async function handleSubmit(element: HTMLFormElement) {
    if (sendingRef.current) return;
    const { successDialog, logFailures, send } = optionsRef.current;
    const current = messagesRef.current;
    const failureMessage = current[kind].failure;
    const errorTitle = current.common.errorTitle;
    sendingRef.current = true;
    let validate: FormValidator<F, Out>;
    try {
      validate = await lazy.load();
    } catch (error) {
      sendingRef.current = false;
      if (logFailures) console.error(error);
      setDialog({ title: errorTitle, message: failureMessage, tone: "error" });
      return;
    }
    const typed = valuesOf(fields, Object.fromEntries(new FormData(element)));
    const result = check(validate, typed);
    if (!result.ok) {
      sendingRef.current = false;
      showErrors(result.errors);
      return;
    }

    setSummaryMode(null);
    const snapshot = JSON.stringify(result.data);
    const previous = attempt.current;
    const key =
      previous?.reusable && previous.snapshot === snapshot ? previous.key : newIdempotencyKey();
    attempt.current = { key, snapshot, reusable: false };

    setSending(true);
    setAnnouncement(current.common.sending);
    const elapsed = Date.now() - (startedAt.current || Date.now());
    if (elapsed < MIN_FILL_MS) await wait(MIN_FILL_MS - elapsed);
    const website = honeypotRef.current?.value ?? "";
    const outcome = await send({ ...typed, website, startedAt: String(startedAt.current) }, key);
    sendingRef.current = false;
    setSending(false);
    setAnnouncement("");

    switch (outcome.status) {
      case "success":
        attempt.current = null;
        reset();
        setDialog({
          ...successDialog(result.data, current, outcome.reference),
          tone: "success",
        });
        return;
      case "invalid": {
        const known = ofFields(fields, outcome.errors);
        if (Object.keys(known).length > 0) {
          attempt.current = null;
          showErrors(known);
          return;
        }
        break;
      }
      case "rate-limited":
        attempt.current = null;
        setDialog({
          title: errorTitle,
          message: rateLimitMessage(current, outcome.waitSeconds),
          tone: "error",
        });
        return;
      case "failed":
        attempt.current = { key, snapshot, reusable: outcome.retryable };
        if (logFailures) console.error(outcome.error);
        break;
    }
    setDialog({ title: errorTitle, message: failureMessage, tone: "error" });
  }

  const summary: Summary | null =
    summaryMode === null
      ? null
      : summaryMode === "fields"
        ? {
            kind: "fields",
            items: fields
              .filter((field) => errors[field])
              .map((field) => ({
                field,
                message: errors[field] as string,
                href: `#${controlId(field, values)}`,
              })),
          }
        : { kind: "failure", message: summaryMode.failure };

  return {
    /** Conform's id of the form element. */
    id: form.id,
    values,
    errors,
    sending,
    /** True once JavaScript runs: the form then validates itself instead of the browser. */
    hydrated,
    formRef,
    dialog,
    closeDialog: () => setDialog(null),
    summary: summary?.kind === "fields" && summary.items.length === 0 ? null : summary,
    summaryId,
    summaryRef,
    /** The summary takes focus as the page loads (a refused post without JavaScript). */
    summaryAutoFocus: Boolean(replay),
    announcement,
    honeypotRef,
    onBlur,
    onInput,
    handleSubmit: (event: FormEvent<HTMLFormElement>) => {
      form.onSubmit(event);
      // Sent by the script in every case (an intent of Conform's is no post either).
      event.preventDefault();
    },
    /** Starts loading the schema; call it when the visitor first focuses or presses in the form. */
    prepare: lazy.prepare,
    /** The page's language: a plain post goes to the form's page in it. */
    locale,
    /** The forms' texts in the page's language. */
    messages,
    /** Id of the control and of its error message, for labels and aria-describedby. */
    idOf: (field: F) => `${idPrefix}-${field}`,
    /** The props a text field of `field` needs: its text as rendered and its error. */
    textProps: (field: F) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      defaultValue: renderedValues[field],
      error: errors[field],
    }),
  };
}

export type ApiForm<F extends string> = ReturnType<typeof useApiForm<F, unknown, never>>;
