/**
 * The small scripts that add behaviour to the prerendered HTML (docs/decisions/0120-no-javascript-by-default.md).
 * Each is a Vite entry of its own, `app/enhance/<name>.ts`, loaded as a module from `/assets/`.
 */
export const ENHANCE_SCRIPTS = ["carousel", "consent"] as const;
export type EnhanceScript = (typeof ENHANCE_SCRIPTS)[number];

/** The source file of a script, relative to the project root. */
export function enhanceSource(name: EnhanceScript): string {
  return `app/enhance/${name}.ts`;
}
