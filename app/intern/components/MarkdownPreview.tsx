import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { restrictedMarkdown } from "~/content/markdown";
import { useArea } from "~/intern/useArea";
import { area } from "./area-style";

/**
 * A Markdown field's text as the site renders it (its own renderer: HTML in the text stays
 * text), under the field while it is typed. Only with JavaScript: without, the preview button
 * shows the page.
 */
export function MarkdownPreview({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useArea();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!running) return null;
  return (
    <details className={area.markdownPreview} open>
      <summary>{t.content.markdownPreview}</summary>
      <div
        lang={field.name.endsWith(".en") ? "en" : "de"}
        dangerouslySetInnerHTML={{ __html: restrictedMarkdown(String(field.value ?? "")) }}
      />
    </details>
  );
}
