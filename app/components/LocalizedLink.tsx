import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";
import { useLocalizedPath } from "~/i18n/useLocale";

/** React Router's `Link` to a site path (written in German), leading to the page's language. */
export function Link({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const localized = useLocalizedPath();
  return <RouterLink to={localized(to)} {...rest} />;
}

/** React Router's `NavLink` to a site path (written in German), leading to the page's language. */
export function NavLink({ to, ...rest }: Omit<NavLinkProps, "to"> & { to: string }) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={localized(to)} {...rest} />;
}
