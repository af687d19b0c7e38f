import type { FocusEvent, HTMLAttributes, ReactNode, RefObject } from "react";
import { HONEYPOT_FIELD } from "~/forms/transport";
import { useFormMessages } from "./useFormMessages";
import type { Summary } from "./public-form/form-feedback";
import styles from "./Form.module.css";

const errorIdOf = (id: string) => `${id}-fehler`;
const hintIdOf = (id: string) => `${id}-hinweis`;

function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && hintIdOf(id), error && errorIdOf(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" "}
      *
    </span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} className={styles.error}>
      <svg
        className={styles.errorIcon}
        viewBox="0 0 20 20"
        width="16"
        height="16"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path
          d="M10 5v6M10 13.5v1.5"
          stroke="var(--color-bg)"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      {message}
    </p>
  );
}

interface TextFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  /** The text as rendered; the control keeps what is typed (the form's state is Conform's). */
  defaultValue: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  type?: "text" | "email" | "tel";
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** Shown after the input, e.g. "€". */
  suffix?: string;
  maxLength?: number;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A labelled input or textarea with its hint and its error message (aria-describedby/aria-invalid). */
export function TextField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  required = false,
  type = "text",
  rows,
  autoComplete,
  inputMode,
  suffix,
  maxLength,
  onFocus,
}: TextFieldProps) {
  const common = {
    id,
    name,
    defaultValue,
    required,
    autoComplete,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
    className: styles.control,
    onFocus,
  };
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea {...common} rows={rows} />
      ) : (
        <div className={suffix ? styles.withSuffix : undefined}>
          <input {...common} type={type} inputMode={inputMode} />
          {suffix && (
            <span className={styles.suffix} aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

interface RadioGroupProps {
  id: string;
  name: string;
  legend: ReactNode;
  /** The option checked as rendered. */
  defaultValue: string;
  /** `lang`: of a label in another language than the page. */
  options: { value: string; label: string; lang?: string | undefined }[];
  error?: string | undefined;
}

/** A fieldset of radio buttons; each option's id is `${id}-${value}`. */
export function RadioGroup({ id, name, legend, defaultValue, options, error }: RadioGroupProps) {
  return (
    <fieldset
      id={id}
      className={`${styles.field} ${styles.fieldset}`}
      aria-describedby={error ? errorIdOf(id) : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
            aria-invalid={error ? true : undefined}
          />
          <span lang={option.lang}>{option.label}</span>
        </label>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

interface ErrorSummaryProps {
  id: string;
  summary: Summary | null;
  headingLevel?: 2 | 3;
  /** Focused (and so scrolled into view) as the page loads, also without JavaScript. */
  autoFocus?: boolean;
}

/** The list of problems above the form; each entry links to its field. */
export function ErrorSummary({ id, summary, headingLevel = 3, autoFocus }: ErrorSummaryProps) {
  const { common } = useFormMessages();
  if (!summary) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${id}-titel`;
  return (
    <div
      id={id}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="group"
      aria-labelledby={headingId}
      className={styles.summary}
    >
      <Heading id={headingId} className={styles.summaryHeading}>
        {summary.kind === "fields" ? common.summaryHeading : common.failureSummaryHeading}
      </Heading>
      {summary.kind === "fields" ? (
        <ul className={styles.summaryList}>
          {summary.items.map((item) => (
            <li key={item.field}>
              <a
                href={item.href}
                onClick={(event) => {
                  const target = document.getElementById(item.href.slice(1));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: "center" });
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{summary.message}</p>
      )}
    </div>
  );
}

/**
 * The honeypot: a field people never see (nor screen readers) and bots tend to fill in. The
 * form carries nothing else hidden: the page is the same for every visitor.
 */
export function Honeypot({
  idPrefix,
  inputRef,
}: {
  idPrefix: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { common } = useFormMessages();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{common.honeypot}</label>
      <input
        ref={inputRef}
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { common } = useFormMessages();
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className="button"
        aria-disabled={sending || undefined}
        data-sending={sending || undefined}
      >
        {children}
      </button>
      {sending && (
        <span className={styles.sendingNote} aria-hidden="true">
          {common.sending}
        </span>
      )}
    </div>
  );
}

/** Polite announcements for screen readers ("Wird gesendet …", number of errors). */
export function FormStatus({ message }: { message: string }) {
  return (
    <div role="status" className="visually-hidden">
      {message}
    </div>
  );
}

export function RequiredNote() {
  const { common } = useFormMessages();
  return (
    <p className={styles.requiredNote}>
      {common.requiredBefore} <span aria-hidden="true">*</span>
      <span className="visually-hidden">{common.requiredStar}</span> {common.requiredAfter}
    </p>
  );
}

export { styles as formStyles };
