/**
 * The site font, Inter, as the receipts embed it: static TrueType cuts of the variable source
 * (a PDF embeds no variation axes), written by `npm run fonts` and committed (ADR 0142). The
 * server bundle gets a copy beside it (scripts/build/bundle-server.ts), so the renderer finds
 * them in `fonts/` next to its module in both.
 */
export const RECEIPT_FONT_FOLDER = "server/receipts/fonts";

export const RECEIPT_FONTS = {
  regular: { name: "inter-400.ttf", weight: 400 },
  bold: { name: "inter-700.ttf", weight: 700 },
} as const;
