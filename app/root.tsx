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
import { uiMessages } from "~/i18n/catalogue.server";
import { LANGUAGE_TAGS, LOCALES, localeOfPath, localeOfRequest } from "~/i18n/locale";
import { ERROR_TEXTS } from "~/i18n/messages/error";
import { useLocale } from "~/i18n/useLocale";
import { SiteShell } from "~/components/shell/SiteShell";
import { NotFoundPage } from "~/components/NotFoundPage";
import { ShareTags } from "~/components/shell/ShareTags";
import fontUrl from "~/fonts/inter-latin-wght-400-800.woff2?url";
import "~/styles/global.css";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  return {
    ...shellData(locale),
    locale,
    messages: uiMessages(locale),
    switchTo: uiMessages(other).languageSwitch,
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
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * A refused form post rendered back with the visitor's values is a page for one request at an
 * address that is not the page's own (`/api/…`): it is sent without scripts, as the plain form
 * it answers (docs/decisions/0080-refused-form-post-rendered-back.md).
 */
function useIsFormReplay(): boolean {
  return useMatches().some((match) => {
    const data = match.loaderData as { replay?: unknown } | undefined;
    return Boolean(data?.replay);
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const scripts = !useIsFormReplay();
  const locale = useLocale();
  return (
    <html lang={LANGUAGE_TAGS[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1d3a" />
        <Meta />
        <ShareTags />
        <Links />
      </head>
      <body>
        <SiteShell>{children}</SiteShell>
        {scripts && <ScrollRestoration />}
        {scripts && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests and scripts tell the hydrated page from the plain HTML (it hydrates after load).
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
