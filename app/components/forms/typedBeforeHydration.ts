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
