import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      "Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}
