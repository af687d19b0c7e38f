import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseSubmission } from "~/forms/parse-submission";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod/mini";
import styles from "~/components/forms/Form.module.css";
import { area } from "./area-style";
import { wordedChecks } from "../../content/check-message";
import { errorsText } from "../../team/field-error";
import { useArea } from "../useArea";
import { targetOf, useAnswer, useBusy } from "./form-answer";

/** A field's or form's errors in the page's language. */
export function ErrorsText({ errors }: { errors: readonly string[] }) {
  const { t, locale } = useArea();
  return (
    <>
      {errorsText(
        t.form,
        errors.map((error) => wordedChecks(error, locale)),
      )}
    </>
  );
}

/** A form's schema: an object of fields. */
type FormSchema = z.ZodMiniType<unknown, Record<string, unknown>>;
type Fields<S extends FormSchema> = ReturnType<typeof useForm<z.input<S>>>[1];
/** The fields an AreaForm passes to its children. */
export type AreaFields<S extends FormSchema> = Fields<S>;

/** Buttons look quieter for secondary actions and red for destructive ones. */
type Tone = "primary" | "ghost" | "danger";

interface AreaFormProps<S extends FormSchema> {
  schema: S;
  /** The action's intent (a hidden field); several forms on one page tell their answers apart by it. */
  intent?: string;
  submitLabel: string;
  /** Values the form starts with (e.g. a pledge's amount, a member's roles). */
  defaultValue?: Record<string, string | readonly string[]>;
  /** Hidden values (ids). */
  hidden?: Record<string, string>;
  action?: string;
  /** "multipart/form-data" for a form with a file. */
  encType?: "multipart/form-data";
  tone?: Tone;
  inline?: boolean;
  /**
   * When the fields are first checked in the browser (the action checks always): on leaving a
   * field, or only on sending, for a form in a table row whose error would move the row under
   * the pointer in the middle of a click.
   */
  validateOn?: "onBlur" | "onSubmit";
  children?: (fields: Fields<S>) => ReactNode;
}

/** The hidden fields of a form: its intent, its values and its target (see `answerTo`). */
function HiddenFields({ intent, hidden }: { intent: string; hidden: Record<string, string> }) {
  const target = targetOf(hidden);
  return (
    <>
      {intent && <input type="hidden" name="intent" value={intent} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {target && <input type="hidden" name="target" value={target} />}
    </>
  );
}

const buttonClass = (tone: Tone = "primary") =>
  tone === "ghost"
    ? "button button--ghost"
    : tone === "danger"
      ? `button ${area.danger}`
      : "button";

/**
 * The one form pattern of the team area (docs/decisions/0131-team-area-forms.md): a zod schema,
 * Conform's `useForm` with React Router's `<Form>`, the action's result rendered back. Without
 * JavaScript it is a plain post, and the page comes back with the errors.
 */
export function AreaForm<S extends FormSchema>(props: AreaFormProps<S>) {
  // Conform keeps the defaults it started with: a form whose record changed (a new role, a new
  // name) starts anew with the current values rather than resetting to the old ones.
  return <ConformForm key={JSON.stringify(props.defaultValue ?? {})} {...props} />;
}

function ConformForm<S extends FormSchema>(props: AreaFormProps<S>) {
  const { schema, intent = "", hidden = {} } = props;
  const mine = useAnswer(intent, hidden);
  const busy = useBusy(intent, hidden);
  const [form, fields] = useForm<z.input<S>>({
    id: `form-${intent || "main"}-${targetOf(hidden)}`,
    lastResult: mine?.result as SubmissionResult<string[]> | undefined,
    defaultValue: props.defaultValue as never,
    shouldValidate: props.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    // Conform types the parsed value as the form's input; the schema's output is what we check.
    onValidate: ({ formData }) => parseSubmission(formData, schema) as never,
  });
  return (
    <Form
      method="post"
      action={props.action}
      encType={props.encType}
      {...getFormProps(form)}
      className={props.inline ? area.inlineForm : styles.form}
      aria-busy={busy || undefined}
    >
      <HiddenFields intent={intent} hidden={hidden} />
      {form.errors && (
        <p id={form.errorId} className={styles.error} role="alert">
          <ErrorsText errors={form.errors} />
        </p>
      )}
      {props.children?.(fields as Fields<S>)}
      <div>
        <button type="submit" className={buttonClass(props.tone)} disabled={busy}>
          {props.submitLabel}
        </button>
      </div>
      {mine?.notice && (
        <p role="status" className={area.notice}>
          {mine.notice}
        </p>
      )}
    </Form>
  );
}

interface FieldProps {
  field: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "date" | "number";
  autoComplete?: string;
  hint?: string | undefined;
  step?: string;
  /** A text of several lines: a textarea of this many rows. */
  rows?: number | undefined;
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  step,
  rows,
}: FieldProps) {
  const describedBy =
    [hint && `${field.id}-hinweis`, field.errors && field.errorId].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={styles.field} data-invalid={field.errors ? "" : undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${field.id}-hinweis`} className={styles.hint}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea
          {...getTextareaProps(field)}
          key={field.key}
          rows={rows}
          className={styles.control}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          {...getInputProps(field, { type })}
          key={field.key}
          className={styles.control}
          autoComplete={autoComplete ?? "off"}
          step={step}
          aria-describedby={describedBy}
        />
      )}
      {field.errors && (
        <p id={field.errorId} className={styles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className={styles.field} data-invalid={field.errors ? "" : undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      <select {...getSelectProps(field)} key={field.key} className={styles.control}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {field.errors && (
        <p id={field.errorId} className={styles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </div>
  );
}

/** A checkbox that posts "ja" when ticked (a confirmation beside a warning). */
export function CheckboxField({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  return (
    <div className={styles.field} data-invalid={field.errors ? "" : undefined}>
      <label>
        <input {...getInputProps(field, { type: "checkbox", value: "ja" })} key={field.key} />{" "}
        {label}
      </label>
      {field.errors && (
        <p id={field.errorId} className={styles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </div>
  );
}

/**
 * Checkboxes in a fieldset, for a field of several values (a member's roles); each option's id
 * is the field's and its value. Unchecked ones post nothing, so the schema says how many it needs.
 */
export function CheckboxesField({
  field,
  legend,
  hint,
  options,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const boxes = getCollectionProps(field, {
    type: "checkbox",
    options: options.map((option) => option.value),
  });
  const hintId = `${field.id}-hinweis`;
  return (
    <fieldset
      id={field.id}
      className={`${styles.field} ${styles.fieldset}`}
      aria-describedby={
        [hint && hintId, field.errors && field.errorId].filter(Boolean).join(" ") || undefined
      }
      data-invalid={field.errors ? "" : undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {boxes.map(({ key, ...box }, index) => (
        <label key={key} className={styles.option}>
          <input {...box} />
          <span>{options[index]!.label}</span>
        </label>
      ))}
      {field.errors && (
        <p id={field.errorId} className={styles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </fieldset>
  );
}

/**
 * A button that posts one intent with hidden values and no fields (remove, end, retry). Its
 * answer's notice or error shows beside it.
 */
export function ActionButton({
  intent,
  hidden = {},
  label,
  tone = "ghost",
}: {
  intent: string;
  hidden?: Record<string, string>;
  label: string;
  tone?: Tone;
}) {
  const busy = useBusy(intent, hidden);
  const error = useAnswer(intent, hidden)?.result?.error?.[""];
  return (
    <Form method="post" className={area.inlineForm}>
      <HiddenFields intent={intent} hidden={hidden} />
      <button type="submit" className={buttonClass(tone)} disabled={busy}>
        {label}
      </button>
      {error && (
        <span className={styles.error} role="alert">
          {error.join(" ")}
        </span>
      )}
    </Form>
  );
}

/** A file to upload (the form needs `encType="multipart/form-data"`). */
export function FileField({
  field,
  label,
  accept,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  accept: string;
  hint?: string;
}) {
  const describedBy =
    [hint && `${field.id}-hinweis`, field.errors && field.errorId].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className={styles.field} data-invalid={field.errors ? "" : undefined}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${field.id}-hinweis`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...getInputProps(field, { type: "file" })}
        key={field.key}
        accept={accept}
        className={styles.control}
        aria-describedby={describedBy}
      />
      {field.errors && (
        <p id={field.errorId} className={styles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </div>
  );
}
