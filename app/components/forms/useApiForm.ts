import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ERROR_PARAM, parseErrorParam, type FieldErrors, type SubmitFailure } from "~/forms/errors";
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

function pick<F extends string>(
  errors: FieldErrors<F>,
  keep: (field: F) => boolean,
): FieldErrors<F> {
  const picked: FieldErrors<F> = {};
  for (const field of Object.keys(errors) as F[]) if (keep(field)) picked[field] = errors[field];
  return picked;
}

/** The entries of `record` that are fields of the form. */
function ofFields<F extends string>(fields: readonly F[], record: Record<string, string>) {
  const picked: Partial<Record<F, string>> = {};
  for (const field of fields) if (Object.hasOwn(record, field)) picked[field] = record[field];
  return picked;
}

function sameErrors<F extends string>(a: FieldErrors<F>, b: FieldErrors<F>): boolean {
  const keys = Object.keys(a) as F[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * State and behaviour shared by the site's forms: values, validation with the shared schema (on
 * submit, and on blur of a changed field), error summary and focus, the submission (to the
 * page's route action by `send`), the result dialog, and the `?fehler=` answer of a post without
 * JavaScript.
 */
export function useApiForm<F extends string, Out, K extends FormKind>(
  options: ApiFormOptions<F, Out, K>,
) {
  const { kind, idPrefix, fields, initialValues } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const locale = useLocale();
  const messages = useFormMessages(kind);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const queryMessages = messages.fieldProblems[kind] as Record<F, string>;
  const { load, withValidator: withSchema, prepare } = useLazyValidator(options.loadValidator);
  // The schema reports message keys: the page's catalogue turns them into text.
  const inLanguage = useCallback(
    (result: Validation<F, Out>): Validation<F, Out> =>
      result.ok ? result : { ok: false, errors: messageTexts(result.errors, messagesRef.current) },
    [],
  );
  const withValidator = useCallback(
    (use: (validate: FormValidator<F, Out>) => void) =>
      withSchema((validate) => use((values) => inLanguage(validate(values, locale)))),
    [withSchema, inLanguage, locale],
  );
  const loadValidator = useCallback(
    () =>
      load().then(
        (validate): FormValidator<F, Out> =>
          (values) =>
            inLanguage(validate(values, locale)),
      ),
    [load, inLanguage, locale],
  );

  const summaryId = `${idPrefix}-fehlerliste`;
  const controlId = useCallback(
    (field: F, values: Record<F, string>) =>
      optionsRef.current.controlId?.(field, values) ?? `${idPrefix}-${field}`,
    [idPrefix],
  );

  // `?fehler=` from a post without JavaScript. The page is prerendered without it, so during
  // hydration it is only shown if the server rendered it (then the summary is in the HTML).
  const [searchParams] = useSearchParams();
  const errorParam = searchParams.get(ERROR_PARAM);
  const [renderedByServer] = useState(
    () => typeof document === "undefined" || document.getElementById(summaryId) !== null,
  );
  const fromQuery = (param: string | null) => {
    if (!param) return undefined;
    const parsed = parseErrorParam(param, queryMessages);
    const hasFields = Object.keys(parsed.fieldErrors).length > 0;
    if (!hasFields && !parsed.failure) return undefined;
    return parsed;
  };
  const { replay } = options;
  const initialQuery = replay
    ? {
        fieldErrors: ofFields(fields, replay.errors),
        failure: replay.failure,
        ...(replay.waitSeconds && { waitSeconds: replay.waitSeconds }),
      }
    : renderedByServer
      ? fromQuery(errorParam)
      : undefined;

  const [values, setValues] = useState<Record<F, string>>(() =>
    replay ? { ...initialValues, ...ofFields(fields, replay.values) } : initialValues,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>(() => initialQuery?.fieldErrors ?? {});
  const [summaryMode, setSummaryMode] = useState<null | "fields" | { failure: string }>(() =>
    initialQuery ? summaryModeFor(initialQuery) : null,
  );
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<InfoDialogData | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [hydrated, setHydrated] = useState(false);

  const sendingRef = useRef(false);
  const changed = useRef(new Set<F>());
  const startedAt = useRef(0);
  const attempt = useRef<{ key: string; snapshot: string; reusable: boolean } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "summary" | F; seq: number } | null>(
    null,
  );

  function summaryModeFor(parsed: { failure: SubmitFailure | undefined; waitSeconds?: number }) {
    if (parsed.failure === "rate")
      return { failure: rateLimitMessage(messagesRef.current, parsed.waitSeconds) };
    if (parsed.failure === "server") return { failure: messagesRef.current[kind].failure };
    if (parsed.failure === "tooLarge") return { failure: messagesRef.current.common.tooLarge };
    if (parsed.failure === "origin")
      return { failure: otherAddressMessage(messagesRef.current, options.replay?.siteAddress) };
    return "fields" as const;
  }

  // After hydration the form validates itself, and the clock for the minimum fill time starts.
  useEffect(() => {
    setHydrated(true);
    startedAt.current = Date.now();
  }, []);

  // `?fehler=` that was not rendered by the server (prerendered page, or a client-side navigation).
  const appliedParam = useRef(renderedByServer ? errorParam : null);
  useEffect(() => {
    if (appliedParam.current === errorParam) {
      if (errorParam && renderedByServer) setFocusRequest({ target: "summary", seq: Date.now() });
      return;
    }
    appliedParam.current = errorParam;
    const parsed = fromQuery(errorParam);
    if (!parsed) return;
    setErrors(parsed.fieldErrors);
    setSummaryMode(summaryModeFor(parsed));
    setFocusRequest({ target: "summary", seq: Date.now() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the query changes
  }, [errorParam]);

  useEffect(() => {
    if (!focusRequest) return;
    const { target } = focusRequest;
    const element =
      target === "summary"
        ? summaryRef.current
        : document.getElementById(controlId(target, values));
    element?.focus();
    if (target === "summary") element?.scrollIntoView({ block: "center" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once per request
  }, [focusRequest]);

  const valuesRef = useRef(values);
  valuesRef.current = values;

  // The page hydrates once the visitor turns to the form, often typing already: keep what is there.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, fields, valuesRef.current);
    const typedFields = Object.keys(typed) as F[];
    if (typedFields.length === 0) return;
    for (const field of typedFields) changed.current.add(field);
    valuesRef.current = { ...valuesRef.current, ...typed };
    setValues(valuesRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const setValue = (field: F, value: string) => {
    changed.current.add(field);
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    // Errors already shown update as the visitor types (and vanish when fixed);
    // new ones only appear on blur or submit.
    if (Object.keys(errors).length === 0) return;
    withValidator((validate) => {
      const result = validate(valuesRef.current);
      setErrors((current) => {
        const updated = pick(result.ok ? {} : result.errors, (f) => f in current);
        return sameErrors(updated, current) ? current : updated;
      });
    });
  };

  // Showing an error on blur moves the content below it. If the blur came from pressing a
  // pointer (e.g. on the submit button), wait until the click is done, so it is not lost.
  const pointerPressed = useRef(false);
  const pendingBlur = useRef<F | null>(null);

  const applyBlur = useCallback(
    (field: F) => {
      if (!changed.current.has(field)) return;
      withValidator((validate) => {
        const result = validate(valuesRef.current);
        const message = result.ok ? undefined : result.errors[field];
        setErrors((current) => {
          if (current[field] === message) return current;
          const next = { ...current };
          if (message) next[field] = message;
          else delete next[field];
          return next;
        });
      });
    },
    [withValidator],
  );

  useEffect(() => {
    const press = () => {
      pointerPressed.current = true;
    };
    const release = () => {
      // After this task, i.e. after the click that belongs to this pointerup.
      window.setTimeout(() => {
        pointerPressed.current = false;
        const field = pendingBlur.current;
        pendingBlur.current = null;
        if (field !== null && !sendingRef.current) applyBlur(field);
      }, 0);
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, [applyBlur]);

  const blur = (field: F) => {
    if (pointerPressed.current) pendingBlur.current = field;
    else applyBlur(field);
  };

  const showErrors = (found: FieldErrors<F>) => {
    const first = fields.find((field) => found[field]);
    setErrors(found);
    setSummaryMode("fields");
    setAnnouncement(errorCountAnnouncement(messagesRef.current, Object.keys(found).length));
    if (first) setFocusRequest({ target: first, seq: Date.now() });
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    setSummaryMode(null);
    changed.current.clear();
    if (honeypotRef.current) honeypotRef.current.value = "";
    startedAt.current = Date.now();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const { successDialog, logFailures, send } = optionsRef.current;
    const current = messagesRef.current;
    const failureMessage = current[kind].failure;
    const errorTitle = current.common.errorTitle;
    sendingRef.current = true;
    let validate: FormValidator<F, Out>;
    try {
      validate = await loadValidator();
    } catch (error) {
      sendingRef.current = false;
      if (logFailures) console.error(error);
      setDialog({ title: errorTitle, message: failureMessage, tone: "error" });
      return;
    }
    const typed = valuesRef.current;
    const result = validate(typed);
    if (!result.ok) {
      sendingRef.current = false;
      showErrors(result.errors);
      return;
    }

    setErrors({});
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
        const known = pick(outcome.errors as FieldErrors<F>, (field) =>
          (fields as readonly string[]).includes(field),
        );
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
  };

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
    setValue,
    blur,
    handleSubmit,
    /** Starts loading the schema; call it when the visitor first focuses or presses in the form. */
    prepare,
    /** The page's language: a plain post goes to the form's page in it. */
    locale,
    /** The forms' texts in the page's language. */
    messages,
    /** Id of the control and of its error message, for labels and aria-describedby. */
    idOf: (field: F) => `${idPrefix}-${field}`,
    /** The props a text field of `field` needs: its value, error and change handlers. */
    textProps: (field: F) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      value: values[field],
      error: errors[field],
      onValueChange: (value: string) => setValue(field, value),
      onBlur: () => blur(field),
    }),
  };
}

export type ApiForm<F extends string> = ReturnType<typeof useApiForm<F, unknown, never>>;
