import type { ReactNode } from "react";
import { InfoDialog } from "~/components/dialog/InfoDialog";
import { formAction } from "~/forms/transport";
import {
  ErrorSummary,
  FormStatus,
  Honeypot,
  RequiredNote,
  SubmitButton,
  formStyles,
} from "../FormControls";
import type { PublicForm } from "./usePublicForm";

interface PublicFormFrameProps<F extends string> {
  form: PublicForm<F>;
  /** The form's own page: its route action answers a post with or without JavaScript. */
  action: string;
  idPrefix: string;
  labelledBy?: string;
  submitLabel: string;
  /** The visible fields, in the spec's order. */
  children: ReactNode;
}

/** Everything a form of this site has around its fields: error summary, hidden fields, submit button, dialog. */
export function PublicFormFrame<F extends string>({
  form,
  action,
  idPrefix,
  labelledBy,
  submitLabel,
  children,
}: PublicFormFrameProps<F>) {
  return (
    <>
      <form
        ref={form.formRef}
        id={form.id}
        className={formStyles.form}
        method="post"
        action={formAction(action, form.locale)}
        encType="application/x-www-form-urlencoded"
        aria-labelledby={labelledBy}
        aria-busy={form.sending || undefined}
        noValidate={form.hydrated}
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        onBlur={form.onBlur}
        onFocus={form.prepare}
        onPointerDown={form.prepare}
      >
        <ErrorSummary
          id={form.summaryId}
          summary={form.summary}
          autoFocus={form.summaryAutoFocus}
        />
        <RequiredNote />
        {children}
        <Honeypot idPrefix={idPrefix} inputRef={form.honeypotRef} />
        <SubmitButton sending={form.sending}>{submitLabel}</SubmitButton>
        <FormStatus message={form.announcement} />
      </form>
      <InfoDialog data={form.dialog} onClose={form.closeDialog} />
    </>
  );
}
