import AxeBuilder from "@axe-core/playwright";
import type { Page } from "./test";

/**
 * axe's findings for WCAG 2.2 AA and best practice, one line each. `exclude` leaves out what
 * axe cannot enter or is checked elsewhere (a sandboxed frame without scripts: a preview).
 */
export async function violations(page: Page, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
