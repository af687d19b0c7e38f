import { parseContent, type Content } from "./parse";

const rawFiles = import.meta.glob<string>("../../content/**/*.{json,md}", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Content bundled into the server build; it was validated when the build started. */
export const content: Content = parseContent(
  Object.fromEntries(
    Object.entries(rawFiles).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ""), text]),
  ),
);
