import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../site";

/**
 * The site font, Inter, as the receipts embed it: static TrueType cuts of the variable source
 * (a PDF embeds no variation axes), written by `npm run fonts` and committed (ADR 0142). The
 * build copies them to build/node/fonts (scripts/build/bundle-server.ts) for a deployment that
 * ships only build/, drizzle/ and content/.
 */
export const RECEIPT_FONT_FOLDER = "server/receipts/fonts";
/** Where the build puts its copy, from the project's folder. */
export const BUILT_FONT_FOLDER = "build/node/fonts";

/**
 * A font file: in the sources if they are there, else in the build. Found from the project's
 * folder, as the renderer runs from the sources, the server bundle and React Router's build.
 */
export function receiptFontPath(name: string): string {
  const source = join(projectRoot, RECEIPT_FONT_FOLDER, name);
  return existsSync(source) ? source : join(projectRoot, BUILT_FONT_FOLDER, name);
}

export const RECEIPT_FONTS = {
  regular: { name: "inter-400.ttf", weight: 400 },
  bold: { name: "inter-700.ttf", weight: 700 },
} as const;
