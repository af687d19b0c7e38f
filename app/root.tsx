import {
  isRouteErrorResponse,
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
import { SiteShell } from "~/components/shell/SiteShell";
import { NotFoundPage } from "~/components/NotFoundPage";
import { ShareTags } from "~/components/shell/ShareTags";
import fontUrl from "~/fonts/inter-latin-wght-400-800.woff2?url";
import "~/styles/global.css";

export function loader() {
  return shellData();
}

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
  return (
    <html lang="de">
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="page">
      <h1>Da ist etwas schiefgelaufen</h1>
      <p>Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.</p>
    </div>
  );
}
