import { Link } from "react-router";
import type { ComponentProps } from "react";
import { useLocalizedPath } from "~/i18n/useLocale";
import { useMessages } from "~/i18n/useMessages";

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

export function isExternal(target: string): boolean {
  return target.startsWith("http");
}

/**
 * The spec's navigation rule: targets starting with http open in a new tab, all others load the
 * page in the page's language (a prerendered file, see LocalizedLink.tsx).
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const localized = useLocalizedPath();
  const messages = useMessages();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> {messages.opensInNewTab}</span>
      </a>
    );
  }
  if (/^(mailto:|tel:|\/downloads\/)/.test(to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localized(to)} reloadDocument {...rest}>
      {children}
    </Link>
  );
}
