import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import styles from "~/components/forms/Form.module.css";
import { area } from "./area-style";
import { useBusy } from "./form-answer";

/**
 * The form of an editor of the content (a post, a page, a content file): its "save" intent and
 * the version it was opened from, the form's own errors above its fields, the save button and
 * the save's notice below them.
 */
export function EditorForm({
  form,
  version,
  multipart = false,
  className = area.editor,
  saveLabel,
  notice,
  children,
}: {
  form: { id: string; errorId: string; errors?: string[] | undefined };
  version: FieldMetadata<unknown>;
  multipart?: boolean;
  className?: string;
  saveLabel: string;
  notice?: string | undefined;
  children: ReactNode;
}) {
  const busy = useBusy("save", {});
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form as never)}
      className={className}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="intent" value="save" />
      <input {...getInputProps(version, { type: "hidden" })} key={version.key} />
      {form.errors && (
        <div id={form.errorId} className={styles.error} role="alert">
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      {children}
      <div>
        <button type="submit" className="button" disabled={busy}>
          {saveLabel}
        </button>
      </div>
      {notice && (
        <p role="status" className={area.notice}>
          {notice}
        </p>
      )}
    </Form>
  );
}
