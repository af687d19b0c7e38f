import { useEffect, type RefObject } from "react";

/**
 * The values a visitor typed, chose or had filled in before React took over `form`, where they
 * differ from what React rendered. React keeps such text on screen while it hydrates, but its
 * own state still holds the rendered values and would put them back on the next render.
 */
export function typedBeforeHydration<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  rendered: Record<F, string>,
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  if (!form) return typed;
  for (const field of fields) {
    const control = form.elements.namedItem(field);
    if (!control) continue;
    const value =
      control instanceof HTMLInputElement && control.type === "radio"
        ? control.checked
          ? control.value
          : ""
        : (control as { value?: unknown }).value;
    if (typeof value === "string" && value !== rendered[field]) typed[field] = value;
  }
  return typed;
}

/**
 * Right after hydration: the fields typed into before it are passed to `onTyped`, and an input
 * event on the first tells the form library to read the controls again. The page hydrates once
 * the visitor turns to the form (ADR 0155), often while typing.
 */
export function useKeepTypedBeforeHydration<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  rendered: Record<F, string>,
  onTyped: (fields: F[]) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    const typed = Object.keys(typedBeforeHydration(form, fields, rendered)) as F[];
    if (!form || typed.length === 0) return;
    onTyped(typed);
    const control = Array.from(form.elements).find(
      (element) => (element as HTMLInputElement).name === typed[0],
    );
    control?.dispatchEvent(new Event("input", { bubbles: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
}
