/**
 * The site font, Inter, as the receipts embed it: static TrueType cuts of the variable source
 * (a PDF embeds no variation axes), written by `npm run fonts` and committed (ADR 0142).
 */
export const RECEIPT_FONTS = {
  regular: { file: "server/receipts/fonts/inter-400.ttf", weight: 400 },
  bold: { file: "server/receipts/fonts/inter-700.ttf", weight: 700 },
} as const;
