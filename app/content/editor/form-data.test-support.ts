import type { FormValue } from "./schema-fields";

/** A form's values as a browser posts them: `departments[0].members[1].name=…`. */
export function formDataOf(value: FormValue, name = "", data = new FormData()): FormData {
  if (typeof value === "string" || value instanceof File) data.append(name, value);
  else if (Array.isArray(value))
    value.forEach((item, i) => formDataOf(item, `${name}[${i}]`, data));
  else
    for (const [key, child] of Object.entries(value))
      if (child !== undefined) formDataOf(child, name ? `${name}.${key}` : key, data);
  return data;
}
