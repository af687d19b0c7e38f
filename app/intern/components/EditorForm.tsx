import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { FormEvent, ReactNode } from "react";
import { Form } from "react-router";
import styles from "~/components/forms/Form.module.css";
import { contentPreviewTexts } from "~/i18n/content-fields";
import { useAreaLocale } from "../useArea";
import { area } from "./area-style";
import { useBusy } from "./form-answer";

/**
 * The form of an editor of the content (a post, a page, a content file): its "save" intent and
 * the version it was opened from, the form's own errors above its fields, the save button (and
 * with `preview` the "Vorschau" button, `buttons` for more) and the save's notice below them.
 */
export function EditorForm({
  form,
  version,
  multipart = false,
  className = area.editor,
  saveLabel,
  preview = false,
  buttons,
  notice,
  children,
}: {
  form: { id: string; errorId: string; errors?: string[] | undefined };
  version: FieldMetadata<unknown>;
  multipart?: boolean;
  className?: string;
  saveLabel: string;
  /** A "Vorschau" button: the form's values go to the page's `preview` intent, in a new tab. */
  preview?: boolean;
  buttons?: ReactNode;
  notice?: string | undefined;
  children: ReactNode;
}) {
  const busy = useBusy("save", {});
  const previewTexts = contentPreviewTexts(useAreaLocale());
  const formProps = getFormProps(form as never);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (!event.defaultPrevented) submitToOtherTab(event);
  };
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...formProps}
      onSubmit={onSubmit}
      className={className}
      aria-busy={busy || undefined}
    >
      <input {...getInputProps(version, { type: "hidden" })} key={version.key} />
      {form.errors && (
        <div id={form.errorId} className={styles.error} role="alert">
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      {children}
      <div className={area.entryActions}>
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          {saveLabel}
        </button>
        {buttons}
        {preview && (
          <button
            type="submit"
            name="intent"
            value="preview"
            formTarget="_blank"
            className="button button--ghost"
            aria-describedby={`${form.id}-preview-hint`}
          >
            {previewTexts.button}
          </button>
        )}
      </div>
      {preview && (
        <p id={`${form.id}-preview-hint`} className={area.muted}>
          {previewTexts.buttonHint}
          {multipart && ` ${previewTexts.newImages}`}
        </p>
      )}
      {notice && (
        <p role="status" className={area.notice}>
          {notice}
        </p>
      )}
      {/* Last, so that a button's own intent (earlier in the form) is the one the action reads;
          this one counts when the form is sent otherwise (Enter, a list's add or remove). */}
      <input type="hidden" name="intent" value="save" />
    </Form>
  );
}

/**
 * A button with `formtarget` (the preview) sends the form as the browser would without
 * JavaScript, into the other tab, instead of React Router's navigation in this one.
 */
function submitToOtherTab(event: FormEvent<HTMLFormElement>) {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const target = submitter?.getAttribute("formtarget");
  if (!target || !(submitter instanceof HTMLButtonElement)) return;
  event.preventDefault();
  const form = event.currentTarget;
  const intent = Object.assign(document.createElement("input"), {
    type: "hidden",
    name: submitter.name,
    value: submitter.value,
  });
  form.prepend(intent);
  const before = form.target;
  form.target = target;
  HTMLFormElement.prototype.submit.call(form);
  form.target = before;
  intent.remove();
}
