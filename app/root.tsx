import {
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { shellData } from "~/content/shell.server";
import { shellTexts, uiMessages } from "~/i18n/catalogue.server";
import { LANGUAGE_TAGS, LOCALES, localeOfPath, localeOfRequest } from "~/i18n/locale";
import { ERROR_TEXTS } from "~/i18n/messages/error";
import { pageLocaleOf } from "~/i18n/page-locale";
import { useLocale } from "~/i18n/useLocale";
import { HydrateOnIntent } from "~/components/shell/HydrateOnIntent";
import { SiteShell } from "~/components/shell/SiteShell";
import { NotFoundPage } from "~/components/NotFoundPage";
import { ShareTags } from "~/components/shell/ShareTags";
import { useShell } from "~/components/shell/useShell";
import { enhanceScriptAddresses } from "~/enhance/addresses.server";
import { pageScripts } from "~/enhance/page-scripts";
import fontUrl from "~/fonts/inter-latin-wght-400-800.woff2?url";
import "~/styles/global.css";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  return {
    ...shellData(locale),
    locale,
    messages: shellTexts(locale),
    switchTo: uiMessages(other).languageSwitch,
    scripts: enhanceScriptAddresses(),
  };
}

/** The shell's texts are the page's language: load them again when the visitor switches it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate;

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon-32.png", sizes: "32x32", type: "image/png" },
  { rel: "icon", href: "/favicon-48.png", sizes: "48x48", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * React runs in the browser only on pages whose route asks for it (`handle.hydrate`); every page
 * loads the small scripts its markup needs (docs/decisions/0120-no-javascript-by-default.md).
 */
function usePageScripts() {
  return pageScripts(useMatches());
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { hydrate, onIntent, scripts, clientNavigation } = usePageScripts();
  const shell = useShell();
  const addresses = shell?.scripts;
  const pathLocale = useLocale();
  // The team area's pages are in the member's language, not their address's.
  const locale = pageLocaleOf(useMatches()) ?? pathLocale;
  return (
    <html lang={LANGUAGE_TAGS[locale].lang} data-hydrates={hydrate || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1d3a" />
        <Meta />
        <ShareTags />
        <Links />
        {shell && <link rel="stylesheet" href={shell.imageStylesheet} />}
      </head>
      <body>
        <SiteShell>{children}</SiteShell>
        {addresses &&
          scripts.map((name) => <script key={name} type="module" src={addresses[name]} />)}
        {hydrate && clientNavigation && <ScrollRestoration />}
        {hydrate &&
          (onIntent && !import.meta.env.DEV ? (
            <HydrateOnIntent>
              <Scripts />
            </HydrateOnIntent>
          ) : (
            <Scripts />
          ))}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests tell a hydrated page from one still waiting for React (`data-hydrates`). The
    // form has hydrated by then; the parts in `HydratesLater` may follow.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const texts = ERROR_TEXTS[useLocale()];
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="page">
      <h1>{texts.heading}</h1>
      <p>{texts.text}</p>
    </div>
  );
}
