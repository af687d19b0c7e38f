import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useLocalizedPath } from "~/i18n/useLocale";

/*
 * Every page is a prerendered file, and most pages run no React in the browser: a link loads the
 * next page as a document (`reloadDocument`) also from the pages that hydrate, so each page gets
 * exactly the scripts its route asks for (docs/decisions/0120-no-javascript-by-default.md).
 */

/** React Router's `Link` to a site path (written in German), leading to the page's language. */
export function Link({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const localized = useLocalizedPath();
  return <RouterLink to={localized(to)} reloadDocument {...rest} />;
}

/** React Router's `NavLink` to a site path (written in German), leading to the page's language. */
export function NavLink({ to, ...rest }: Omit<NavLinkProps, "to"> & { to: string }) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={localized(to)} reloadDocument {...rest} />;
}
