import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "@playwright/test";
import { createRequestHandler, type ServerBuild } from "react-router";
import { renderWithContent, type SiteContent } from "../../../app/content/content.server";
import { inlineScriptHashes, pageCsp } from "../../../server/security/page-csp";

/** A stand-in for `links.newsletterForm`, answered by {@link serveNewsPageWithForm}. */
export const NEWSLETTER_FORM_URL = "https://newsletter.example.test/anmeldung";

/**
 * The newsletter page as the server renders it when a newsletter form is configured. The
 * committed content has none, so the page comes from the production build and the current
 * release's content with the form address put into the news route's loader data.
 */
async function renderNewsPageWithForm(): Promise<string> {
  const entry = pathToFileURL(resolve("build/server/index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  const news = build.routes["routes/news"];
  const loader = news?.module.loader;
  if (!news || !loader) throw new Error("the build has no news route with a loader");
  const withForm: ServerBuild = {
    ...build,
    routes: {
      ...build.routes,
      "routes/news": {
        ...news,
        module: {
          ...news.module,
          loader: async (args) => ({
            ...((await loader(args)) as object),
            formUrl: NEWSLETTER_FORM_URL,
          }),
        },
      },
    },
  };
  const content = JSON.parse(
    readFileSync(resolve("build/releases/current/content.json"), "utf8"),
  ) as SiteContent;
  const response = await renderWithContent(content, () =>
    createRequestHandler(withForm, "production")(new Request("http://localhost/news")),
  );
  return response.text();
}

/**
 * Serves that page at /news, with the policy the server sends for it (its script hashes, the
 * form's origin in `frame-src`), and answers the form address with a small page.
 */
export async function serveNewsPageWithForm(page: Page): Promise<void> {
  const html = await renderNewsPageWithForm();
  const csp = pageCsp({
    scriptHashes: inlineScriptHashes(html),
    frameOrigin: new URL(NEWSLETTER_FORM_URL).origin,
    https: false,
  });
  await page.route(/\/news$/, async (route) => {
    const response = await route.fetch();
    // The body is replaced, so its encoding and length no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => name !== "content-encoding" && name !== "content-length",
      ),
    );
    await route.fulfill({
      response,
      headers: { ...headers, "content-security-policy": csp },
      body: html,
    });
  });
  await page.route(`${NEWSLETTER_FORM_URL}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Formular</title><p>Formular</p>" }),
  );
}
