import { redirect } from "react-router";
import { localeOfPath, localizedPath, unlocalizedPath } from "~/i18n/locale";
import type { Route } from "./+types/redirect";

const TARGETS: Record<string, string> = {
  "/": "/home",
  "/about-us": "/aboutus",
  "/supporters/hochschulpartner": "/supporters/university",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const path = unlocalizedPath(url.pathname).replace(/\/$/, "") || "/";
  const target = localizedPath(TARGETS[path] ?? "/home", locale);
  throw redirect(`${target}${url.search}`, 301);
}

export default function Redirect() {
  return null;
}
