import { useState, type ReactNode } from "react";
import { useAnswered } from "./form-answer";

/**
 * A `<details>` holding forms that opens by itself when the answer is for one of them: without
 * JavaScript the page comes back folded, and the form's error would be out of sight. Once opened
 * so, it stays open when a later answer is for another form on the page.
 */
export function FormDetails({
  summary,
  forms,
  open = false,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  forms: { intent: string; hidden: Record<string, string> }[];
  open?: boolean;
  children: ReactNode;
}) {
  const answered = useAnswered(forms);
  const [openedByAnswer, setOpenedByAnswer] = useState(answered);
  if (answered && !openedByAnswer) setOpenedByAnswer(true);
  return (
    <details className={className} open={open || openedByAnswer}>
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
