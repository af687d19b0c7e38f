/** Fills `{name}` slots of a catalogue text: `format("Team {year}", { year: 2025 })` → "Team 2025". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}
